import { simpleParser } from 'mailparser';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openAdminSession, poll, type AdminSession } from '../helpers/admin-browser.js';
import { runCli } from '../helpers/cli.js';

const ADMIN = 'outbox.admin@example.cz';

/**
 * Nastavení › Email, 'Odchozí pošta bez SMTP' in Chromium against the real `marketplace serve` (SQLite, no SMTP):
 * the demo's messages, the empty state, the messages `marketplace mail test` stored in the database with 'Stáhnout .eml', an axe
 * check, and the section gone once an SMTP server is saved.
 */
describe('the outbox without SMTP on the e-mail settings tab in Chromium', () => {
  let session: AdminSession;
  let page: Page;

  beforeAll(async () => {
    session = await openAdminSession({ email: ADMIN, name: 'Olga Odchozí' });
    ({ page } = session);
  }, 120_000);
  afterAll(() => session?.close());

  const section = () => page.getByTestId('settings-outbox');

  it("shows the demo's messages, the empty state, then the stored messages, each downloadable as its .eml", async () => {
    await page.goto(`${session.server.url}/admin/settings?tab=email`);
    // the demo keeps the newest offers and campaign mail here (seeds/demo-outbox.ts)
    await poll(() => section().getByTestId('outbox-row').count()).toBe(6);
    expect(await section().getByRole('heading', { level: 2 }).first().textContent()).toBe('Odchozí pošta bez SMTP');
    await session.withDb((db) => db('outbox_messages').delete());
    await page.reload();
    await poll(() => section().getByTestId('outbox-empty').textContent()).toContain('Zatím žádné uložené e-maily.');

    for (const to of ['jana@example.cz', 'petr@example.cz']) {
      const sent = await runCli(['mail', 'test', '--to', to], { MARKETPLACE_DATA_DIR: session.dataDir });
      expect(sent.exitCode, sent.stderr).toBe(0);
    }
    await page.reload();
    const rows = section().getByTestId('outbox-row');
    await poll(() => rows.count()).toBe(2);
    // newest first: date, příjemci, předmět, velikost, the download
    expect(await rows.first().locator('td').first().textContent()).toBe('petr@example.cz');
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('Marketplace: testovací e-mail');
    expect(await rows.first().locator('td').nth(2).textContent()).toMatch(/^\d+(,\d)? k?B$/);
    expect(await section().locator('table caption').textContent()).toContain('Uložené e-maily bez SMTP');
    expect(await section().locator('th[scope="col"]').allTextContents()).toEqual(['Datum', 'Příjemci', 'Předmět', 'Velikost', 'Soubor']);

    const button = rows.nth(1).getByRole('button', { name: 'Stáhnout .eml zprávy „Marketplace: testovací e-mail“ pro jana@example.cz' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^zprava-\d+\.eml$/);
    const parsed = await simpleParser(await readFile((await download.path())!));
    expect(parsed.subject).toBe('Marketplace: testovací e-mail');
    expect(parsed.to).toMatchObject({ text: 'jana@example.cz' });

    // search in the recipients
    await section().getByTestId('outbox-search').fill('jana');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().textContent()).toBe('jana@example.cz');

    expect(await axeViolations(page, '[data-testid="settings-outbox"]')).toEqual([]);
    expect(existsSync(path.join(session.dataDir, 'outbox'))).toBe(false);
    expect(session.errors).toEqual([]);
  });

  it('is not shown once an SMTP server is configured', async () => {
    await session.api('/admin/settings', { method: 'POST', body: { settings: { smtp_host: '127.0.0.1', smtp_port: '2525' } } });
    await page.goto(`${session.server.url}/admin/settings?tab=email`);
    await poll(() => page.getByTestId('settings-smtp_host').inputValue()).toBe('127.0.0.1');
    await page.getByTestId('imap').waitFor();
    expect(await section().count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
