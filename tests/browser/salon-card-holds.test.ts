import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, featuredToday } from '../../src/core/featured/rules.js';
import { systemClock } from '../../src/core/clock.port.js';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';
import { startStripeStandIn, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, type StripeStandIn } from '../helpers/stripe-stand-in.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.karta@example.cz';

/**
 * The salon pays its advertising by card in Chromium: `serve` with Stripe configured against the local stand-in
 * of Stripe's API (its clock the system's, as serve's is). A campaign bought by card goes to the payment page,
 * which completes the session and returns to Reklamní kampaně; the section asks the server (which asks Stripe)
 * and shows it paid. An outdoor space booked while Stripe fails keeps its hold with 'Zaplatit kartou', which
 * opens the page then.
 */
describe('salon card payments of holds in Chromium', () => {
  let stripe: StripeStandIn;
  let session: SalonSession;
  let server: SalonSession['server'];
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];

  beforeAll(async () => {
    stripe = await startStripeStandIn({ clock: systemClock });
    session = await openSalonSession({
      email: OWNER,
      password: PASSWORD,
      name: 'Karla Kartová',
      prepare: async (env) => {
        Object.assign(env, {
          NODE_ENV: 'test',
          MARKETPLACE_STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
          MARKETPLACE_STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
          MARKETPLACE_TEST_STRIPE_API: stripe.url,
          MARKETPLACE_FEATURED_MAX_HOLDS: '10',
        });
      },
    });
    ({ server, page, withDb, errors } = session);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    await stripe?.close();
  });

  const paymentOf = (subject: 'featured' | 'outdoor', id: number) =>
    withDb((db) => db('payments').where({ subject, subject_id: id }).first('status', 'method', 'paid_via'));

  it('a campaign bought by card goes to Stripe Checkout and back to Reklamní kampaně, which shows it paid', async () => {
    await page.goto(`${server.url}/firma?sekce=kampane`);
    const today = featuredToday(new Date());
    await page.getByTestId('featured-name').fill('Kartou placená kampaň');
    await page.getByTestId('featured-starts').fill(addDays(today, 90));
    await page.getByTestId('featured-ends').fill(addDays(today, 92));
    // cards are offered (Stripe configured): the choice shows once the server said so
    await poll(() => page.getByTestId('featured-payment-card').count()).toBe(1);
    expect(await axeViolations(page, '[data-testid="featured-buy-form"]')).toEqual([]);
    await page.getByTestId('featured-payment-card').check();
    await poll(() => page.getByTestId('featured-payment').textContent()).toContain('přesměrujeme na zabezpečenou platební stránku');
    await page.getByTestId('featured-buy-submit').click();
    await page.getByTestId('featured-confirm-ok').click();

    // the stand-in's page completed the session and sent the browser back to the section
    await page.waitForURL((url) => url.pathname === '/firma' && url.searchParams.get('platba') === 'hotovo', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('sekce')).toBe('kampane');
    await poll(() => page.getByTestId('card-return').getAttribute('data-state')).toBe('paid');
    expect(await page.getByTestId('card-return').textContent()).toBe('Platba kartou proběhla. Děkujeme!');
    const row = page.getByTestId('featured-campaign').filter({ hasText: 'Kartou placená kampaň' });
    await poll(() => row.getByTestId('featured-status').textContent()).toBe('Naplánováno');
    const campaign = await withDb((db) => db('featured_campaigns').where({ name: 'Kartou placená kampaň' }).first('id'));
    expect(await paymentOf('featured', Number(campaign.id))).toEqual({ status: 'paid', method: 'card', paid_via: 'card' });
    const stripeSession = [...stripe.sessions.values()].at(-1)!;
    expect(stripeSession).toMatchObject({ status: 'complete', currency: 'czk', line_name: 'Kampaň Kartou placená kampaň' });
    expect(errors).toEqual([]);
  });

  it("an outdoor space booked while Stripe fails keeps its hold; 'Zaplatit kartou' opens the page and the return shows it paid", async () => {
    await page.goto(`${server.url}/firma?sekce=outdoor`);
    await poll(() => page.getByTestId('outdoor-space').count()).toBeGreaterThan(0);
    await page.getByTestId('outdoor-space').first().getByTestId('outdoor-book').click();
    await page.getByTestId('outdoor-campaign').fill('Kartový billboard');
    await page.getByTestId('outdoor-start').fill(addDays(featuredToday(new Date()), 200));
    await page.getByTestId('outdoor-months').selectOption('1');
    await poll(() => page.getByTestId('outdoor-payment-card').count()).toBe(1);
    await page.getByTestId('outdoor-payment-card').check();
    stripe.failCreates(3); // the SDK's tries (1 + 2 retries): no payment page at the purchase
    await page.getByTestId('outdoor-book-submit').click();

    // no page: the contract opens with its hold and the card button
    await page.waitForURL(/\/outdoor-ad\/\d+$/);
    await poll(() => page.getByTestId('outdoor-campaign-name').textContent()).toBe('Kartový billboard');
    const button = page.getByTestId('hold-payment-card');
    await poll(() => button.textContent()).toBe('Zaplatit kartou');
    await button.click();
    await page.waitForURL((url) => url.pathname === '/firma' && url.searchParams.get('platba') === 'hotovo', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('sekce')).toBe('outdoor');
    await poll(() => page.getByTestId('card-return').getAttribute('data-state')).toBe('paid');
    const contract = await withDb((db) => db('outdoor_contracts').where({ campaign_name: 'Kartový billboard' }).first('id'));
    expect(await paymentOf('outdoor', Number(contract.id))).toEqual({ status: 'paid', method: 'card', paid_via: 'card' });
    expect(errors).toEqual([]);
  });
});
