import { loadConfig } from '../config/index.js';
import type { Runtime } from '../runtime/open.js';

export type CliContext = Runtime;

/**
 * Opens configuration, database and core for one command (runtime/open.ts, as `serve` does).
 * `migrated`: the embedded default database is migrated on the spot; any other database must already
 * be (or the command stops with a hint).
 */
export async function openContext(options: { migrated?: boolean } = {}): Promise<CliContext> {
  const config = loadConfig();
  // the core and its adapters load only for a command that opens them: `--help` and a usage error answer
  // without them (1.6 s -> 0.4 s a run on the CI machine)
  const { openRuntime } = await import('../runtime/open.js');
  return openRuntime(config, { migrate: options.migrated ? 'schema' : undefined });
}
