import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';
import { insertProducts } from '../helpers/eshop-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = { email: 'majitelka.prevod@example.cz', name: 'Eva Převodová' };
const ACCOUNT = '19-2000145399/0800';
const IBAN = 'CZ6508000000192000145399';

/**
 * A bank-transfer order in Chromium against the real `marketplace serve` (MARKETPLACE_SHOP_BANK_ACCOUNT set): after
 * ordering, the drawer shows the QR code, account, IBAN, VS and amount with copy buttons; the company's order list
 * shows the same while the order awaits payment, and its state once paid.
 */
describe('a bank-transfer order in Chromium', () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    session = await openSalonSession({
      email: OWNER.email,
      password: PASSWORD,
      name: OWNER.name,
      company: (withDb) =>
        withDb(async (db) => Number((await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id')).id)),
      prepare: async (env, withDb) => {
        env.MARKETPLACE_SHOP_BANK_ACCOUNT = ACCOUNT;
        await withDb((db) =>
          insertProducts(db, [
            {
              slug: 'prevodove-kreslo',
              name: 'Převodové křeslo',
              brand: 'Zkuseat',
              category: 'krasa',
              subcategory: 'nabytek',
              price: 123_450,
              stock: 5,
            },
          ]),
        );
      },
    });
    ({ server, page, withDb } = session);
    pageErrors = session.errors;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  const qrLoaded = (scope: ReturnType<Page['getByTestId']>) =>
    scope
      .getByTestId('transfer-qr')
      .evaluate((element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete && img.naturalWidth > 0;
      })
      .catch(() => false);

  it('shows how to pay with copy buttons after ordering and in the order list, and the state once paid', async () => {
    await page.goto(`${server.url}/firma?sekce=eshop`);
    await page.getByTestId('salon-eshop').waitFor();
    const add = page.locator('[data-testid="product-card"][data-slug="prevodove-kreslo"]').getByTestId('product-add');
    await add.click();
    await poll(() => page.getByTestId('salon-cart-count').textContent()).toBe('1');
    await page.getByTestId('salon-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByTestId('cart-continue').click();
    const form = drawer.getByTestId('checkout-form');
    await form.getByTestId('checkout-street').fill('Náměstí 1');
    await form.getByTestId('checkout-city').fill('Brno');
    await form.getByTestId('checkout-payment-bank_transfer').check();
    await form.getByTestId('checkout-submit').click();
    await poll(() => drawer.getByTestId('order-success').textContent()).toMatch(/^Objednávka OBJ-\d{4}-\d{6} byla úspěšně vytvořena!$/);
    const number = /OBJ-\d{4}-\d{6}/.exec((await drawer.getByTestId('order-success').textContent()) ?? '')![0];
    const vs = await withDb(async (db) => String((await db('orders').where({ number }).first('variable_symbol')).variable_symbol));

    const transfer = drawer.getByTestId('transfer-payment');
    await poll(() => transfer.getByTestId('transfer-state').textContent()).toBe('Stav platby: Čeká na platbu');
    await poll(() => qrLoaded(transfer)).toBe(true);
    expect(await transfer.getByTestId('transfer-account-value').textContent()).toBe(ACCOUNT);
    expect(await transfer.getByTestId('transfer-iban-value').textContent()).toBe(IBAN);
    expect(await transfer.getByTestId('transfer-vs-value').textContent()).toBe(vs);
    expect(await transfer.getByTestId('transfer-amount-value').textContent()).toBe('1\u00a0234,50\u00a0Kč');
    expect(await transfer.getByTestId('transfer-qr').getAttribute('alt')).toBe('QR kód pro platbu převodem');

    // the copy buttons: named by what they copy, by mouse and by keyboard, the outcome read out
    const copyVs = transfer.getByRole('button', { name: 'Kopírovat: Variabilní symbol' });
    await copyVs.click();
    await poll(() => transfer.getByTestId('transfer-copied').textContent()).toBe('Zkopírováno: Variabilní symbol');
    await poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(vs);
    await transfer.getByRole('button', { name: 'Kopírovat: Částka' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => transfer.getByTestId('transfer-copied').textContent()).toBe('Zkopírováno: Částka');
    await poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe('1234,50');
    expect(await transfer.getByTestId('transfer-copied').getAttribute('role')).toBe('status');
    expect(await axeViolations(page, '[data-testid="cart-drawer"]')).toEqual([]);
    await drawer.getByTestId('cart-drawer-close').click();

    // the company's order list: the same while it awaits payment
    const order = page.getByTestId('salon-order').filter({ hasText: number });
    await poll(() => order.count()).toBe(1);
    await poll(() => order.getByTestId('transfer-vs-value').textContent()).toBe(vs);
    await poll(() => qrLoaded(order)).toBe(true);
    expect(await axeViolations(page, '[data-testid="salon-orders"]')).toEqual([]);

    // paid: the list shows the state and no longer how to pay
    await withDb(async (db) => {
      const id = Number((await db('orders').where({ number }).first('id')).id);
      await db('orders').where({ id }).update({ status: 'paid', paid_at: new Date().toISOString() });
      await db('payments').where({ subject: 'order', subject_id: id }).update({ status: 'paid', paid_via: 'operator' });
    });
    await page.reload();
    const paid = page.getByTestId('salon-order').filter({ hasText: number });
    await poll(() => paid.getByTestId('salon-order-status').textContent()).toBe('Zaplaceno');
    await poll(() => paid.getByTestId('transfer-payment').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
