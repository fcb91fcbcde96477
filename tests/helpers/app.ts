import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { createCore, type Core } from '../../src/core/index.js';
import type { Clock } from '../../src/core/clock.port.js';
import type { CoreDeps } from '../../src/core/index.js';
import { buildApp } from '../../src/server/app.js';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import { createImapflowClient } from '../../src/adapters/imap/imapflow-client.js';
import { createBackupAdapters } from '../../src/adapters/backup/index.js';
import type { ImapClient } from '../../src/core/inbox/imap.port.js';
import type { FileLogStore } from '../../src/adapters/logs/file-log-store.js';
import { TEST_SCRYPT_N } from './cli.js';
import { recordDatabase } from './factories.js';
import { openDatabase } from '../../src/db/index.js';
import { createTestDatabase, type DbKind, type TestDatabase } from './databases.js';
import { DEFAULT_LIMITS, type BookingLimits, type HashingLimits, type RateLimits, type TrustProxy } from '../../src/config/limits.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-11-22T09:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(d: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
  return clock;
}

/**
 * Limits in tests: the per-address rate limits and the booking limits are raised (tests make many
 * requests from 127.0.0.1 under a frozen clock); a test of a limit passes the limit it tests.
 * Password hashing keeps the product's cap, but new hashes cost scrypt N=2^10 instead of 2^17 (TEST_SCRYPT_N):
 * a product hash takes ~0.3 s of a core, and signing in made two thirds of the API tests' time. The tests of
 * the cap itself (tests/api/abuse-login.test.ts) pass the product's N.
 */
export interface TestLimits {
  rate?: Partial<RateLimits>;
  hashing?: Partial<HashingLimits>;
  booking?: Partial<BookingLimits>;
}
const RAISED = 1_000_000;
const raisedRate = { max: RAISED, windowMs: 60_000 };
export const TEST_LIMITS = {
  rate: {
    login: raisedRate,
    register: raisedRate,
    booking: raisedRate,
    tracking: raisedRate,
    analytics: raisedRate,
    orders: raisedRate,
  } as RateLimits,
  hashing: { ...DEFAULT_LIMITS.hashing, scryptN: TEST_SCRYPT_N },
  booking: { pendingPerEmail: RAISED, perEmailPerHour: RAISED, anonymousPerCompanyPerHour: RAISED } as BookingLimits,
};

export interface TestApp {
  app: FastifyInstance;
  core: Core;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: DbKind,
  options: {
    clock?: Clock;
    domains?: Record<string, string>;
    analyticsScript?: string;
    smtpUrl?: string;
    /** MARKETPLACE_IMAP_URL (tests/helpers/dovecot.ts gives one) */
    imapUrl?: string;
    /** the IMAP client (default: the real imapflow adapter; a test may wrap it to count its calls) */
    imap?: ImapClient;
    dataDir?: string;
    limits?: TestLimits;
    trustProxy?: TrustProxy;
    oauth?: CoreDeps['oauth'];
    /** the host port of server monitoring (tests/helpers/fake-host.ts) */
    host?: CoreDeps['host'];
    /** the server's log store (src/adapters/logs): the app logs into it at info level, and /api/logs reads it */
    logStore?: FileLogStore;
    /** the log table's writer (every instance's warnings and errors): this app's instance name and rows kept (default 10 000) */
    logTable?: { instance: string; maxRows?: number };
    /** website analytics (default: on, no external dashboard) */
    webAnalytics?: Partial<NonNullable<CoreDeps['config']['webAnalytics']>>;
    /** social posting: the publishers (src/adapters/social, with the test receiver's loopback origin) and the job's tries */
    socialPublishers?: CoreDeps['socialPublishers'];
    social?: CoreDeps['config']['social'];
    /** promotions: e-mails a company may send a day (default 500) */
    promotions?: CoreDeps['config']['promotions'];
    /** branches: MARKETPLACE_BRANCHES_MAX_PER_COMPANY (default 20) */
    branches?: CoreDeps['config']['branches'];
    /** the built web app's folder (default dist/web) */
    webRoot?: string;
    /** MARKETPLACE_ATTACHMENT_TYPES (default: the list of src/core/attachments) */
    attachmentTypes?: string[];
    /** the e-shop's options (default: the product's, but unpaid orders per account raised: tests order many times as one buyer) */
    shop?: CoreDeps['config']['shop'];
    /** featured campaigns' options (default: the product's, open holds per company raised) */
    featured?: CoreDeps['config']['featured'];
    /** card payments (tests/helpers/stripe-stand-in.ts with adapters/payments); default none: cards are not offered */
    cardProvider?: CoreDeps['cardProvider'];
    /** new bank transactions from a bank's API (adapters/payments/fio.ts against a local stand-in); default none */
    bankFeed?: CoreDeps['bankFeed'];
    /** MARKETPLACE_PAYMENTS_STATEMENT_MAX_BYTES (default 5 MB) */
    statementMaxBytes?: number;
    /** MARKETPLACE_METRICS_TOKEN (default none: no GET /metrics) */
    metricsToken?: string;
    /** MARKETPLACE_OUTBOX_MESSAGES: the outbox without SMTP keeps this many newest messages (default 2000) */
    outboxMessages?: number;
    /** MARKETPLACE_COMPANY_EMAILS_PER_DAY: e-mails one business may compose in 24 hours (default 200) */
    companyEmailsPerDay?: number;
    /**
     * another test app's database: this app is a second instance on it, with connections of its own (as two
     * `serve` on one PostgreSQL database); its close closes them and leaves the database to its owner
     */
    sharedDatabase?: TestDatabase;
    /** the hosting check's site probe and domain registry (adapters/hosting-check, adapters/rdap against local stand-ins) */
    siteProbe?: CoreDeps['siteProbe'];
    domainRegistry?: CoreDeps['domainRegistry'];
    /** listings' coordinates from their address (adapters/geocoder against tests/helpers/nominatim-stand-in.ts) */
    geocoder?: CoreDeps['geocoder'];
    /** MARKETPLACE_PUBLIC_URL (default 'http://mail.test'; null: unset, so links use the saved site URL) */
    publicUrl?: string | null;
  } = {},
): Promise<TestApp> {
  const database = options.sharedDatabase ? secondConnection(options.sharedDatabase) : await createTestDatabase(kind);
  const domains = options.domains ?? {};
  const limits = {
    rate: { ...TEST_LIMITS.rate, ...options.limits?.rate },
    hashing: { ...TEST_LIMITS.hashing, ...options.limits?.hashing },
    booking: { ...TEST_LIMITS.booking, ...options.limits?.booking },
  };
  const core = createCore({
    db: database.db,
    clock: options.clock,
    config: {
      version: '0.0.0-test',
      domains,
      secret: TEST_SECRET,
      smtpUrl: options.smtpUrl,
      imapUrl: options.imapUrl,
      dataDir: options.dataDir,
      publicUrl: options.publicUrl === null ? undefined : (options.publicUrl ?? 'http://mail.test'),
      limits,
      webAnalytics: { enabled: true, rawDays: 35, dashboardUrl: null, ...options.webAnalytics },
      social: options.social,
      promotions: options.promotions,
      branches: options.branches,
      attachmentTypes: options.attachmentTypes,
      shop: { maxUnpaidOrders: RAISED, ...options.shop },
      featured: { maxHolds: RAISED, ...options.featured },
      statementMaxBytes: options.statementMaxBytes,
      outboxMessages: options.outboxMessages,
      companyEmailsPerDay: options.companyEmailsPerDay,
    },
    transports: createMailTransport,
    cardProvider: options.cardProvider,
    bankFeed: options.bankFeed,
    imap: options.imap ?? createImapflowClient({ loopbackAllowed: true }),
    oauth: options.oauth,
    host: options.host,
    logs: options.logStore?.store,
    socialPublishers: options.socialPublishers,
    backup: createBackupAdapters(database.config),
    siteProbe: options.siteProbe,
    domainRegistry: options.domainRegistry,
    geocoder: options.geocoder,
  });
  recordDatabase(core, database.db);
  const logTable =
    options.logTable &&
    core.monitoring.logSink({
      instance: () => options.logTable!.instance,
      maxRows: options.logTable.maxRows ?? 10_000,
      onError: (error) => process.stderr.write(`log table: ${error.message}\n`),
    });
  const fileStream = options.logStore?.stream;
  const logStream =
    logTable || fileStream
      ? {
          write(line: string) {
            logTable?.write(line);
            return fileStream?.write(line);
          },
        }
      : undefined;
  const app = await buildApp(
    core,
    {
      domains,
      webRoot: options.webRoot ?? path.resolve('dist/web'),
      analyticsScript: options.analyticsScript,
      limits,
      trustProxy: options.trustProxy,
      logStream,
      metricsToken: options.metricsToken,
    },
    logStream ? {} : { logger: false },
  );
  await app.ready();
  return {
    app,
    core,
    database,
    async close() {
      await app.close();
      await logTable?.flush();
      core.mail.close();
      // the jobs' locks' connection (PostgreSQL), held once a test ran a scheduled job
      await core.jobRuns.close();
      await database.drop();
    },
  };
}

/** The same database through a pool of its own; its `drop` only closes the pool. */
function secondConnection(shared: TestDatabase): TestDatabase {
  const db = openDatabase(shared.config);
  return { ...shared, db, drop: () => db.destroy() };
}
