import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { insertProducts } from '../helpers/eshop-browser.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const CUSTOMER = { email: 'nakupujici.eshop@example.cz', name: 'Nela Nakupující' };
const NBSP = '\u00a0';

/**
 * The public /eshop in Chromium against the real `marketplace serve`: the filters narrow the list and
 * stay in the address (a reload keeps them), the detail modal (savings, stepper, tabs, 'Přidáno!' for
 * 2 s, 'Není skladem'), the visitor's cart in local storage merged into the account's cart at login, and
 * the checkout to 'Objednávka … byla úspěšně vytvořena!' with the stock taken and the cart emptied.
 * Products of the test's own carry the word 'Zkušební', which the search finds among any demo products.
 */
describe('the public e-shop in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const pageErrors: string[] = [];
  let ids: Record<string, number>;

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    ids = await withDb((db) =>
      insertProducts(db, [
        {
          slug: 'zkusebni-kadernicke-kreslo',
          name: 'Zkušební kadeřnické křeslo',
          brand: 'Zkustar',
          category: 'krasa',
          subcategory: 'nabytek',
          price: 1_299_000,
          original_price: 1_499_000,
          stock: 3,
          features: ['Hydraulické zvedání', 'Otočné o 360°'],
          specifications: [{ name: 'Nosnost', value: '150 kg' }],
        },
        {
          slug: 'zkusebni-masazni-lehatko',
          name: 'Zkušební masážní lehátko',
          brand: 'Zkurelax',
          category: 'wellness',
          subcategory: 'nabytek',
          price: 2_500_000,
          stock: 5,
        },
        {
          slug: 'zkusebni-fen',
          name: 'Zkušební fén',
          brand: 'Zkustar',
          category: 'krasa',
          subcategory: 'pristroje',
          price: 189_000,
          stock: 0,
        },
      ]),
    );
    const customer = await runCli(
      ['users', 'create', '--email', CUSTOMER.email, '--password', PASSWORD, '--role', 'customer', '--name', CUSTOMER.name],
      env,
    );
    expect(customer.exitCode, customer.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const poll = <T>(fn: () => Promise<T> | T, timeout = 20_000) => expect.poll(fn, { timeout, interval: 200 });
  const count = () => page.getByTestId('eshop-count').textContent();
  const slugs = async () => Promise.all((await page.getByTestId('product-card').all()).map((c) => c.getAttribute('data-slug')));
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

  it('filters by search, category and stock, keeps the filters in the address, and says when nothing matches', async () => {
    await page.goto(`${server.url}/eshop`);
    await page.getByTestId('eshop-search').fill('zkušební');
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe('zkušební');
    await poll(count).toBe('Nalezeno produktů: 3');

    await page.getByTestId('eshop-category-krasa').click();
    await poll(count).toBe('Nalezeno produktů: 2');
    // the box follows the address (a navigation), so it shows checked a render after the click
    await page.getByTestId('eshop-in-stock').click();
    await poll(() => page.getByTestId('eshop-in-stock').isChecked()).toBe(true);
    await poll(count).toBe('Nalezeno produktů: 1');
    await poll(() => page.getByTestId('product-card').count()).toBe(1);
    const query = new URL(page.url()).searchParams;
    expect([query.get('kategorie'), query.get('skladem')]).toEqual(['krasa', '1']);

    // a link to the filtered view shows the same
    await page.reload();
    await poll(count).toBe('Nalezeno produktů: 1');
    await poll(() => card('zkusebni-kadernicke-kreslo').count()).toBe(1);
    expect(await page.getByTestId('eshop-in-stock').isChecked()).toBe(true);

    await page.getByTestId('eshop-reset').click();
    // the reset is a navigation: the box empties a render later, and text typed before that would be wiped
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe(null);
    await poll(() => page.getByTestId('eshop-search').inputValue()).toBe('');
    await page.getByTestId('eshop-search').fill('zkušební');
    await page.getByTestId('eshop-sort').selectOption('price_desc');
    await poll(count).toBe('Nalezeno produktů: 3');
    await poll(() => slugs()).toEqual(['zkusebni-masazni-lehatko', 'zkusebni-kadernicke-kreslo', 'zkusebni-fen']);
    await page.getByTestId('eshop-view-list').click();
    await poll(() => page.getByTestId('eshop-products').getAttribute('class')).toContain('shop-grid--list');
    expect(await card('zkusebni-fen').getByTestId('product-add').textContent()).toBe('Není skladem');
    expect(await card('zkusebni-fen').getByTestId('product-add').isDisabled()).toBe(true);

    await page.getByTestId('eshop-search').fill('nic takového neexistuje');
    await poll(() => page.getByTestId('eshop-empty').textContent()).toContain('Pro vaše kritéria jsme nenašli žádné produkty.');
    expect(await axeViolations('[data-testid="eshop"]')).toEqual([]);
  });

  it('shows the detail with savings, features and tabs, adds with the stepper and says Přidáno! for 2 s', async () => {
    await page.goto(`${server.url}/eshop?q=zku%C5%A1ebn%C3%AD`);
    await card('zkusebni-kadernicke-kreslo').getByTestId('product-detail-open').click();
    const detail = page.getByTestId('product-detail');
    await poll(() => detail.getByTestId('product-price').textContent()).toContain(`Ušetříte 2${NBSP}000${NBSP}Kč`);
    expect(new URL(page.url()).searchParams.get('produkt')).toBe('zkusebni-kadernicke-kreslo');
    expect(await detail.getByTestId('product-stock').textContent()).toBe('Skladem 3 ks');
    expect(await detail.getByText('Hydraulické zvedání').count()).toBe(1);

    await page.getByTestId('detail-tab-specifikace').click();
    await poll(() => page.getByTestId('detail-panel').textContent()).toContain('150 kg');
    await page.getByTestId('detail-tab-recenze').click();
    await poll(() => page.getByTestId('detail-panel').textContent()).toContain('Produkt zatím nikdo nehodnotil.');

    // the stepper stops at the stock
    const more = page.getByTestId('detail-quantity-more');
    await more.click();
    await more.click();
    expect(await more.isDisabled()).toBe(true);
    await page.getByTestId('detail-quantity-less').click();
    expect(await page.getByTestId('detail-quantity-value').inputValue()).toBe('2');

    const add = page.getByTestId('detail-add');
    await add.click();
    await poll(() => add.textContent()).toBe('Přidáno!');
    await poll(() => page.getByTestId('header-cart-count').textContent()).toBe('2');
    await poll(() => add.textContent(), 4000).toBe('Do košíku');
    expect(await axeViolations('[data-testid="product-detail"]')).toEqual([]);
    await page.getByTestId('product-detail-close').click();
    await poll(() => new URL(page.url()).searchParams.get('produkt')).toBe(null);

    // adding again raises the line; the floating summary and the local cart say so
    await card('zkusebni-masazni-lehatko').getByTestId('product-add').click();
    await poll(() => page.getByTestId('header-cart-count').textContent()).toBe('3');
    await poll(() => page.getByTestId('cart-summary').textContent()).toContain('V košíku 3 ks');
    const stored = await page.evaluate(
      () =>
        JSON.parse(
          (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('marketplace.cart') ??
            '[]',
        ) as { product: { id: number }; quantity: number }[],
    );
    expect(stored.map((line) => [line.product.id, line.quantity])).toEqual([
      [ids['zkusebni-kadernicke-kreslo'], 2],
      [ids['zkusebni-masazni-lehatko'], 1],
    ]);
  });

  it('asks a visitor to log in, merges the cart at login and orders it once, with the stock taken', async () => {
    await page.getByTestId('header-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await poll(() => drawer.getByTestId('cart-line').count()).toBe(2);
    // 0 removes a line
    await drawer.getByTestId(`cart-quantity-${ids['zkusebni-masazni-lehatko']}-less`).click();
    await poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
    await drawer.getByTestId('cart-continue').click();
    await poll(() => drawer.getByTestId('cart-login-first').textContent()).toContain('Pro dokončení objednávky se přihlaste.');
    expect(await axeViolations('[data-testid="cart-drawer"]')).toEqual([]);
    await drawer.getByTestId('cart-login').click();

    await page.getByTestId('login-email').fill(CUSTOMER.email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/eshop');

    // the server's cart now holds what the visitor had
    await poll(() =>
      withDb(async (db) =>
        (
          await db('cart_items')
            .join('carts', 'carts.id', 'cart_items.cart_id')
            .join('users', 'users.id', 'carts.user_id')
            .where('users.email', CUSTOMER.email)
            .select('cart_items.product_id', 'cart_items.quantity')
        ).map((row) => [Number(row.product_id), Number(row.quantity)]),
      ),
    ).toEqual([[ids['zkusebni-kadernicke-kreslo'], 2]]);
    await poll(() =>
      page.evaluate(() =>
        (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('marketplace.cart'),
      ),
    ).toBe(null);
    await poll(() => page.getByTestId('header-cart-count').textContent()).toBe('2');

    await page.getByTestId('header-cart').click();
    await drawer.getByTestId('cart-continue').click();
    const form = drawer.getByTestId('checkout-form');
    expect(await form.getByTestId('checkout-country').inputValue()).toBe('Česká republika');
    // street and city are required: the contract's own messages, nothing sent
    await form.getByTestId('checkout-submit').click();
    await poll(() => form.getByText('Ulice je povinná').count()).toBe(1);
    await form.getByTestId('checkout-street').fill('Dlouhá 12');
    await form.getByTestId('checkout-city').fill('Praha');
    await form.getByTestId('checkout-postal').fill('110 00');
    await form.getByTestId('checkout-payment-bank_transfer').check();
    expect(await axeViolations('[data-testid="cart-drawer"]')).toEqual([]);
    await form.getByTestId('checkout-submit').dblclick();

    await poll(() => drawer.getByTestId('order-success').textContent()).toMatch(/^Objednávka OBJ-\d{4}-\d{6} byla úspěšně vytvořena!$/);
    await poll(() => page.getByTestId('header-cart-count').textContent()).toBe('0');
    // one order for the double click, the stock taken, the server's cart emptied
    const stored = await withDb(async (db) => {
      const user = await db('users').where({ email: CUSTOMER.email }).first('id');
      return {
        orders: (await db('orders').where({ user_id: user.id }).select('payment_method', 'street', 'city')).map((o) => [
          o.payment_method,
          o.street,
          o.city,
        ]),
        stock: Number((await db('products').where({ id: ids['zkusebni-kadernicke-kreslo'] }).first('stock')).stock),
        cart: Number(
          (await db('cart_items').join('carts', 'carts.id', 'cart_items.cart_id').where('carts.user_id', user.id).count({ n: '*' }).first())
            ?.n,
        ),
      };
    });
    expect(stored).toEqual({ orders: [['bank_transfer', 'Dlouhá 12', 'Praha']], stock: 1, cart: 0 });
    expect(pageErrors).toEqual([]);
  });
});
