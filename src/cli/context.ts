import type { Knex } from 'knex';
import { loadConfig, type Config } from '../config/index.js';
import { createCore, DomainError, type Core } from '../core/index.js';
import { openDatabase } from '../db/index.js';
import { createMailTransport } from '../adapters/mail/nodemailer-transport.js';
import { websiteAuditorFrom } from '../adapters/web-audit/auditor.js';
import { coreConfig } from '../config/core-config.js';
import { migrateLatest, migrationStatus } from '../db/migrate.js';

export interface CliContext {
  config: Config;
  db: Knex;
  core: Core;
  close(): Promise<void>;
}

/**
 * Opens configuration, database and core for one command. `migrated`: the embedded default database
 * is migrated on the spot; any other database must already be (or the command stops with a hint).
 */
export async function openContext(options: { migrated?: boolean } = {}): Promise<CliContext> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    if (options.migrated) await ensureMigrated(config, db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const core = createCore({
    db,
    config: coreConfig(config),
    transports: createMailTransport,
    auditor: websiteAuditorFrom(config.outboundFetch),
  });
  return {
    config,
    db,
    core,
    close: async () => {
      core.mail.close();
      await db.destroy();
    },
  };
}

async function ensureMigrated(config: Config, db: Knex) {
  if (config.database.embedded) {
    await migrateLatest(db);
    return;
  }
  const { pending } = await migrationStatus(db);
  if (pending.length) {
    throw new DomainError(
      'unavailable',
      `The database has ${pending.length} pending migration(s) (${pending.join(', ')}); run \`marketplace db migrate\` first.`,
    );
  }
}
