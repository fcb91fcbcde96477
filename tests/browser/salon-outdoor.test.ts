import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueToday } from '../../src/core/hosting/rules.js';
import { addDays, extendEnd } from '../../src/core/outdoor/rules.js';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';
import { runCli } from '../helpers/cli.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.outdoor@example.cz';
const ADMIN = 'admin.outdoor@example.cz';
const CAMPAIGN = 'Podzimní péče o vlasy';

/**
 * The salon's Outdoorová reklama in Chromium against the real `marketplace serve` on the demo: the
 * section shows the company's contracts and the spaces to rent, 'Detail produktu' opens
 * /outdoor-ad/{id} with the contract's data, 'Prodloužit smlouvu' moves the end date in the database,
 * 'Upravit kampaň' renames it, 'Stáhnout report' downloads the CSV whose total is the stored figures',
 * 'Pronajmout' books a space, another company's contract is not shown; axe checks of both screens. Reklamní
 * předměty lists the promotional items and orders one, refusing a quantity below its minimum order.
 */
describe('salon outdoor advertising in Chromium', () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let companyId = 0;
  let contractId = 0;

  beforeAll(async () => {
    let contract: Record<string, unknown> = {};
    session = await openSalonSession({
      email: OWNER,
      password: PASSWORD,
      name: 'Olga Venkovní',
      company: async (withDb) => {
        contract = await withDb((db) => db('outdoor_contracts').where({ campaign_name: CAMPAIGN }).first('id', 'company_id'));
        return Number(contract.company_id);
      },
      prepare: async (env) => {
        const admin = await runCli(
          ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Adam Správce'],
          env,
        );
        expect(admin.exitCode, admin.stderr).toBe(0);
      },
    });
    ({ server, page, withDb, errors, companyId } = session);
    contractId = Number(contract.id);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it("the section shows the company's contracts and the spaces to rent; 'Detail produktu' opens the contract", async () => {
    await page.goto(`${server.url}/firma?sekce=outdoor`);
    const contracts = page.getByTestId('outdoor-contract');
    await poll(() => contracts.count()).toBe(3);
    await poll(() => page.getByTestId('outdoor-space').count()).toBeGreaterThan(3);
    // Plzeň's space is in maintenance: not offered
    expect(await page.getByTestId('outdoor-spaces').getByText('Plzeň').count()).toBe(0);
    expect(await axeViolations(page, '[data-testid="outdoor-section"]')).toEqual([]);

    await contracts.filter({ hasText: CAMPAIGN }).getByTestId('outdoor-detail').click();
    await page.waitForURL(`**/outdoor-ad/${contractId}`);
    await poll(() => page.getByTestId('outdoor-title').textContent()).toContain('Wilsonova');
    expect(await page.getByTestId('outdoor-campaign-name').textContent()).toBe(CAMPAIGN);
    const stats = await withDb((db) => db('outdoor_contract_stats').where({ contract_id: contractId }).sum({ v: 'conversions' }).first());
    expect(await page.getByTestId('outdoor-stats').textContent()).toContain(Number(stats!.v).toLocaleString('cs-CZ'));
    const map = page.getByTestId('outdoor-map');
    expect(await map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=50.0833&mlon=14.4353#map=17/50.0833/14.4353');
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await axeViolations(page, '[data-testid="outdoor-ad-page"]')).toEqual([]);
  });

  it("'Prodloužit smlouvu' moves the end date by the months chosen", async () => {
    await page.goto(`${server.url}/outdoor-ad/${contractId}`);
    const before = await withDb((db) => db('outdoor_contracts').where({ id: contractId }).first('end_date'));
    await page.getByTestId('outdoor-extend').click();
    await page.getByTestId('extend-months').selectOption('3');
    await page.getByTestId('extend-submit').click();
    await page.getByTestId('outdoor-extend-dialog').waitFor({ state: 'detached' });
    const expected = extendEnd(String(before.end_date), 3);
    await poll(async () => (await withDb((db) => db('outdoor_contracts').where({ id: contractId }).first('end_date'))).end_date).toBe(
      expected,
    );
    await poll(() => page.getByTestId('outdoor-notice').textContent()).toContain('Smlouva byla prodloužena');
    const [y, m, d] = expected.split('-').map(Number);
    await poll(() => page.getByTestId('outdoor-end-date').textContent()).toBe(`${d}. ${m}. ${y}`);
  });

  it("'Upravit kampaň' renames the campaign; an end before the start is refused by the field", async () => {
    await page.goto(`${server.url}/outdoor-ad/${contractId}`);
    await page.getByTestId('outdoor-edit').click();
    const form = page.getByTestId('outdoor-campaign-form');
    await page.getByTestId('campaign-end').fill('2020-01-01');
    await page.getByTestId('campaign-submit').click();
    await poll(() => form.getByText('Konec kampaně nesmí být před jejím začátkem').count()).toBeGreaterThan(0);
    await page.getByTestId('campaign-end').fill(addDays(pragueToday(new Date()), 40));
    await page.getByTestId('campaign-name').fill('Zimní péče o vlasy');
    await page.getByTestId('campaign-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('outdoor-campaign-name').textContent()).toBe('Zimní péče o vlasy');
    const row = await withDb((db) => db('outdoor_contracts').where({ id: contractId }).first('campaign_name', 'end_date'));
    expect(row).toMatchObject({ campaign_name: 'Zimní péče o vlasy', end_date: addDays(pragueToday(new Date()), 40) });
  });

  it("'Stáhnout report' downloads the daily figures as CSV; the total row is the stored figures' sum", async () => {
    await page.goto(`${server.url}/outdoor-ad/${contractId}`);
    await page.getByTestId('outdoor-report').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('outdoor-report').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^outdoor-report-${contractId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const sums = await withDb((db) =>
      db('outdoor_contract_stats')
        .where({ contract_id: contractId })
        .sum({ v: 'views', c: 'clicks', k: 'conversions' })
        .count({ n: '*' })
        .first(),
    );
    const header = lines.indexOf('Den;Zobrazení;Kliky;CTR %;Konverze');
    expect(header).toBeGreaterThan(0);
    const total = lines.find((l) => l.startsWith('Celkem;'))!;
    const [, views, clicks, , conversions] = total.split(';');
    expect([Number(views), Number(clicks), Number(conversions)]).toEqual([Number(sums!.v), Number(sums!.c), Number(sums!.k)]);
    expect(lines.indexOf(total) - header - 1).toBe(Number(sums!.n));
  });

  it("'Pronajmout' books a free space and opens the new contract; another company's contract is not shown", async () => {
    await page.goto(`${server.url}/firma?sekce=outdoor`);
    const ostrava = page.getByTestId('outdoor-space').filter({ hasText: 'Ostrava' });
    await ostrava.getByTestId('outdoor-book').click();
    await page.getByTestId('outdoor-campaign').fill('Otevření pobočky Ostrava');
    await page.getByTestId('outdoor-start').fill(addDays(pragueToday(new Date()), 30));
    await page.getByTestId('outdoor-months').selectOption('2');
    await page.getByTestId('outdoor-book-submit').click();
    await page.waitForURL(/\/outdoor-ad\/\d+$/);
    await poll(() => page.getByTestId('outdoor-campaign-name').textContent()).toBe('Otevření pobočky Ostrava');
    // a rental is a hold until paid: its payment box is shown (no account configured here: no transfer details)
    await poll(() => page.getByTestId('hold-payment').locator('strong').first().textContent()).toBe('Čeká na platbu');
    const booked = await withDb((db) => db('outdoor_contracts').where({ campaign_name: 'Otevření pobočky Ostrava' }).first());
    expect(Number(booked.company_id)).toBe(companyId);
    expect(page.url()).toMatch(new RegExp(`/outdoor-ad/${booked.id}$`));

    const foreign = await withDb((db) => db('outdoor_contracts').whereNot({ company_id: companyId }).first('id'));
    await page.goto(`${server.url}/outdoor-ad/${foreign.id}`);
    await poll(() => page.getByTestId('outdoor-not-found').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("Reklamní předměty shows the items' fields and orders one: below the minimum order is refused, the order is stored", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const created = await fetch(`${server.url}/api/admin/shop/promo-items`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        country: 'CZ',
        name: 'Hrnek s logem salonu',
        category: 'Kancelář',
        price: 12900,
        min_order: 50,
        material: 'Keramika',
        colors: ['bílá', 'černá'],
        printing: 'Sítotisk 1 barva',
      }),
    });
    expect(created.status).toBe(201);
    const itemId = ((await created.json()) as { item: { id: number } }).item.id;

    await page.goto(`${server.url}/firma?sekce=predmety`);
    const card = page.getByTestId('promo-item').filter({ hasText: 'Hrnek s logem salonu' });
    await poll(() => card.count()).toBe(1);
    const text = (await card.textContent()) ?? '';
    for (const shown of ['Kancelář', '129\u00a0Kč', '50 ks', 'Keramika', 'bílá, černá', 'Sítotisk 1 barva', 'Skladem'])
      expect(text).toContain(shown);
    expect(await axeViolations(page, '[data-testid="promo-items-section"]')).toEqual([]);

    await card.getByTestId('promo-order').click();
    const form = page.getByTestId('promo-order-form');
    expect(await page.getByTestId('promo-quantity').inputValue()).toBe('50');
    await page.getByTestId('promo-quantity').fill('20');
    await page.getByTestId('promo-street').fill('Dlouhá 12');
    await page.getByTestId('promo-city').fill('Praha');
    await page.getByTestId('promo-submit').click();
    await poll(() => form.getByText('Minimální odběr je 50 ks.').count()).toBeGreaterThan(0);
    await page.getByTestId('promo-quantity').fill('60');
    await poll(() => page.getByTestId('promo-total').textContent()).toBe('Celkem s DPH: 7\u00a0740\u00a0Kč');
    await page.getByTestId('promo-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('promo-notice').textContent()).toMatch(/^Objednávka .+ byla úspěšně vytvořena!$/);
    const line = await withDb((db) => db('order_lines').where({ promo_item_id: itemId }).first());
    expect(Number(line?.quantity)).toBe(60);
    expect(errors).toEqual([]);
  });
});
