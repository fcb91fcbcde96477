import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { createCore, type Core } from '../core/index.js';
import { openDatabase } from '../db/index.js';
import { createMailTransport } from '../adapters/mail/nodemailer-transport.js';
import { createWebsiteAuditor } from '../adapters/web-audit/auditor.js';
import { createOAuthProviders } from '../adapters/oauth/index.js';
import { coreConfig } from '../config/core-config.js';
import { migrateLatest, migrationStatus } from '../db/migrate.js';
import { isDirectoryEmpty, runSeeds } from '../db/seed.js';
import { startScheduler } from '../jobs/index.js';
import { buildApp } from '../server/app.js';

export interface RunningServer {
  app: FastifyInstance;
  core: Core;
  url: string;
  /** What happened at start-up, for the operator. */
  notes: string[];
  stop(): Promise<void>;
}

/**
 * Composition root of `marketplace serve`: database (the embedded default is migrated and seeded
 * with the demo directory when empty; any other must be migrated already), core, HTTP app, jobs.
 */
export async function startServer(config: Config, options: { port: number; host: string; jobs: boolean }): Promise<RunningServer> {
  const db = openDatabase(config.database);
  const notes: string[] = [];
  try {
    if (config.database.embedded) {
      const applied = await migrateLatest(db);
      if (applied.length) notes.push(`migrated the embedded database (${applied.length} migrations)`);
      if (await isDirectoryEmpty(db)) {
        const seeded = await runSeeds(db, { demo: true });
        notes.push(`loaded the demo directory (${seeded.demo?.companies ?? 0} companies)`);
      }
    } else {
      const { pending } = await migrationStatus(db);
      if (pending.length) {
        throw new Error(`the database has ${pending.length} pending migration(s); run \`marketplace db migrate\` first`);
      }
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const core = createCore({
    db, config: coreConfig(config), transports: createMailTransport, auditor: createWebsiteAuditor(),
    oauth: { providers: createOAuthProviders(config.oauth), flowTtlSeconds: config.oauth.flowTtlSeconds },
  });
  const app = await buildApp(core, config);
  const scheduler = options.jobs ? startScheduler(core, app.log) : undefined;
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    scheduler?.stop();
    await app.close();
    await db.destroy();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  if (!(await core.accounts.hasAdmin())) {
    notes.push('no admin account yet: create one with');
    notes.push('  npx marketplace users create --email you@example.com --password "…" --role admin --name "Jméno Příjmení"');
  }
  return {
    app,
    core,
    url: `http://${shownHost}:${port}`,
    notes,
    async stop() {
      scheduler?.stop();
      await app.close();
      core.mail.close();
      await db.destroy();
    },
  };
}
