import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueToday } from '../../src/core/hosting/rules.js';
import { addDays } from '../../src/core/outdoor/rules.js';
import { newCzechPage } from '../helpers/browser.js';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitel.marketing@example.cz';
/** the demo company's promotion near its limit (seeds/content/demo-promotions.ts) */
const SAMPLE = 'Sleva 20 % na první návštěvu';
const TITLE = 'Testovací akce 30 %';
const digits = (text: string | null) => (text ?? '').replace(/\s/g, '');

/**
 * The salon's Marketing in Chromium against the real `marketplace serve` on the demo: the section lists the
 * demo company's promotions (active near its limit, planned, ended), refuses an empty title at its field,
 * creates a promotion, e-mails it to the opted-in customers after a confirmation with their count; then in
 * the public booking modal a visitor chooses it, the shown price drops, and the booking stores it. Axe checks.
 */
describe('salon Marketing and a promotion in the booking modal in Chromium', () => {
  let browser: Browser;
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let company: { id: number; slug: string };

  beforeAll(async () => {
    session = await openSalonSession({
      email: OWNER,
      password: PASSWORD,
      name: 'Marta Marketingová',
      company: (withDb) =>
        withDb(async (db) => {
          const row = await db('promotions as p')
            .join('companies as c', 'c.id', 'p.company_id')
            .where('p.title', SAMPLE)
            .where('c.country_code', 'CZ')
            .first('c.id');
          return Number(row.id);
        }),
    });
    ({ server, browser, page, withDb, errors } = session);
    company = await withDb(async (db) => {
      const row = await db('companies').where({ id: session.companyId }).first('id', 'slug');
      return { id: Number(row.id), slug: String(row.slug) };
    });
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it('lists the promotions by state with used / limit, creates one (an empty title refused at its field), and sends it', async () => {
    await page.goto(`${server.url}/firma?sekce=marketing`);
    const table = page.getByTestId('promotions-table');
    await poll(() => table.locator('tbody tr').count()).toBe(3);
    const sample = table.locator('tr', { hasText: SAMPLE });
    await poll(() => sample.textContent()).toContain('47 / 50');
    expect(await sample.textContent()).toContain('Aktivní');
    expect(await table.textContent()).toContain('Naplánováno');
    expect(await table.textContent()).toContain('Ukončeno');
    expect(await axeViolations(page, '[data-testid="marketing-section"]')).toEqual([]);

    await page.getByTestId('promotion-new').click();
    const form = page.getByTestId('promotion-form');
    await form.waitFor();
    await page.getByTestId('promotion-discount').fill('30');
    await page.getByTestId('promotion-until').fill(addDays(pragueToday(new Date()), 10));
    await page.getByTestId('promotion-submit').click();
    await poll(() => form.getByText('Zadejte název akce (nejvýše 190 znaků)').count()).toBeGreaterThan(0);
    await poll(() => page.getByTestId('promotion-title').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, '[data-testid="promotion-form"]')).toEqual([]);
    await page.getByTestId('promotion-title').fill(TITLE);
    await page.getByTestId('promotion-limit').fill('3');
    await page.getByTestId('promotion-submit').click();
    await form.waitFor({ state: 'detached' });
    const row = table.locator('tr', { hasText: TITLE });
    await poll(() => row.textContent()).toContain('0 / 3');
    expect(await row.textContent()).toContain('Aktivní');
    const stored = await withDb((db) => db('promotions').where({ company_id: company.id, title: TITLE }).first());
    expect(stored).toMatchObject({ discount: 30, discount_type: 'percentage', usage_limit: 3, service_id: null });

    // 'Odeslat zákazníkům': the count of opted-in customers, a confirmation, then the queued messages
    const recipients = await withDb(async (db) =>
      Number(
        (
          await db('users as u')
            .where('u.notify_email_offers', true)
            .whereExists(db('bookings as b').where('b.company_id', company.id).whereRaw('b.customer_id = u.id').select(db.raw('1')))
            .whereNotExists(db('email_suppressions as s').whereRaw('s.email = lower(u.email)').select(db.raw('1')))
            .count({ n: '*' })
            .first()
        )?.n ?? 0,
      ),
    );
    expect(recipients).toBeGreaterThan(0);
    await page.getByTestId(`promotion-send-${stored.id}`).click();
    const dialog = page.getByTestId('promotion-send');
    await poll(() => dialog.textContent()).toContain(`dostane e-mailem ${recipients} zákazníků`);
    expect(await axeViolations(page, '[data-testid="promotion-send"]')).toEqual([]);
    await page.getByTestId('promotion-send-ok').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('marketing-notice-success').textContent()).toContain(`Odesíláme ${recipients} zákazníkům`);
    await poll(() =>
      withDb((db) => db('email_queue').where({ kind: 'promotion', company_id: company.id }).count({ n: '*' }).first()),
    ).toEqual({
      n: recipients,
    });
    await poll(() => row.textContent()).toContain(`odesláno ${recipients} zákazníkům`);
  });

  it('in the public booking modal the visitor chooses the promotion: the shown price drops and the booking stores it', async () => {
    const promo = await withDb((db) => db('promotions').where({ company_id: company.id, title: TITLE }).first('id'));
    const p = await newCzechPage(browser, { timeout: 20_000, errors });
    await p.goto(`${server.url}/firma/${company.slug}`);
    await p.getByTestId('service-book').first().click();
    const dialog = p.getByTestId('booking-dialog');
    await dialog.waitFor();
    const serviceId = Number(await p.getByTestId('booking-service').inputValue());
    const service = await withDb((db) => db('services').where({ id: serviceId }).first('price'));
    const price = Number(service.price);
    const lowered = price - Math.round((price * 30) / 100);
    const shown = p.getByTestId('booking-price');
    await poll(async () => digits(await shown.textContent())).toBe(`Cena:${price}Kč`);
    await p.getByTestId('booking-promotion').selectOption(String(promo.id));
    await poll(async () => digits(await shown.textContent())).toBe(`Cena:${lowered}Kč${price}Kč`);
    expect(await axeViolations(p, '[data-testid="booking-dialog"]')).toEqual([]);

    await dialog.getByTestId('booking-date').nth(1).click();
    await dialog.getByTestId('booking-time').first().click();
    await p.getByTestId('booking-continue').click();
    await poll(() => p.getByTestId('booking-summary-promotion').textContent()).toContain(TITLE);
    expect(digits(await p.getByTestId('booking-summary').textContent())).toContain(`Cena${lowered}Kč`);
    await p.getByLabel('Jméno a příjmení *').fill('Pavla Akční');
    await p.getByLabel('Telefon *').fill('+420 777 000 444');
    await p.getByLabel('Email *').fill('pavla.akcni@example.cz');
    await p.getByTestId('booking-submit').click();
    await poll(() => p.getByTestId('booking-success').count()).toBe(1);
    const booked = await withDb((db) =>
      db('bookings').where({ email: 'pavla.akcni@example.cz' }).first('price', 'original_price', 'promotion_id'),
    );
    expect(booked).toMatchObject({ price: lowered, original_price: price, promotion_id: promo.id });
    expect(await withDb((db) => db('promotions').where({ id: promo.id }).first('used_count'))).toEqual({ used_count: 1 });
    expect(errors).toEqual([]);
    await p.context().close();
  });
});
