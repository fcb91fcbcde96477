import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { insertProducts } from '../helpers/eshop-browser.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const CUSTOMER = { email: 'objednavajici.zakaznice@example.cz', name: 'Olga Objednávající' };

/**
 * The customer's e-shop orders on /klient (Moje objednávky) in Chromium against the real `marketplace serve`:
 * each order with its payment state (one awaiting a bank transfer, one paid), and its page with the transfer's
 * QR code and details while it awaits; an account without orders is told so, with the way to the e-shop.
 */
describe('the customer’s orders in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_SHOP_BANK_ACCOUNT: '19-2000145399/0800' };
  const withDb = serveDatabase(dataDir);
  const pageErrors: string[] = [];
  const numbers: string[] = [];
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

  beforeAll(async () => {
    const migrated = await runCli(['db', 'migrate'], env);
    expect(migrated.exitCode, migrated.stderr).toBe(0);
    for (const email of [CUSTOMER.email, 'bez.objednavek@example.cz']) {
      const created = await runCli(
        ['users', 'create', '--email', email, '--password', PASSWORD, '--role', 'customer', '--name', CUSTOMER.name],
        env,
      );
      expect(created.exitCode, created.stderr).toBe(0);
    }
    const ids = await withDb((db) =>
      insertProducts(db, [
        {
          slug: 'objednane-kreslo',
          name: 'Objednané křeslo',
          brand: 'Zkuseat',
          category: 'krasa',
          subcategory: 'nabytek',
          price: 99_900,
          stock: 10,
        },
      ]),
    );
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    // two orders through the API, as the checkout makes them; the first is then paid by the operator
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CUSTOMER.email, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${server.url}/api/shop/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          items: [{ product_id: ids['objednane-kreslo'], quantity: 1 }],
          shipping_address: { street: 'Dlouhá 5', city: 'Praha' },
          payment_method: 'bank_transfer',
        }),
      });
      expect(res.status).toBe(201);
      numbers.push(((await res.json()) as { order: { number: string } }).order.number);
    }
    await withDb((db) => db('orders').where({ number: numbers[0] }).update({ status: 'paid', paid_at: new Date().toISOString() }));
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists each order with its payment state and opens the awaiting one with how to pay it', async () => {
    await logIn(page, server.url, CUSTOMER.email, PASSWORD, '/klient');
    await page.getByTestId('customer-tab-orders').click();
    await poll(() => page.url()).toContain('tab=orders');
    const orders = page.getByTestId('customer-order');
    await poll(() => orders.count()).toBe(2);
    const stateOf = (number: string) => orders.filter({ hasText: number }).getByTestId('customer-order-status').textContent();
    await poll(() => stateOf(numbers[0]!)).toBe('Zaplaceno');
    await poll(() => stateOf(numbers[1]!)).toBe('Čeká na platbu');

    await orders.filter({ hasText: numbers[1]! }).getByTestId('customer-order-link').click();
    await poll(() => page.getByTestId('order-payment-state').textContent()).toBe('Čeká na platbu');
    const transfer = page.getByTestId('order-page').getByTestId('transfer-payment');
    await poll(() => transfer.textContent()).toContain('CZ6508000000192000145399');
    expect(pageErrors).toEqual([]);
  });

  it('tells an account without orders so, with the way to the e-shop', async () => {
    const other = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
    await logIn(other, server.url, 'bez.objednavek@example.cz', PASSWORD, '/klient');
    await other.goto(`${server.url}/klient?tab=orders`);
    await poll(() => other.getByTestId('customer-orders-empty').textContent()).toBe(
      'Zatím nemáte žádné objednávky z e-shopu. Přejít do e-shopu',
    );
    await other.close();
  });
});
