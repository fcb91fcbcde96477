import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';
import { insertProducts } from '../helpers/eshop-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = { email: 'majitelka.eshop@example.cz', name: 'Eva Majitelka' };

/**
 * The salon dashboard's E-shop section in Chromium against the real `marketplace serve`: search and
 * category, 'Do košíku' into the header's cart, the cart drawer's checkout, and the order in the
 * company's orders with its status.
 */
describe("the salon dashboard's E-shop section in Chromium", () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let pageErrors: string[] = [];
  let companyId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    session = await openSalonSession({
      email: OWNER.email,
      password: PASSWORD,
      name: OWNER.name,
      company: (withDb) =>
        withDb(async (db) => Number((await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id')).id)),
      prepare: async (_env, withDb) => {
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
      },
    });
    ({ server, page, withDb, companyId } = session);
    pageErrors = session.errors;
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });
  const card = (slug: string) => page.locator(`[data-testid="product-card"][data-slug="${slug}"]`);

  it('finds products by search and category, adds to the cart and orders through the drawer; the order shows with its status', async () => {
    await page.goto(`${server.url}/firma?sekce=eshop`);
    await page.getByTestId('salon-eshop').waitFor();
    await page.getByTestId('salon-eshop-search').fill('zkušební');
    await poll(() => page.getByTestId('salon-eshop-count').textContent()).toBe('Nalezeno produktů: 2');
    await page.getByTestId('salon-eshop-category').selectOption('krasa');
    await poll(() => page.getByTestId('salon-eshop-count').textContent()).toBe('Nalezeno produktů: 1');
    expect(await axeViolations(page, '[data-testid="salon-eshop"]')).toEqual([]);

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
    expect(await axeViolations(page, '[data-testid="cart-drawer"]')).toEqual([]);
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
