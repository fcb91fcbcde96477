import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, featuredToday } from '../../src/core/featured/rules.js';
import { logIn } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.kampane@example.cz';
const NAME = 'Letní zviditelnění';
const ACCOUNT = '19-2000145399/0800';
const ADMIN = 'admin.kampane@example.cz';

/**
 * The salon's Reklamní kampaně in Chromium against the real `marketplace serve` on the demo: the demo
 * company is first among the home page's featured listings (its active campaign), the section lists its
 * three campaigns with their badges, buys a period (the price follows the dates, a confirmation names it,
 * the new row shows Naplánováno and the database holds it) and cancels it; axe check of the section.
 */
describe('salon featured campaigns in Chromium', () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let companyId = 0;
  let companyName = '';

  beforeAll(async () => {
    session = await openSalonSession({
      email: OWNER,
      password: PASSWORD,
      name: 'Klára Viditelná',
      logIn: false,
      // the shop's account: the holds' transfer details and QR codes
      prepare: async (env) => {
        env.MARKETPLACE_SHOP_BANK_ACCOUNT = ACCOUNT;
        const admin = await runCli(
          ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Adam Správce'],
          env,
        );
        expect(admin.exitCode, admin.stderr).toBe(0);
      },
      company: (withDb) =>
        withDb(async (db) =>
          Number(
            (await db('featured_campaigns as f').join('companies as c', 'c.id', 'f.company_id').where('f.is_demo', true).first('c.id')).id,
          ),
        ),
    });
    ({ server, page, withDb, errors, companyId } = session);
    companyName = String((await withDb((db) => db('companies').where({ id: companyId }).first('name'))).name);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it('the demo company is first among the featured listings of the home page while its active campaign runs', async () => {
    await page.goto(`${server.url}/`);
    const first = page.getByTestId('featured-companies').getByTestId('company-card').first();
    await poll(() => first.locator('a.company-card-link').textContent()).toBe(companyName);
  });

  it('the section lists the campaigns with their badges, buys a period with a live price, and cancels it', async () => {
    await logIn(page, server.url, OWNER, PASSWORD, '/firma');
    await page.goto(`${server.url}/firma?sekce=kampane`);
    const rows = page.getByTestId('featured-campaign');
    await poll(() => rows.count()).toBe(4);
    await poll(() => page.getByTestId('featured-status').allTextContents()).toEqual([
      'Čeká na platbu',
      'Naplánováno',
      'Aktivní',
      'Dokončeno',
    ]);
    expect(await axeViolations(page, '[data-testid="featured-section"]')).toEqual([]);

    const today = featuredToday(new Date());
    const from = addDays(today, 70);
    const to = addDays(today, 76);
    await page.getByTestId('featured-name').fill(NAME);
    await page.getByTestId('featured-starts').fill(from);
    await page.getByTestId('featured-ends').fill(to);
    await poll(() => page.getByTestId('featured-price').textContent()).toBe('Cena za období: 1\u00a0393\u00a0Kč za 7 dní');
    await page.getByTestId('featured-buy-submit').click();
    const confirm = page.getByTestId('featured-confirm');
    await poll(() => confirm.textContent()).toContain(`Objednat kampaň ${NAME}`);
    expect(await confirm.textContent()).toContain('1\u00a0393\u00a0Kč');
    await page.getByTestId('featured-confirm-ok').click();
    await confirm.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('featured-notice-success').textContent()).toContain(`Kampaň ${NAME} byla objednána.`);
    await poll(() => rows.count()).toBe(5);
    const bought = rows.filter({ hasText: NAME });
    // a purchase is a hold until paid, with its transfer details beside the list
    await poll(() => bought.getByTestId('featured-status').textContent()).toBe('Čeká na platbu');
    await poll(() => page.getByTestId('featured-hold').filter({ hasText: NAME }).getByTestId('hold-payment-message').textContent()).toBe(
      `Kampaň ${NAME}`,
    );
    const stored = await withDb((db) =>
      db('featured_campaigns').where({ company_id: companyId, name: NAME }).first('starts_on', 'ends_on', 'price'),
    );
    expect(stored).toMatchObject({ starts_on: from, ends_on: to, price: 7 * 19_900 });

    await bought.getByRole('button', { name: `Zrušit kampaň ${NAME}` }).click();
    const dialog = page.getByTestId('featured-cancel-confirm');
    await page.getByTestId('featured-cancel-confirm-ok').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => bought.getByTestId('featured-status').textContent()).toBe('Zrušeno');
    await poll(() => page.getByTestId('featured-hold').filter({ hasText: NAME }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a hold shows 'Čeká na platbu' with the account, variable symbol and amount to copy and the QR code; paid, it goes", async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/firma?sekce=kampane`);
    const hold = page.getByTestId('featured-hold');
    await poll(() => hold.count()).toBe(1);
    const payment = await withDb((db) =>
      db('payments').where({ subject: 'featured', company_id: companyId, status: 'awaiting' }).first('id', 'variable_symbol', 'amount'),
    );
    const box = hold.getByTestId('hold-payment');
    await poll(() => box.locator('strong').first().textContent()).toBe('Čeká na platbu');
    await poll(() => box.getByTestId('hold-payment-account-value').textContent()).toBe(ACCOUNT);
    expect(await box.getByTestId('hold-payment-vs-value').textContent()).toBe(payment.variable_symbol);
    expect(await box.getByTestId('hold-payment-amount-value').textContent()).toBe('1\u00a0393\u00a0Kč');
    expect(await box.getByTestId('hold-payment-message').textContent()).toBe('Kampaň Letní sezóna');
    // the QR code (QR Platba) is loaded with the session and shown
    const qr = box.getByTestId('hold-payment-qr');
    await poll(() => qr.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0)).toBe(true);
    expect(await qr.getAttribute('alt')).toBe('QR kód platby převodem: Letní sezóna');
    // each copy button is named by what it copies, copies it and says so
    await box.getByRole('button', { name: 'Kopírovat: Variabilní symbol' }).click();
    await poll(() => box.getByTestId('hold-payment-vs-status').textContent()).toBe('Variabilní symbol zkopírováno do schránky.');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(payment.variable_symbol);
    await box.getByRole('button', { name: 'Kopírovat: Částka' }).click();
    await poll(() => page.evaluate('navigator.clipboard.readText()')).toBe('1393,00');
    await box.getByRole('button', { name: 'Kopírovat: Číslo účtu' }).click();
    await poll(() => page.evaluate('navigator.clipboard.readText()')).toBe(ACCOUNT);
    // no card button: cards are not offered here
    expect(await box.getByTestId('hold-payment-card').count()).toBe(0);
    expect(await axeViolations(page, '[data-testid="featured-section"]')).toEqual([]);

    // the operator confirms the payment: the hold leaves, the campaign is planned
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const confirmed = await fetch(`${server.url}/api/admin/payments/${payment.id}/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(confirmed.status).toBe(200);
    await page.reload();
    const paid = page.getByTestId('featured-campaign').filter({ hasText: 'Letní sezóna' });
    await poll(() => paid.getByTestId('featured-status').textContent()).toBe('Naplánováno');
    await poll(() => hold.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
