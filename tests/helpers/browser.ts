import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { openDatabase } from '../../src/db/index.js';

/** Debian's Chromium, headless; never a downloaded browser. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...extraArgs],
  });
}

/** Runs `fn` on the embedded SQLite database of a `marketplace serve` data dir, closing it after. */
export function serveDatabase(dataDir: string) {
  const filename = path.join(dataDir, 'marketplace.sqlite');
  return async <T>(fn: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> => {
    const db = openDatabase({ client: 'sqlite', filename, embedded: true });
    try {
      return await fn(db);
    } finally {
      await db.destroy();
    }
  };
}
