import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { createCore, type Core } from '../../src/core/index.js';
import type { Clock } from '../../src/core/ports.js';
import type { CoreDeps } from '../../src/core/index.js';
import { buildApp } from '../../src/server/app.js';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import { createTestDatabase, type DbKind, type TestDatabase } from './databases.js';

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

export interface TestApp {
  app: FastifyInstance;
  core: Core;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: DbKind,
  options: { clock?: Clock; domains?: Record<string, string>; analyticsScript?: string; smtpUrl?: string; dataDir?: string; oauth?: CoreDeps['oauth'] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const domains = options.domains ?? {};
  const core = createCore({
    db: database.db,
    clock: options.clock,
    config: { version: '0.0.0-test', domains, secret: TEST_SECRET, smtpUrl: options.smtpUrl, dataDir: options.dataDir, publicUrl: 'http://mail.test' },
    transports: createMailTransport,
    oauth: options.oauth,
  });
  const app = await buildApp(core, { domains, webRoot: path.resolve('dist/web'), analyticsScript: options.analyticsScript }, { logger: false });
  await app.ready();
  return {
    app,
    core,
    database,
    async close() {
      await app.close();
      core.mail.close();
      await database.drop();
    },
  };
}
