import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { insertProducts } from '../helpers/eshop-browser.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = { email: 'majitelka.eshop@example.cz', name: 'Eva Majitelka' };

/**
 * The salon dashboard's E-shop section in Chromium against the real `marketplace serve`: search and
 * category, 'Do košíku' into the header's cart, the cart drawer's checkout, and the order in the
 * company's orders with its status.
 */
describe("the salon dashboard's E-shop section in Chromium", () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const pageErrors: string[] = [];
  let companyId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    companyId = await withDb(async (db) =>
      Number((await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id')).id),
    );
    ids = await withDb((db) =>
      insertProducts(db, [
        {
          slug: 'zkusebni-sterilizator',
          name: 'Zkušební sterilizátor',
          brand: 'Zkuclean',
          category: 'krasa',
          subcategory: 'pristroje',
          price: 459_000,
          stock: 4,
        },
        {
          slug: 'zkusebni-rucniky',
          name: 'Zkušební ručníky',
          brand: 'Zkutex',
          category: 'wellness',
          subcategory: 'textil',
          price: 39_900,
          stock: 50,
        },
      ]),
    );
    const owner = await runCli(
      [
        'users',
        'create',
        '--email',
        OWNER.email,
        '--password',
        PASSWORD,
        '--role',
        'company',
        '--company',
        String(companyId),
        '--name',
        OWNER.name,
      ],
      env,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
    await logIn(page, server.url, OWNER.email, PASSWORD, '/firma');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const poll = <T>(fn: () => Promise<T> | T, timeout = 20_000) => expect.poll(fn, { timeout, interval: 200 });
  const card = (slug: string) => page.locator(`[data-testid="product-card"][data-slug="${slug}"]`);

  async function axeViolations(selector: string) {
    // evaluated through the debugging protocol: the page's Content-Security-Policy refuses inline scripts
    await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    return page.evaluate(async (within) => {
      type Violation = { id: string; impact?: string; nodes: Array<{ target: string[]; failureSummary?: string }> };
      const axe = (globalThis as unknown as { axe: { run(ctx: string, o: object): Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(within, {});
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
    }, selector);
  }

  it('finds products by search and category, adds to the cart and orders through the drawer; the order shows with its status', async () => {
    await page.goto(`${server.url}/firma?sekce=eshop`);
    await page.getByTestId('salon-eshop').waitFor();
    await page.getByTestId('salon-eshop-search').fill('zkušební');
    await poll(() => page.getByTestId('salon-eshop-count').textContent()).toBe('Nalezeno produktů: 2');
    await page.getByTestId('salon-eshop-category').selectOption('krasa');
    await poll(() => page.getByTestId('salon-eshop-count').textContent()).toBe('Nalezeno produktů: 1');
    expect(await axeViolations('[data-testid="salon-eshop"]')).toEqual([]);

    await card('zkusebni-sterilizator').getByTestId('product-detail-open').click();
    await poll(() => page.getByTestId('product-detail').getByTestId('product-stock').textContent()).toBe('Skladem 4 ks');
    await page.getByTestId('product-detail-close').click();

    const add = card('zkusebni-sterilizator').getByTestId('product-add');
    await add.click();
    await poll(() => add.textContent()).toBe('Přidáno!');
    await add.click();
    await poll(() => page.getByTestId('salon-cart-count').textContent()).toBe('2');
    // the company user's cart is the server's
    await poll(() =>
      withDb(async (db) =>
        Number(
          (
            await db('cart_items')
              .join('carts', 'carts.id', 'cart_items.cart_id')
              .join('users', 'users.id', 'carts.user_id')
              .where({ 'users.email': OWNER.email, 'cart_items.product_id': ids['zkusebni-sterilizator'] })
              .first('cart_items.quantity')
          )?.quantity ?? 0,
        ),
      ),
    ).toBe(2);

    await page.getByTestId('salon-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await poll(() => drawer.getByTestId('cart-total').textContent()).toBe('9\u00a0180\u00a0Kč');
    await drawer.getByTestId('cart-continue').click();
    const form = drawer.getByTestId('checkout-form');
    await form.getByTestId('checkout-street').fill('Náměstí 1');
    await form.getByTestId('checkout-city').fill('Brno');
    await form.getByTestId('checkout-payment-cash_on_delivery').check();
    expect(await axeViolations('[data-testid="cart-drawer"]')).toEqual([]);
    await form.getByTestId('checkout-submit').click();
    await poll(() => drawer.getByTestId('order-success').textContent()).toMatch(/^Objednávka OBJ-\d{4}-\d{6} byla úspěšně vytvořena!$/);
    const number = /OBJ-\d{4}-\d{6}/.exec((await drawer.getByTestId('order-success').textContent()) ?? '')?.[0];
    await poll(() => page.getByTestId('salon-cart-count').textContent()).toBe('0');
    await drawer.getByTestId('cart-drawer-close').click();

    const order = page.getByTestId('salon-order').filter({ hasText: number ?? 'none' });
    await poll(() => order.count()).toBe(1);
    expect(await order.getByTestId('salon-order-status').textContent()).toBe('Čeká na platbu');
    expect(await order.textContent()).toContain('2× Zkušební sterilizátor');
    const stored = await withDb(async (db) => ({
      stock: Number((await db('products').where({ id: ids['zkusebni-sterilizator'] }).first('stock')).stock),
      company: Number((await db('orders').where({ number }).first('company_id'))?.company_id),
    }));
    expect(stored).toEqual({ stock: 2, company: companyId });
    expect(pageErrors).toEqual([]);
  });
});
