import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebProjectDto } from '../../src/contract/web-projects.js';
import { axeViolations, openAdminSession, poll, type AdminSession } from '../helpers/admin-browser.js';
import { insertProspects } from '../helpers/prospects.js';

const ADMIN = 'weby.admin@example.cz';
const NBSP = '\u00a0';
const kc = (amount: number) => `${new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 }).format(amount)}${NBSP}Kč`;
/** The prospect who showed interest in a new website (the Companies screen's action). */
const INTERESTED = 'Kadeřnictví Zájemkyně Testová';

/**
 * The Web projects screen (/admin/web-projects) in Chromium against the real `marketplace serve` (jobs
 * off): the summary banner and the filters with their counts, 'Přidat projekt', the inline edit, the
 * detail, 'Označit jako dokončený', a completed project made into a hosting project (and the link to
 * it), delete after its confirmation, 'Demo data' only on demo rows, the load failure with
 * 'Zkusit znovu'; and the Companies screen's 'Vytvořit webový projekt' for an interested prospect.
 */
describe('Web projects screen in Chromium', () => {
  let session: AdminSession;
  let page: Page;
  let server: AdminSession['server'];
  let errors: string[] = [];
  const api = <T>(path: string, init?: { method?: string; body?: unknown }) => session.api<T>(path, init);
  const withDb = (...args: Parameters<AdminSession['withDb']>) => session.withDb(...args);

  beforeAll(async () => {
    session = await openAdminSession({
      email: ADMIN,
      name: 'Věra Webová',
      prepare: (db) =>
        db((knex) =>
          insertProspects(knex, [
            {
              name: INTERESTED,
              city: 'Brno',
              phone: '+420 601 222 333',
              website_url: 'https://zajemkyne-testova.cz',
              extra: { website_interest: 'interested' },
            },
          ]),
        ),
    });
    ({ page, server, errors } = session);
    // the demo's web projects (if the demo has any) out: the counts below are the fixture's
    await withDb((db) => db('web_projects').delete());
    // one project in each state the filters count, none of them demo
    const projects = [
      { company_name: 'Web Odeslaný', status: 'email_sent', estimated_price: 10000 },
      { company_name: 'Web Zájem', status: 'interested', estimated_price: 20000 },
      { company_name: 'Web Čekající', status: 'pending', estimated_price: 15000, domain_name: 'web-cekajici.cz', hosting_price: 300 },
      { company_name: 'Web Rozpracovaný', status: 'in_progress', estimated_price: 25000 },
      { company_name: 'Web Konvertovaný', status: 'converted', estimated_price: 30000 },
      { company_name: 'Web Hotový', status: 'completed', estimated_price: 40000, domain_name: 'web-hotovy.cz', hosting_price: 250 },
    ];
    for (const body of projects) await api('/web_projects', { method: 'POST', body });
  }, 120_000);
  afterAll(() => session?.close());

  const row = (name: string) =>
    page.getByTestId('web-project-row').filter({ has: page.getByTestId('web-project-company').getByText(name, { exact: true }) });
  const summary = async () => {
    const answer = await api<{ summary: Record<string, number> }>('/web_projects');
    return answer.summary;
  };

  it('shows the summary banner and filters by status with the counts of the API', async () => {
    await page.goto(`${server.url}/admin/web-projects`);
    await poll(() => page.getByTestId('web-project-row').count()).toBe(6);
    const s = await summary();
    expect(s).toMatchObject({ total: 6, email_sent: 1, interested: 3, converted: 1, completed: 1, total_value: 140000 });
    expect(await page.getByTestId('web-projects-summary-total').textContent()).toBe('6');
    expect(await page.getByTestId('web-projects-summary-interested').textContent()).toBe('3');
    expect(await page.getByTestId('web-projects-summary-converted').textContent()).toBe('1');
    expect(await page.getByTestId('web-projects-summary-completed').textContent()).toBe('1');
    expect(await page.getByTestId('web-projects-summary-totalValue').textContent()).toBe(kc(140000));
    // no demo rows: no 'Demo data'
    expect(await page.getByTestId('web-projects-demo').count()).toBe(0);
    expect(await page.getByTestId('web-project-demo').count()).toBe(0);

    for (const [key, label, count] of [
      ['all', 'Všechny', 6],
      ['email_sent', 'Email odeslán', 1],
      ['interested', 'Zájem', 3],
      ['converted', 'Konvertováno', 1],
      ['completed', 'Dokončeno', 1],
    ] as const) {
      expect(await page.getByTestId(`web-projects-filter-${key}`).textContent()).toBe(`${label} (${count})`);
    }
    await page.getByTestId('web-projects-filter-interested').click();
    await poll(() => new URL(page.url()).searchParams.get('stav')).toBe('interested');
    await poll(async () => (await page.getByTestId('web-project-company').allTextContents()).sort()).toEqual(
      ['Web Zájem', 'Web Čekající', 'Web Rozpracovaný'].sort(),
    );
    expect(await page.getByTestId('web-projects-filter-interested').getAttribute('aria-pressed')).toBe('true');
    const pending = row('Web Čekající');
    expect(await pending.getByTestId('web-project-status').textContent()).toBe('Čeká');
    expect(await pending.getByTestId('web-project-hosting').textContent()).toBe(`${kc(300)}/měs.`);
    expect(await pending.getByTestId('web-project-domain').getAttribute('href')).toBe('https://web-cekajici.cz');
    await page.getByTestId('web-projects-filter-all').click();
    await poll(() => page.getByTestId('web-project-row').count()).toBe(6);
    expect(await axeViolations(page, '[data-testid="web-projects-page"]')).toEqual([]);
  });

  it('adds a project with Přidat projekt, edits it inline and shows its detail', async () => {
    await page.getByTestId('web-projects-add').click();
    const modal = page.getByTestId('web-project-create');
    await modal.waitFor();
    await page.getByTestId('web-project-create-save').click();
    await poll(() => page.getByTestId('web-project-create-company-error').textContent()).toBe('Zadejte název firmy');
    await page.getByTestId('web-project-create-company').fill('Studio Nový Projekt');
    await page.getByTestId('web-project-create-domain').fill('studio-novy-projekt.cz');
    await page.getByTestId('web-project-create-value').fill('18 000');
    await page.getByTestId('web-project-create-hosting').fill('200');
    expect(await axeViolations(page, '[data-testid="web-project-create"]')).toEqual([]);
    await page.getByTestId('web-project-create-save').click();
    await modal.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('web-projects-notice-success').textContent()).toContain('Projekt Studio Nový Projekt byl přidán.');
    const added = row('Studio Nový Projekt');
    await poll(() => added.getByTestId('web-project-value').textContent()).toBe(kc(18000));
    expect(await added.getByTestId('web-project-status').textContent()).toBe('Čeká');
    await poll(() => page.getByTestId('web-projects-summary-total').textContent()).toBe('7');

    // inline: status, value, hosting, notes; Zrušit leaves it as it was
    await added.getByTestId('web-project-edit').click();
    const edit = page.getByTestId('web-project-edit-row');
    await edit.waitFor();
    expect(await page.getByTestId('web-project-edit-status').locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Čeká', 'Probíhá', 'Dokončeno', 'Zrušeno']),
    );
    await page.getByTestId('web-project-edit-value').fill('21000');
    await page.getByTestId('web-project-edit-cancel').click();
    await edit.waitFor({ state: 'detached' });
    expect(await added.getByTestId('web-project-value').textContent()).toBe(kc(18000));

    await added.getByTestId('web-project-edit').click();
    await page.getByTestId('web-project-edit-status').selectOption('in_progress');
    await page.getByTestId('web-project-edit-value').fill('21000');
    await page.getByTestId('web-project-edit-hosting').fill('350');
    await page.getByTestId('web-project-edit-notes').fill('Klient chce rezervace online.');
    expect(await axeViolations(page, '[data-testid="web-projects-table"]')).toEqual([]);
    await page.getByTestId('web-project-edit-save').click();
    await edit.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('web-projects-notice-success').textContent()).toContain('Projekt byl úspěšně aktualizován');
    await poll(() => added.getByTestId('web-project-value').textContent()).toBe(kc(21000));
    expect(await added.getByTestId('web-project-status').textContent()).toBe('Probíhá');
    expect(await added.getByTestId('web-project-hosting').textContent()).toBe(`${kc(350)}/měs.`);

    // a refused save: 'Chyba při aktualizaci projektu', the row stays in edit mode
    await added.getByTestId('web-project-edit').click();
    await page.route(
      (u) => u.pathname.startsWith('/api/web_projects/'),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Nedostupné', code: 'unavailable' }),
        }),
    );
    await page.getByTestId('web-project-edit-save').click();
    await poll(() => page.getByTestId('web-project-edit-error').textContent()).toBe('Chyba při aktualizaci projektu');
    await page.unrouteAll();
    await page.getByTestId('web-project-edit-cancel').click();

    await added.getByTestId('web-project-detail').click();
    const detail = page.getByTestId('web-project-detail-modal');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Klient chce rezervace online.');
    expect(await detail.textContent()).toContain('studio-novy-projekt.cz');
    expect(await axeViolations(page, '[data-testid="web-project-detail-modal"]')).toEqual([]);
    await page.getByTestId('web-project-detail-close').click();
    await detail.waitFor({ state: 'detached' });
  });

  it('marks a project completed, turns it into a hosting project and links to it', async () => {
    const project = row('Studio Nový Projekt');
    await project.getByTestId('web-project-complete').click();
    await poll(() => page.getByTestId('web-projects-notice-success').textContent()).toContain('Status projektu byl změněn na "Dokončeno"');
    await poll(() => project.getByTestId('web-project-status').textContent()).toBe('Dokončeno');
    expect(await project.getByTestId('web-project-complete').count()).toBe(0);
    await poll(() => page.getByTestId('web-projects-filter-completed').textContent()).toBe('Dokončeno (2)');
    const stored = (await api<{ projects: WebProjectDto[] }>('/web_projects')).projects.find(
      (p) => p.company_name === 'Studio Nový Projekt',
    )!;
    expect(stored.status).toBe('completed');
    expect(stored.completed_at).not.toBeNull();

    await project.getByTestId('web-project-to-hosting').click();
    const done = page.getByTestId('web-projects-converted');
    await poll(() => done.textContent()).toContain('Projekt Studio Nový Projekt je teď hostingový projekt.');
    await poll(() => project.getByTestId('web-project-hosting-link').count()).toBe(1);
    expect(await project.getByTestId('web-project-to-hosting').count()).toBe(0);
    await page.getByTestId('web-projects-converted-link').click();
    await page.waitForURL((u) => u.pathname === '/admin/webhosting');
    const linked = page.locator('[data-testid="hosting-row"][data-linked="true"]');
    await poll(() => linked.getByTestId('hosting-company').textContent()).toBe('Studio Nový Projekt');
    // 350 Kč a month: 4 200 Kč a year
    expect(await linked.getByTestId('hosting-price').textContent()).toBe(kc(4200));
    await page.goBack();
    await row('Studio Nový Projekt').waitFor();

    // the detail shows the hosting project's fields: its domain's registration end (not read yet), status, payments
    await row('Studio Nový Projekt').getByTestId('web-project-detail').click();
    const detail = page.getByTestId('web-project-detail-modal');
    await poll(() => detail.getByTestId('web-project-detail-hosting-status').textContent()).toBe('Aktivní');
    expect(await detail.getByTestId('web-project-detail-domain-expiration').textContent()).toBe('zatím nezjištěno');
    expect(await detail.getByTestId('web-project-detail-last-hosting-payment').textContent()).toBe('—');
    const due = (await api<{ projects: WebProjectDto[] }>('/web_projects')).projects.find(
      (p) => p.company_name === 'Studio Nový Projekt',
    )!.next_payment_due!;
    const [y, m, d] = due.split('-').map(Number);
    expect(await detail.getByTestId('web-project-detail-next-payment-due').textContent()).toBe(`${d}. ${m}. ${y}`);
    await page.getByTestId('web-project-detail-close').click();
    await detail.waitFor({ state: 'detached' });
  });

  it('deletes a project after the confirmation ‘Opravdu chcete smazat projekt …?’, and Zrušit keeps it', async () => {
    await row('Web Odeslaný').getByTestId('web-project-delete').click();
    const confirm = page.getByTestId('web-project-confirm-delete');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Opravdu chcete smazat projekt "Web Odeslaný"?');
    // Zrušit keeps it
    await page.getByTestId('web-project-confirm-delete-cancel').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row('Web Odeslaný').count()).toBe(1);
    await row('Web Odeslaný').getByTestId('web-project-delete').click();
    await page.getByTestId('web-project-confirm-delete-ok').click();
    await confirm.waitFor({ state: 'detached' });
    await poll(() => row('Web Odeslaný').count()).toBe(0);
    await poll(() => page.getByTestId('web-projects-filter-email_sent').textContent()).toBe('Email odeslán (0)');
  });

  it('shows Demo data only when the rows shown are demo rows, and the load failure with Zkusit znovu', async () => {
    await withDb((db) => db('web_projects').whereIn('company_name', ['Web Konvertovaný']).update({ is_demo: true }));
    await page.goto(`${server.url}/admin/web-projects`);
    await row('Web Konvertovaný').waitFor();
    // a mixed list: the demo row is marked, the screen is not
    expect(await row('Web Konvertovaný').getByTestId('web-project-demo').textContent()).toBe('Demo data');
    expect(await page.getByTestId('web-project-demo').count()).toBe(1);
    expect(await page.getByTestId('web-projects-demo').count()).toBe(0);
    // only demo rows shown: the screen's badge
    await page.getByTestId('web-projects-filter-converted').click();
    await poll(() => page.getByTestId('web-projects-demo').textContent()).toBe('Demo data');

    const listRoute = (u: URL) => u.pathname === '/api/web_projects';
    await page.route(listRoute, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Databáze je nedostupná', code: 'unavailable' }),
      }),
    );
    await page.reload();
    await poll(() => page.getByTestId('web-projects-error').textContent()).toContain('Databáze je nedostupná');
    expect(await page.getByTestId('web-projects-summary-total').textContent()).toBe('0');
    await page.unroute(listRoute);
    await page.getByTestId('web-projects-error-retry').click();
    await poll(() => page.getByTestId('web-project-row').count()).toBe(1);
  });

  it('Companies screen: Vytvořit webový projekt for an interested prospect, then opens the project', async () => {
    await page.goto(`${server.url}/admin`);
    const search = page.getByLabel('Hledat firmy');
    await search.fill('Zájemkyně Testová');
    await search.press('Enter');
    const company = page.getByTestId('company-row').filter({ hasText: INTERESTED });
    await poll(() => company.count()).toBe(1);
    // only the interested prospect has the action
    expect(await page.getByTestId('company-web-project').count()).toBe(1);
    await company.getByTestId('company-web-project').click();
    const created = page.getByTestId('companies-web-project-created');
    await poll(() => created.textContent()).toContain(`Webový projekt pro firmu ${INTERESTED} byl vytvořen.`);
    // a second project for the same prospect is refused with the server's reason
    await company.getByTestId('company-web-project').click();
    await poll(() => page.getByTestId('companies-notice-error').textContent()).toContain('už má webový projekt');
    await page.getByTestId('companies-web-project-open').click();
    await page.waitForURL((u) => u.pathname === '/admin/web-projects');
    const detail = page.getByTestId('web-project-detail-modal');
    await detail.waitFor();
    expect(await detail.getByRole('heading').first().textContent()).toBe(`Projekt ${INTERESTED}`);
    expect(await detail.textContent()).toContain('zajemkyne-testova.cz');
    expect(await detail.textContent()).toContain('Zájem');
    await page.getByTestId('web-project-detail-close').click();
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('projekt')).toBeNull();
    expect(errors).toEqual([]);
  });
});
