import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createDemoRepository } from '../../src/core/demo/demo.repository.js';
import { poll as pollFor } from './admin-browser.js';
import { launchChromium, logIn, newCzechPage, serveDatabase } from './browser.js';
import { runCli, startServe, tempDataDir } from './cli.js';
import { freePort } from './postgres-cluster.js';

export { axeViolations } from './admin-browser.js';

/** Polls `fn` until its expectation holds (20 s unless told, every 250 ms): the salon's sections load several requests. */
export const poll = <T>(fn: () => Promise<T> | T, timeout = 20_000) => pollFor(fn, timeout);

export interface SalonSession {
  server: Awaited<ReturnType<typeof startServe>>;
  browser: Browser;
  /** A Czech page (Prague time), logged in as the owner on /firma unless told otherwise. */
  page: Page;
  /** Errors thrown in the page. */
  errors: string[];
  dataDir: string;
  /** Runs a function on the server's embedded SQLite database. */
  withDb: ReturnType<typeof serveDatabase>;
  /** The listing the owner manages. */
  companyId: number;
  close(): Promise<void>;
}

/**
 * The set-up of a salon section's browser test, the salon twin of openAdminSession: the demo seeded by
 * `marketplace db seed --demo` into a data dir of its own, an owner of a listing made by `marketplace
 * users create` (the demo business as `marketplace demo accounts` picks it, unless `company` picks
 * another), the real `marketplace serve` (jobs off), Chromium, and a page logged in at /firma.
 */
export async function openSalonSession(options: {
  email: string;
  name: string;
  password: string;
  /** which listing the owner manages (default: the demo business) */
  company?: (withDb: ReturnType<typeof serveDatabase>) => Promise<number>;
  /** runs once the owner exists, before the server starts (more users, rows of the test's own) */
  prepare?: (env: Record<string, string>, withDb: ReturnType<typeof serveDatabase>) => Promise<unknown>;
  /** false: the page is not logged in (the test logs in itself) */
  logIn?: boolean;
  /** the instant the seed, the server and the page's clocks start from (PINNED_AT in tests/helpers/cli.ts; default the real clock) */
  at?: Date;
}): Promise<SalonSession> {
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const clock = { at: options.at };
  const seeded = await runCli(['db', 'seed', '--demo'], env, clock);
  expect(seeded.exitCode, seeded.stderr).toBe(0);
  const companyId = options.company
    ? await options.company(withDb)
    : Number((await withDb((db) => createDemoRepository(db).demoBusiness()))!.id);
  const owner = await runCli(
    [
      'users',
      'create',
      '--email',
      options.email,
      '--password',
      options.password,
      '--role',
      'company',
      '--company',
      String(companyId),
      '--name',
      options.name,
    ],
    env,
    clock,
  );
  expect(owner.exitCode, owner.stderr).toBe(0);
  await options.prepare?.(env, withDb);
  const server = await startServe(['--port', String(await freePort()), '--no-jobs'], env, clock);
  const browser = await launchChromium();
  const errors: string[] = [];
  const page = await newCzechPage(browser, { timeout: 20_000, errors, at: options.at });
  if (options.logIn !== false) await logIn(page, server.url, options.email, options.password, '/firma');
  return {
    server,
    browser,
    page,
    errors,
    dataDir,
    withDb,
    companyId,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
