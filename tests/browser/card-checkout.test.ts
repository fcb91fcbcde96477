import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.port.js';
import { launchChromium, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { insertProducts } from '../helpers/eshop-browser.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { startStripeStandIn, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, type StripeStandIn } from '../helpers/stripe-stand-in.js';

const PASSWORD = 'silne-heslo-42';
const CUSTOMER = { email: 'karta.eshop@example.cz', name: 'Karel Kartový' };

/**
 * Paying by card in Chromium: `serve` with Stripe configured against the local stand-in of Stripe's API (its
 * clock is the system's, as serve's is). The checkout offers the card, the order redirects to the stand-in's
 * payment page, which completes the session and returns to our order page; the page asks the server, which
 * asks Stripe, and shows 'Zaplaceno'.
 */
describe('card checkout in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let stripe: StripeStandIn;
  let page: Page;
  const dataDir = tempDataDir();
  const withDb = serveDatabase(dataDir);
  const pageErrors: string[] = [];
  let productId: number;
  const poll = <T>(fn: () => Promise<T> | T, timeout = 20_000) => expect.poll(fn, { timeout, interval: 200 });

  beforeAll(async () => {
    stripe = await startStripeStandIn({ clock: systemClock });
    const env = {
      MARKETPLACE_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      MARKETPLACE_STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      MARKETPLACE_STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      MARKETPLACE_TEST_STRIPE_API: stripe.url,
    };
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const ids = await withDb((db) =>
      insertProducts(db, [
        {
          slug: 'kartove-kreslo',
          name: 'Kartové křeslo',
          brand: 'Kartex',
          category: 'krasa',
          subcategory: 'nabytek',
          price: 250_000,
          stock: 4,
        },
      ]),
    );
    productId = ids['kartove-kreslo']!;
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
    await stripe?.close();
  });

  it('redirects a card order to Stripe Checkout and back to the order page, which shows it paid', async () => {
    await page.goto(`${server.url}/prihlaseni`);
    await page.getByTestId('login-email').fill(CUSTOMER.email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname !== '/prihlaseni');

    await page.goto(`${server.url}/eshop?q=kartov%C3%A9`);
    await page.locator('[data-testid="product-card"][data-slug="kartove-kreslo"]').getByTestId('product-add').click();
    await poll(() => page.getByTestId('header-cart-count').textContent()).toBe('1');
    await page.getByTestId('header-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByTestId('cart-continue').click();
    const form = drawer.getByTestId('checkout-form');
    await form.getByTestId('checkout-street').fill('Dlouhá 12');
    await form.getByTestId('checkout-city').fill('Praha');
    // cards are offered here (Stripe configured): the choice shows once the server said so
    await poll(() => form.getByTestId('checkout-payment-card').count()).toBe(1);
    await form.getByTestId('checkout-payment-card').check();
    await form.getByTestId('checkout-submit').click();

    // the stand-in's page completed the session and sent the browser back to our order page
    await page.waitForURL((url) => url.pathname.startsWith('/eshop/objednavka/') && url.searchParams.get('platba') === 'hotovo');
    await poll(() => page.getByTestId('order-payment-state').textContent()).toBe('Zaplaceno');
    const stored = await withDb(async (db) => {
      const order = await db('orders').orderBy('id', 'desc').first('id', 'status', 'payment_method');
      const payment = await db('payments').where({ subject: 'order', subject_id: order.id }).first('status', 'paid_via');
      return { order: [order.payment_method, order.status], payment: [payment.status, payment.paid_via] };
    });
    expect(stored).toEqual({ order: ['card', 'paid'], payment: ['paid', 'card'] });
    expect(Number((await withDb((db) => db('products').where({ id: productId }).first('stock'))).stock)).toBe(3);
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(session).toMatchObject({ status: 'complete', amount_total: 250_000, currency: 'czk' });
    expect(session.success_url).toBe(`${server.url}/eshop/objednavka/${session.client_reference_id}?platba=hotovo`);
    expect(pageErrors).toEqual([]);
  });
});
