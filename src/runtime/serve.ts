import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { createCore, type Core } from '../core/index.js';
import { openDatabase } from '../db/index.js';
import { createMailTransport } from '../adapters/mail/nodemailer-transport.js';
import { websiteAuditorFrom } from '../adapters/web-audit/auditor.js';
import { createOAuthProviders } from '../adapters/oauth/index.js';
import { coreConfig } from '../config/core-config.js';
import { migrateLatest, migrationStatus } from '../db/migrate.js';
import { isDirectoryEmpty, runSeeds } from '../db/seed.js';
import { startScheduler } from '../jobs/index.js';
import { buildApp } from '../server/app.js';
import { trackConnections } from './connections.js';
import { gracefulStop } from './shutdown.js';

export interface RunningServer {
  app: FastifyInstance;
  core: Core;
  url: string;
  /** What happened at start-up, for the operator. */
  notes: string[];
  /**
   * Stops gracefully (shutdown.ts): jobs finish the item in hand, requests in progress finish, idle
   * connections close; after config.shutdownTimeoutMs, or when called again, the rest is cut.
   */
  stop(): Promise<void>;
}

/** The address links may use for a server listening on `host`: a wildcard address is reached on loopback. */
const reachableHost = (host: string) =>
  host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;

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
        notes.push(
          'to log in to the demo as admin, business and customer: npx marketplace demo accounts (prints e-mails and new passwords)',
        );
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

  // links in e-mail use the address served, once known (unless a public address is configured)
  let listeningUrl: string | undefined;
  const core = createCore({
    db,
    config: coreConfig(config, () => listeningUrl),
    transports: createMailTransport,
    auditor: websiteAuditorFrom(config.outboundFetch),
    oauth: { providers: createOAuthProviders(config.oauth), flowTtlSeconds: config.oauth.flowTtlSeconds },
  });
  const app = await buildApp(core, config);
  const connections = trackConnections(app.server);
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    core.mail.close();
    await db.destroy();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  listeningUrl = `http://${reachableHost(options.host)}:${port}`;
  const scheduler = options.jobs ? startScheduler(core, app.log) : undefined;
  if (!(await core.accounts.hasAdmin())) {
    notes.push('no admin account yet: create one with');
    notes.push('  npx marketplace users create --email you@example.com --password "…" --role admin --name "Jméno Příjmení"');
  }
  return {
    app,
    core,
    url: `http://${shownHost}:${port}`,
    notes,
    stop: gracefulStop({
      app,
      connections,
      scheduler,
      graceMs: config.shutdownTimeoutMs,
      async release() {
        core.mail.close();
        await db.destroy();
      },
    }),
  };
}
