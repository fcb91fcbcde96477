import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevenueResponse, WebhostingProjectDto } from '../../src/contract/hosting.js';
import { axeViolations, openAdminSession, poll, type AdminSession } from '../helpers/admin-browser.js';

const ADMIN = 'hosting.admin@example.cz';
const NBSP = '\u00a0';
/** '12 000 Kč' as the screen writes it: Czech grouping with a no-break space, no decimals. */
const kc = (amount: number) => `${new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 }).format(amount)}${NBSP}Kč`;
const plural = (n: number) => `${n} ${n === 1 ? 'projekt' : n >= 2 && n <= 4 ? 'projekty' : 'projektů'}`;
const tone = (revenue: number) => (revenue <= 0 ? 'grey' : revenue < 5000 ? 'yellow' : revenue < 15000 ? 'green' : 'blue');
const pragueToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());

/**
 * The Webhosting screen (/admin/webhosting) in Chromium against the real `marketplace serve` (jobs
 * off): the revenue calendar of Příjmy against the API's own figures (tiles, Czech plurals, colours, a
 * month's detail with its phone and site links, an empty month, the tab and year in the URL), and on
 * Projekty 'Přidat projekt', the edit modal 'Upravit projekt' with its linked fees and status, 'Zaplaceno'
 * moving the renewal date on by a year, and delete after its confirmation; an axe check of both tabs.
 */
describe('Webhosting screen in Chromium', () => {
  let session: AdminSession;
  let page: Page;
  let server: AdminSession['server'];
  let errors: string[] = [];
  const nextYear = Number(pragueToday().slice(0, 4)) + 1;
  /** The fixture's projects, all renewing next year: one in January, three in February, five in March. */
  const fixture = [
    { month: 1, fees: [4000] },
    { month: 2, fees: [3000, 4000, 5000] },
    { month: 3, fees: [2000, 2000, 2000, 2000, 2000] },
  ];
  const created: WebhostingProjectDto[] = [];
  const api = <T>(path: string, init?: { method?: string; body?: unknown }) => session.api<T>(path, init);

  beforeAll(async () => {
    session = await openAdminSession({ email: ADMIN, name: 'Hana Hostingová' });
    ({ page, server, errors } = session);
    for (const { month, fees } of fixture) {
      for (const [i, fee] of fees.entries()) {
        const answer = await api<{ project: WebhostingProjectDto }>('/webhosting_projects', {
          method: 'POST',
          body: {
            company_name: `Test Hosting ${month}-${i + 1}`,
            domain: `test-hosting-${month}-${i + 1}.cz`,
            annual_fee: fee,
            next_payment_date: `${nextYear}-${String(month).padStart(2, '0')}-${String(10 + i).padStart(2, '0')}`,
            contact_phone: '+420 777 123 456',
            contact_address: `Hlavní ${month}${i}, Praha`,
            website_url: `https://test-hosting-${month}-${i + 1}.cz`,
          },
        });
        created.push(answer.project);
      }
    }
  }, 120_000);
  afterAll(() => session?.close());

  const row = (name: string) =>
    page.getByTestId('hosting-row').filter({ has: page.getByTestId('hosting-company').getByText(name, { exact: true }) });

  it('shows the revenue calendar of a year as the API computes it: tiles, plurals, colours, a month and the year in the URL', async () => {
    const revenue = await api<RevenueResponse>(`/webhosting/revenue?year=${nextYear}`);
    await page.goto(`${server.url}/admin/webhosting?tab=prijmy&rok=${nextYear}`);
    await poll(() => page.getByTestId('revenue-tile').count()).toBe(12);
    expect(await page.getByTestId('hosting-tab-prijmy').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('revenue-total').textContent()).toBe(kc(revenue.total));
    expect(await page.getByTestId('revenue-active').textContent()).toBe(String(revenue.active_projects));
    const tiles = page.getByTestId('revenue-tile');
    for (const month of revenue.months) {
      const tile = tiles.nth(month.month - 1);
      expect(await tile.getByTestId('revenue-tile-amount').textContent()).toBe(kc(month.totalRevenue));
      expect(await tile.getByTestId('revenue-tile-count').textContent()).toBe(plural(month.projectsCount));
      expect(await tile.getAttribute('data-tone')).toBe(tone(month.totalRevenue));
      expect(await tile.getAttribute('class')).toMatch(new RegExp(`tile-${tone(month.totalRevenue)}`));
      // a button named by what it shows, with the year for a screen reader
      const spaced = (text: string | null) => text?.replace(/\s+/g, ' ').trim();
      expect(spaced(await tile.textContent())).toBe(
        spaced(`${month.monthName} ${nextYear}, ${kc(month.totalRevenue)}, ${plural(month.projectsCount)}`),
      );
    }
    // the fixture's months hold its projects: one, three and five, each with its fee
    for (const { month, fees } of fixture) {
      const ofMonth = revenue.months[month - 1]!;
      const ours = ofMonth.projects.filter((p) => p.company_name.startsWith(`Test Hosting ${month}-`));
      expect(ours.map((p) => p.amount)).toEqual(fees);
      expect(ours.every((p) => !p.paid)).toBe(true);
    }
    expect(await tiles.nth(0).getByTestId('revenue-tile-count').textContent()).toMatch(/projekt$|projekty$|projektů$/);

    // February by keyboard: its detail with every payment, the links and the month's total
    const february = revenue.months[1]!;
    await tiles.nth(1).focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('revenue-detail');
    await poll(() => detail.getAttribute('data-month')).toBe('2');
    expect(await tiles.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await detail.getByTestId('revenue-payment').count()).toBe(february.projects.length);
    expect(await detail.getByTestId('revenue-payment-amount').allTextContents()).toEqual(february.projects.map((p) => kc(p.amount)));
    expect(await detail.getByTestId('revenue-detail-total').textContent()).toBe(`Celkem za měsíc: ${kc(february.totalRevenue)}`);
    const ours = detail.getByTestId('revenue-payment').filter({ hasText: 'Test Hosting 2-1' });
    expect(await ours.getByTestId('revenue-payment-phone').getAttribute('href')).toBe('tel:+420777123456');
    expect(await ours.getByTestId('revenue-payment-web').getAttribute('href')).toBe('https://test-hosting-2-1.cz');
    expect(await ours.getByTestId('revenue-payment-state').textContent()).toBe('K úhradě');
    expect(await ours.getByTestId('revenue-payment-date').textContent()).toBe(`10. 2. ${nextYear}`);
    expect(await ours.textContent()).toContain('Hlavní 20, Praha');
    expect(await axeViolations(page, '[data-testid="webhosting-page"]')).toEqual([]);

    // a reload keeps the tab and the year; the previous year button moves the year in the URL
    await page.reload();
    await poll(() => page.getByTestId('revenue-title').textContent()).toBe(`Příjmy ${nextYear}`);
    await page.getByTestId('revenue-prev').click();
    await poll(() => new URL(page.url()).searchParams.get('rok')).toBe(String(nextYear - 1));
    await poll(() => page.getByTestId('revenue-title').textContent()).toBe(`Příjmy ${nextYear - 1}`);
  });

  it('shows an empty month of a year without payments as grey, with ‘V tomto měsíci nejsou žádné platby.’', async () => {
    await page.goto(`${server.url}/admin/webhosting?tab=prijmy&rok=2001`);
    await poll(() => page.getByTestId('revenue-tile').count()).toBe(12);
    await poll(() => page.getByTestId('revenue-total').textContent()).toBe(kc(0));
    expect(await page.getByTestId('revenue-tile-count').allTextContents()).toEqual(Array(12).fill('0 projektů'));
    for (const tile of await page.getByTestId('revenue-tile').all()) expect(await tile.getAttribute('data-tone')).toBe('grey');
    await page.getByTestId('revenue-tile').nth(6).click();
    await poll(() => page.getByTestId('revenue-detail-empty').textContent()).toBe('V tomto měsíci nejsou žádné platby.');
    await page.getByTestId('revenue-detail-close').click();
    await page.getByTestId('revenue-detail').waitFor({ state: 'detached' });
  });

  it('adds a project with Přidat projekt, then edits it in Upravit projekt with the linked fees and the status', async () => {
    await page.goto(`${server.url}/admin/webhosting`);
    await page.getByTestId('hosting-table').waitFor();
    expect(await page.getByTestId('hosting-tab-projekty').getAttribute('aria-selected')).toBe('true');
    const total = Number(await page.getByTestId('hosting-filter-all').getAttribute('data-count'));
    await page.getByTestId('hosting-add').click();
    const form = page.getByTestId('hosting-form');
    await form.waitFor();
    // the contract's messages on the fields, nothing sent
    await page.getByTestId('hosting-form-save').click();
    await poll(() => page.getByTestId('hosting-form-company-error').textContent()).toBe('Zadejte název firmy');
    await page.getByTestId('hosting-form-company').fill('Salon Nový Web');
    await page.getByTestId('hosting-form-domain').fill('salon-novy-web.cz');
    await page.getByTestId('hosting-form-domain-provider').selectOption('wedos');
    await page.getByTestId('hosting-form-monthly').fill('250');
    expect(await page.getByTestId('hosting-form-annual').inputValue()).toBe('3000');
    await page.getByTestId('hosting-form-next-payment').fill(`${nextYear}-06-15`);
    await page.getByTestId('hosting-form-save').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('hosting-notice-success').textContent()).toContain('Projekt Salon Nový Web byl přidán.');
    await poll(() => page.getByTestId('hosting-filter-all').getAttribute('data-count')).toBe(String(total + 1));
    const added = row('Salon Nový Web');
    await poll(() => added.getByTestId('hosting-price').textContent()).toBe(kc(3000));
    expect(await added.getByTestId('hosting-domain').getAttribute('href')).toBe('https://salon-novy-web.cz');
    expect(await added.getByTestId('hosting-open').getAttribute('target')).toBe('_blank');

    // Upravit projekt: the project's fields copied in; annual = monthly x 12, monthly = annual / 12 rounded
    await added.getByTestId('hosting-edit').click();
    await form.waitFor();
    expect(await form.getByRole('heading').first().textContent()).toBe('Upravit projekt');
    expect(await page.getByTestId('hosting-form-company').inputValue()).toBe('Salon Nový Web');
    expect(await page.getByTestId('hosting-form-domain-provider').inputValue()).toBe('wedos');
    expect(await page.getByTestId('hosting-form-status').inputValue()).toBe('auto');
    expect(await page.getByTestId('hosting-form-save').textContent()).toBe('Uložit změny');
    await page.getByTestId('hosting-form-annual').fill('1000');
    expect(await page.getByTestId('hosting-form-monthly').inputValue()).toBe('83');
    await page.getByTestId('hosting-form-monthly').fill('500');
    expect(await page.getByTestId('hosting-form-annual').inputValue()).toBe('6000');
    // Zrušit discards
    await page.getByTestId('hosting-form-cancel').click();
    await form.waitFor({ state: 'detached' });
    expect(await added.getByTestId('hosting-price').textContent()).toBe(kc(3000));

    await added.getByTestId('hosting-edit').click();
    await page.getByTestId('hosting-form-annual').fill('12000');
    expect(await page.getByTestId('hosting-form-monthly').inputValue()).toBe('1000');
    await page.getByTestId('hosting-form-status').selectOption('expired');
    await page.getByTestId('hosting-form-save').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('hosting-notice-success').textContent()).toContain('Změny byly úspěšně uloženy!');
    await poll(() => added.getByTestId('hosting-price').textContent()).toBe(kc(12000));
    expect(await added.getByTestId('hosting-status').textContent()).toBe('Vypršel');
    expect(await added.getByTestId('hosting-status').getAttribute('data-status')).toBe('expired');

    // back to the dates: more than 30 days away is active
    await added.getByTestId('hosting-edit').click();
    expect(await page.getByTestId('hosting-form-status').inputValue()).toBe('expired');
    await page.getByTestId('hosting-form-status').selectOption('auto');
    await page.getByTestId('hosting-form-save').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => added.getByTestId('hosting-status').textContent()).toBe('Aktivní');

    // a save the server refuses: 'Chyba při ukládání změn!' above the buttons, the modal stays
    await added.getByTestId('hosting-edit').click();
    await page.route(
      (u) => u.pathname.startsWith('/api/webhosting_projects/'),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Nedostupné', code: 'unavailable' }),
        }),
    );
    await page.getByTestId('hosting-form-save').click();
    await poll(() => page.getByTestId('hosting-form-error').textContent()).toBe('Chyba při ukládání změn!');
    await page.unrouteAll();
    await page.getByTestId('hosting-form-cancel').click();
    await form.waitFor({ state: 'detached' });
    expect(await axeViolations(page, '[data-testid="webhosting-page"]')).toEqual([]);
  });

  it('Zaplaceno records the payment after a confirmation with the amount and period, and moves the renewal on by a year', async () => {
    const project = created[0]!; // renews on 10 January next year, 4 000 Kč
    await page.goto(`${server.url}/admin/webhosting`);
    const ours = row(project.company_name);
    await ours.waitFor();
    expect(await ours.getByTestId('hosting-renewal').getAttribute('data-date')).toBe(`${nextYear}-01-10`);
    await ours.getByTestId('hosting-paid').click();
    const confirm = page.getByTestId('hosting-confirm-paid');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Zaznamenat platbu ${kc(4000)} za projekt ${project.company_name}?`);
    expect(await confirm.textContent()).toContain(`Období 10. 1. ${nextYear} – 10. 1. ${nextYear + 1}`);
    expect(await axeViolations(page, '[data-testid="hosting-confirm-paid"]')).toEqual([]);
    await page.getByTestId('hosting-confirm-paid-ok').click();
    await confirm.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('hosting-notice-success').textContent()).toContain(
      `Platba ${kc(4000)} za projekt ${project.company_name}`,
    );
    await poll(() => ours.getByTestId('hosting-renewal').getAttribute('data-date')).toBe(`${nextYear + 1}-01-10`);
    // the payment is in the revenue of the day it was paid
    const today = pragueToday();
    const revenue = await api<RevenueResponse>(`/webhosting/revenue?year=${today.slice(0, 4)}`);
    const paid = revenue.months[Number(today.slice(5, 7)) - 1]!.projects.filter((p) => p.id === project.id && p.paid);
    expect(paid.map((p) => [p.payment_date, p.amount])).toEqual([[today, 4000]]);
  });

  it('filters by status with counts and deletes a project after ‘Opravdu chcete smazat projekt …?’', async () => {
    await page.goto(`${server.url}/admin/webhosting`);
    await page.getByTestId('hosting-table').waitFor();
    const counts = await api<{ counts: Record<string, number> }>('/webhosting_projects');
    for (const [key, name] of [
      ['all', 'Všechny'],
      ['active', 'Aktivní'],
      ['expiring_soon', 'Brzy vyprší'],
      ['expired', 'Vypršelé'],
    ] as const) {
      await poll(() => page.getByTestId(`hosting-filter-${key}`).textContent()).toBe(`${name} (${counts.counts[key]})`);
    }
    expect(await page.getByTestId('hosting-card-total').textContent()).toBe(String(counts.counts.all));
    await page.getByTestId('hosting-filter-active').click();
    await poll(() => new URL(page.url()).searchParams.get('stav')).toBe('active');
    await poll(async () => new Set(await page.getByTestId('hosting-status').allTextContents())).toEqual(new Set(['Aktivní']));
    await page.getByTestId('hosting-filter-all').click();

    const doomed = row('Salon Nový Web');
    await doomed.getByTestId('hosting-delete').click();
    const confirm = page.getByTestId('hosting-confirm-delete');
    expect(await confirm.textContent()).toContain('Opravdu chcete smazat projekt "Salon Nový Web"?');
    await page.getByTestId('hosting-confirm-delete-ok').click();
    await confirm.waitFor({ state: 'detached' });
    await poll(() => doomed.count()).toBe(0);
    await poll(() => page.getByTestId('hosting-filter-all').getAttribute('data-count')).toBe(String(counts.counts.all! - 1));
    expect(errors).toEqual([]);
  });

  it('shows when each domain’s registration ends and filters Domény brzy vyprší', async () => {
    const today = pragueToday();
    const inDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const [soon, later, unread] = created;
    // as `marketplace hosting check` stores what the registry answered over RDAP
    await session.withDb(async (db) => {
      const read = { domain_checked_at: new Date().toISOString(), domain_check_error: null };
      await db('webhosting_projects')
        .where({ id: soon!.id })
        .update({ ...read, domain_expiration_date: inDays(10) });
      await db('webhosting_projects')
        .where({ id: later!.id })
        .update({ ...read, domain_expiration_date: inDays(200) });
      await db('webhosting_projects')
        .where({ id: unread!.id })
        .update({ domain_checked_at: read.domain_checked_at, domain_check_error: 'Registr doménu nezná', domain_expiration_date: null });
    });
    await page.goto(`${server.url}/admin/webhosting`);
    await page.getByTestId('hosting-table').waitFor();
    const answer = await api<{ counts: Record<string, number> }>('/webhosting_projects');
    expect(answer.counts.domain_expiring_soon).toBeGreaterThanOrEqual(1);
    await poll(() => page.getByTestId('hosting-filter-domain_expiring_soon').textContent()).toBe(
      `Domény brzy vyprší (${answer.counts.domain_expiring_soon})`,
    );
    expect(await page.getByRole('columnheader', { name: 'Doména do' }).count()).toBe(1);
    const soonRow = row(soon!.company_name);
    await poll(() => soonRow.getByTestId('hosting-domain-ends').getAttribute('data-date')).toBe(inDays(10));
    expect(await soonRow.getByTestId('hosting-problem').filter({ hasText: 'Registrace domény končí' }).count()).toBe(1);
    expect(await row(later!.company_name).getByTestId('hosting-domain-ends').getAttribute('data-date')).toBe(inDays(200));
    expect(await row(unread!.company_name).getByTestId('hosting-domain-ends').textContent()).toBe('nezjištěno');
    expect(await row(unread!.company_name).getByTestId('hosting-domain-error').textContent()).toBe('Registr doménu nezná');

    await page.getByTestId('hosting-filter-domain_expiring_soon').click();
    await poll(() => new URL(page.url()).searchParams.get('stav')).toBe('domain_expiring_soon');
    await poll(() => page.getByTestId('hosting-row').count()).toBe(answer.counts.domain_expiring_soon);
    expect(await soonRow.count()).toBe(1);
    expect(await row(later!.company_name).count()).toBe(0);
    // every row shown ends within 30 days (or has ended)
    for (const cell of await page.getByTestId('hosting-domain-ends').all()) {
      expect((await cell.getAttribute('data-date'))! <= inDays(30)).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
