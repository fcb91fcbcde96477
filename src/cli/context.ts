import { loadConfig } from '../config/index.js';
import { openRuntime, type Runtime } from '../runtime/open.js';

export type CliContext = Runtime;

/**
 * Opens configuration, database and core for one command (runtime/open.ts, as `serve` does).
 * `migrated`: the embedded default database is migrated on the spot; any other database must already
 * be (or the command stops with a hint).
 */
export async function openContext(options: { migrated?: boolean } = {}): Promise<CliContext> {
  return openRuntime(loadConfig(), { migrate: options.migrated ? 'schema' : undefined });
}
