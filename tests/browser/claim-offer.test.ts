import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { claimToken } from '../../src/core/prospects/claim.js';
import { launchChromium } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { insertProspects } from '../helpers/prospects.js';

const SECRET = 'browser-test-secret-browser-test-secret-42';

/** An offer's claim link in Chromium: /registrace-firmy?claim=TOKEN prefills the wizard and links the listing. */
describe('claiming a profile from an offer e-mail in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_SECRET: SECRET };
  const dbFile = path.join(dataDir, 'marketplace.sqlite');
  let prospectId: number;

  beforeAll(async () => {
    expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);
    const db = openDatabase({ client: 'sqlite', filename: dbFile, embedded: true });
    try {
      [prospectId] = (await insertProspects(db, [
        {
          name: 'Kadeřnictví U Zlaté nůžky',
          address: 'Veveří 10',
          postal_code: '602 00',
          city: 'Brno',
          phone: '+420 731 222 333',
          email: 'nuzky@example.cz',
          website_url: 'https://nuzky.example.cz',
        },
      ])) as [number];
    } finally {
      await db.destroy();
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  async function page(): Promise<Page> {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    const p = await context.newPage();
    p.setDefaultTimeout(15_000);
    return p;
  }

  it('prefills the wizard from the link, links the new listing to the prospect, and refuses the used link', async () => {
    const p = await page();
    const token = claimToken(SECRET, prospectId);
    await p.goto(`${server.url}/registrace-firmy?claim=${encodeURIComponent(token)}`);
    await poll(() => p.getByTestId('company-reg-claim').textContent()).toContain('Kadeřnictví U Zlaté nůžky');
    await poll(() => p.getByLabel('Název firmy').inputValue()).toBe('Kadeřnictví U Zlaté nůžky');
    await poll(() => p.getByLabel('Email').inputValue()).toBe('nuzky@example.cz');
    await poll(() => p.getByLabel('Telefon').inputValue()).toBe('+420 731 222 333');

    await p.getByLabel('Kontaktní osoba').fill('Zdeňka Zlatá');
    await p.getByLabel('Heslo', { exact: true }).fill('silne-heslo-42');
    await p.getByLabel('Potvrzení hesla').fill('silne-heslo-42');
    await p.getByTestId('company-reg-next').click();
    await poll(() => p.getByTestId('company-reg-step-title').textContent()).toBe('Informace o firmě');
    await poll(() => p.getByLabel('Adresa').inputValue()).toBe('Veveří 10, 602 00');
    await poll(() => p.getByTestId('company-reg-city').inputValue()).toBe('Brno');
    await p.getByTestId('company-reg-category').selectOption('krasa');
    await p.getByTestId('company-reg-subcategory').selectOption('kadernictvi');
    await p.getByLabel('Popis firmy').fill('Kadeřnictví v Brně, převzaté z nabídky.');
    await p.getByTestId('company-reg-submit').click();
    await p.waitForURL((url) => url.pathname !== '/registrace-firmy');

    const db = openDatabase({ client: 'sqlite', filename: dbFile, embedded: true });
    try {
      const prospect = await db('prospects').where({ id: prospectId }).first();
      const listing = await db('companies').where({ name: 'Kadeřnictví U Zlaté nůžky' }).first();
      expect(prospect).toMatchObject({ ownership_status: 'claimed', listing_id: listing.id });
    } finally {
      await db.destroy();
    }

    const again = await page();
    await again.goto(`${server.url}/registrace-firmy?claim=${encodeURIComponent(token)}`);
    await poll(() => again.getByTestId('company-reg-claim-invalid').textContent()).toBe(
      'Odkaz pro převzetí profilu je neplatný nebo už byl použit.',
    );
    await poll(() => again.getByLabel('Název firmy').inputValue()).toBe('');
  });
});
