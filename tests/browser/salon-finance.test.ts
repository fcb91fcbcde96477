import { readFile } from 'node:fs/promises';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../web/src/components/format.js';
import { PINNED_AT } from '../helpers/cli.js';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.finance@example.cz';
const ZONE = 'Europe/Prague';
/** The demo, the server and the page on a clock from PINNED_AT (a Wednesday morning mid-month): 'this month' and 'today' are the same on any day the test runs. */
const now = () => DateTime.fromJSDate(PINNED_AT).setZone(ZONE);

/**
 * The salon's Finance in Chromium against the real `marketplace serve` on the demo: the section opens on
 * this month with the demo business's figures (the total card against sums computed here from the
 * database), switches to the year and steps back a month, 'Export CSV' downloads the period (its summary
 * rows checked), the period tabs answer the arrow keys; axe-clean. Nástěnka's 'Tržby dnes' shows today's total.
 */
describe('salon finance in Chromium', () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let companyId = 0;

  /** Revenue of [from, to) local days, by hand: completed bookings' prices (×100) and paid/shipped/delivered orders, minor units. */
  async function revenue(from: DateTime, to: DateTime): Promise<{ bookings: number; orders: number; count: number }> {
    const [a, b] = [from.toUTC().toISO()!, to.toUTC().toISO()!];
    return withDb(async (db) => {
      const bookings = await db('bookings')
        .where({ company_id: companyId, status: 'completed', currency: 'CZK' })
        .where('starts_at', '>=', a)
        .where('starts_at', '<', b)
        .sum({ s: 'price' })
        .count({ n: '*' })
        .first();
      const orders = await db('orders')
        .where({ company_id: companyId, currency: 'CZK' })
        .whereIn('status', ['paid', 'shipped', 'delivered'])
        .where('created_at', '>=', a)
        .where('created_at', '<', b)
        .sum({ s: 'total' })
        .count({ n: '*' })
        .first();
      return {
        bookings: Number(bookings?.s ?? 0) * 100,
        orders: Number(orders?.s ?? 0),
        count: Number(bookings?.n ?? 0) + Number(orders?.n ?? 0),
      };
    });
  }
  const shown = (minor: number) => formatPrice(minor / 100, 'CZK');
  const csvAmount = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

  beforeAll(async () => {
    session = await openSalonSession({ email: OWNER, password: PASSWORD, name: 'Fiona Financová', at: PINNED_AT });
    ({ server, page, withDb, errors, companyId } = session);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it("Nástěnka's 'Tržby dnes' is today's total of completed bookings and paid orders", async () => {
    const today = now().startOf('day');
    const r = await revenue(today, today.plus({ days: 1 }));
    await page.goto(`${server.url}/firma`);
    await poll(() => page.getByTestId('card-revenue-value').textContent()).toBe(shown(r.bookings + r.orders));
    await page.getByTestId('card-revenue').click();
    await poll(() => page.getByTestId('finance-period-day').getAttribute('aria-selected')).toBe('true');
  });

  it('opens on this month with the figures, tables and chart; axe-clean', async () => {
    await page.goto(`${server.url}/firma?sekce=finance`);
    const month = now().startOf('month');
    const r = await revenue(month, month.plus({ months: 1 }));
    expect(r.bookings).toBeGreaterThan(0);
    await poll(() => page.getByTestId('finance-card-total-value').textContent()).toBe(shown(r.bookings + r.orders));
    expect(await page.getByTestId('finance-card-bookings-value').textContent()).toBe(shown(r.bookings));
    expect(await page.getByTestId('finance-card-orders-value').textContent()).toBe(shown(r.orders));
    expect(await page.getByTestId('finance-period-month').getAttribute('aria-selected')).toBe('true');
    await poll(() => page.getByTestId('finance-by-service').locator('tbody tr').count()).toBeGreaterThan(0);
    await poll(() => page.getByTestId('finance-by-employee').locator('tbody tr').count()).toBeGreaterThan(0);
    await poll(() => page.getByTestId('finance-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('finance-chart-table').locator('tbody tr').count()).toBe(month.daysInMonth);
    expect(await axeViolations(page, '[data-testid="salon-finance"]')).toEqual([]);
  });

  it('switches to the year, back to the month and steps to the previous month', async () => {
    const today = now();
    await page.getByTestId('finance-period-year').click();
    await poll(() => page.getByTestId('finance-range').textContent()).toBe(String(today.year));
    const year = await revenue(today.startOf('year'), today.startOf('year').plus({ years: 1 }));
    await poll(() => page.getByTestId('finance-card-total-value').textContent()).toBe(shown(year.bookings + year.orders));

    // the tabs answer the arrow keys: from Rok, ArrowLeft selects Měsíc
    await page.getByTestId('finance-period-year').focus();
    await page.keyboard.press('ArrowLeft');
    await poll(() => page.getByTestId('finance-period-month').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('finance-previous').click();
    const previous = today.startOf('month').minus({ months: 1 });
    const r = await revenue(previous, previous.plus({ months: 1 }));
    expect(r.bookings).toBeGreaterThan(0);
    await poll(() => page.getByTestId('finance-card-total-value').textContent()).toBe(shown(r.bookings + r.orders));
    expect(await axeViolations(page, '[data-testid="salon-finance"]')).toEqual([]);
  });

  it("'Export CSV' downloads the period shown, its summary the same sums", async () => {
    const previous = now().startOf('month').minus({ months: 1 });
    const r = await revenue(previous, previous.plus({ months: 1 }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('finance-export').click()]);
    expect(download.suggestedFilename()).toBe(`finance-month-${previous.toISODate()}.csv`);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines).toContain(`Celkem;${r.count};${csvAmount(r.bookings + r.orders)}`);
    expect(lines.find((l) => l.startsWith('Rezervace;'))).toMatch(new RegExp(`;${csvAmount(r.bookings)}$`));
    expect(lines).toContain(`Sazba DPH %;;21`);
    expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2};/.test(l))).toHaveLength(previous.daysInMonth!);
    expect(errors).toEqual([]);
  });
});
