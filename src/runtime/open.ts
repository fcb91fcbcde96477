import path from 'node:path';
import type { Knex } from 'knex';
import { createImapflowClient } from '../adapters/imap/imapflow-client.js';
import { createMailTransport } from '../adapters/mail/nodemailer-transport.js';
import { createOAuthProviders } from '../adapters/oauth/index.js';
import { createTlsSiteProbe } from '../adapters/hosting-check/tls-site-probe.js';
import { createRdapRegistry } from '../adapters/rdap/rdap-registry.js';
import { createNominatimGeocoder } from '../adapters/geocoder/nominatim.js';
import { createHostProbe } from '../adapters/monitoring/procfs-host.js';
import { createFileLogStore, type FileLogStore } from '../adapters/logs/file-log-store.js';
import { websiteAuditorFrom } from '../adapters/web-audit/auditor.js';
import { createSocialPublishers } from '../adapters/social/index.js';
import { createFioFeed } from '../adapters/payments/fio.js';
import { createStripeProvider } from '../adapters/payments/stripe.js';
import { createBackupAdapters } from '../adapters/backup/index.js';
import { coreConfig } from '../config/core-config.js';
import type { Config } from '../config/index.js';
import { createCore, DomainError, type Core } from '../core/index.js';
import { openDatabase } from '../db/index.js';
import { migrateLatest, migrationStatus } from '../db/migrate.js';
import { isDirectoryEmpty, runSeeds } from '../db/seed.js';

export interface Runtime {
  config: Config;
  db: Knex;
  core: Core;
  /** what happened while opening, for the operator (migrations applied, the demo loaded) */
  notes: string[];
  /** the server's log store (`<data dir>/logs`): `serve` writes its log to `logStore.stream` */
  logStore: FileLogStore;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /**
   * Bring the database up to date: the embedded default is migrated on the spot (`'demo'`: and seeded
   * with the demo when its directory is empty, as `serve` does); any other database must already be
   * migrated, or opening stops with a hint. Without it the database is used as it is (`db migrate`).
   */
  migrate?: 'schema' | 'demo';
  /** the address links in e-mail use when no public URL is configured (serve: the address it listens on) */
  listeningUrl?: () => string | undefined;
}

/** The one way `serve` and every CLI command open configuration, database, adapters and core. */
export async function openRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const db = openDatabase(config.database);
  const notes: string[] = [];
  try {
    if (options.migrate) await bringUpToDate(config, db, options.migrate, notes);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const logStore = createFileLogStore({
    dir: path.join(config.dataDir, 'logs'),
    maxBytes: config.monitoring.logFileMaxBytes,
    files: config.monitoring.logFiles,
  });
  const core = createCore({
    db,
    config: coreConfig(config, options.listeningUrl),
    transports: createMailTransport,
    imap: createImapflowClient(),
    auditor: websiteAuditorFrom(config.outboundFetch),
    siteProbe: createTlsSiteProbe({ timeoutMs: config.hostingCheck.timeoutMs, testHosts: config.hostingCheck.testHosts }),
    domainRegistry: createRdapRegistry({ timeoutMs: config.hostingCheck.timeoutMs, testBaseUrl: config.hostingCheck.testRdapUrl }),
    geocoder: config.geocoder
      ? createNominatimGeocoder({
          ...config.geocoder,
          userAgent: `marketplace/${config.version}${config.publicUrl ? ` (${config.publicUrl})` : ''}`,
        })
      : undefined,
    oauth: { providers: createOAuthProviders(config.oauth), flowTtlSeconds: config.oauth.flowTtlSeconds },
    host: createHostProbe(),
    logs: logStore.store,
    socialPublishers: createSocialPublishers({
      timeoutMs: config.social.webhookTimeoutMs,
      testLoopbackOrigins: config.outboundFetch.testOrigins,
    }),
    bankFeed: config.payments.fio ? createFioFeed({ token: config.payments.fio.token, baseUrl: config.payments.fio.testApi }) : undefined,
    // cards are offered only with both Stripe keys (MARKETPLACE_STRIPE_SECRET_KEY, MARKETPLACE_STRIPE_WEBHOOK_SECRET)
    cardProvider: config.payments.stripe ? createStripeProvider(config.payments.stripe) : undefined,
    onCardProviderError: (error, what) => process.stderr.write(`stripe: ${what} failed: ${error.message}\n`),
    backup: createBackupAdapters(config.database, config.pgBinDir),
  });
  // the saved site URL (links in e-mails) is known before the first e-mail; an unmigrated database has none yet
  await core.settings.general().catch(() => undefined);
  return {
    config,
    db,
    core,
    notes,
    logStore,
    close: async () => {
      core.mail.close();
      // the scheduled jobs' locks' connection, if a job was run here (the scheduler closes it when it stops)
      await core.jobRuns.close();
      logStore.close();
      await db.destroy();
    },
  };
}

async function bringUpToDate(config: Config, db: Knex, migrate: 'schema' | 'demo', notes: string[]) {
  if (!config.database.embedded) {
    const { pending } = await migrationStatus(db);
    if (pending.length) {
      throw new DomainError(
        'unavailable',
        `Databáze má čekající migrace (${pending.length}: ${pending.join(', ')}); nejdřív spusťte \`marketplace db migrate\`.`,
      );
    }
    return;
  }
  const applied = await migrateLatest(db);
  if (applied.length) notes.push(`vestavěná databáze převedena na aktuální schéma (migrací: ${applied.length})`);
  if (migrate === 'demo' && (await isDirectoryEmpty(db))) {
    const seeded = await runSeeds(db, { demo: true });
    notes.push(`nahrán ukázkový katalog (firem: ${seeded.demo?.companies ?? 0})`);
    notes.push('přihlášení do ukázky jako administrátor, firma a zákazník: npx marketplace demo accounts (vypíše e-maily a nová hesla)');
  }
}
