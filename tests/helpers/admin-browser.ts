import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from './browser.js';
import { runCli, startServe, tempDataDir } from './cli.js';
import { freePort } from './postgres-cluster.js';

/** Polls `fn` until its expectation holds (15 s unless told, every 250 ms): every read after an action goes through it. */
export const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 250 });

/**
 * Runs axe-core on the page's `selector` and answers its violations as `rule target: summary` lines:
 * with the default rules, the serious and critical ones; with `runOnly` (tags such as 'wcag2aa'), all of them.
 * Running CSS transitions end first.
 */
export async function axeViolations(page: Page, selector: string, runOnly?: string[]): Promise<string[]> {
  // evaluated through the debugging protocol: the page's Content-Security-Policy refuses inline scripts
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(
    async ({ within, tags }) => {
      // a colour caught halfway through a transition (a button just pressed) is no contrast failure: let them end
      type Running = { finished: Promise<unknown>; constructor: { name: string } };
      const page = (globalThis as unknown as { document: { getAnimations(): Running[] } }).document;
      const transitions = page.getAnimations().filter((a) => a.constructor.name === 'CSSTransition');
      await Promise.race([Promise.allSettled(transitions.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
      type Violation = { id: string; impact?: string; nodes: Array<{ target: string[]; failureSummary?: string }> };
      const axe = (globalThis as unknown as { axe: { run(ctx: string, o: object): Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(within, tags ? { runOnly: tags } : {});
      return result.violations
        .filter((v) => tags !== null || v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
    },
    { within: selector, tags: runOnly ?? null },
  );
}

export interface AdminSession {
  server: Awaited<ReturnType<typeof startServe>>;
  browser: Browser;
  /** A Czech page (Prague time) logged in as the admin, on /admin. */
  page: Page;
  /** The admin's bearer token, as the web app keeps it. */
  token: string;
  /** Errors thrown in the page. */
  errors: string[];
  dataDir: string;
  /** Runs a function on the server's embedded SQLite database. */
  withDb: ReturnType<typeof serveDatabase>;
  /** Calls `/api{path}` as the admin (JSON in and out) and expects a 2xx answer. */
  api<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
  close(): Promise<void>;
}

/**
 * The set-up of an admin screen's browser test: an admin made by `marketplace users create`, the real
 * `marketplace serve` (jobs off) on a data dir of its own, Chromium, and a page logged in at /admin.
 * `prepare` runs on the database before the server starts; `env` is added to the server's environment.
 */
export async function openAdminSession(options: {
  email: string;
  name: string;
  password?: string;
  env?: Record<string, string>;
  prepare?: (withDb: ReturnType<typeof serveDatabase>) => Promise<unknown>;
}): Promise<AdminSession> {
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const password = options.password ?? 'silne-heslo-42';
  const created = await runCli(
    ['users', 'create', '--email', options.email, '--password', password, '--role', 'admin', '--name', options.name],
    env,
  );
  expect(created.exitCode, created.stderr).toBe(0);
  await options.prepare?.(withDb);
  const server = await startServe(['--port', String(await freePort()), '--no-jobs'], { ...env, ...options.env });
  const browser = await launchChromium();
  const errors: string[] = [];
  const page = await newCzechPage(browser, { errors });
  await logIn(page, server.url, options.email, password, '/admin');
  const token = (await page.evaluate<string | null>("localStorage.getItem('marketplace.token')")) ?? '';
  expect(token).not.toBe('');
  return {
    server,
    browser,
    page,
    token,
    errors,
    dataDir,
    withDb,
    async api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
      const response = await fetch(`${server.url}/api${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      const body = (await response.json()) as T;
      expect(response.ok, JSON.stringify(body)).toBe(true);
      return body;
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
