import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { launchChromium } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { insertProspects } from '../helpers/prospects.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'obchod@example.cz';
const HOUR = 60 * 60 * 1000;
const FILLERS = 260;
const SUPPRESSED = 'odhlaseny@example.cz';

/**
 * The admin Companies screen (/admin) in Chromium against the real `marketplace serve` (jobs off, so
 * an offer waits in the queue): list, server search 3 s after typing stops, score filter, paging,
 * badges, statistics, social links, calls, offers, the CSV upload, the Analytics tab, empty and error states.
 */
describe('admin Companies screen in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };

  beforeAll(async () => {
    expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Olga Obchodní'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    const db = openDatabase({ client: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite'), embedded: true });
    try {
      const now = Date.now();
      await insertProspects(db, [
        {
          name: 'Barbershop Ruda',
          address: 'Vinohradská 12',
          postal_code: '120 00',
          city: 'Praha',
          phone: '+420 601 111 222',
          website_url: 'https://barber-ruda.cz',
          extra: { web_quality_score: 2 },
        },
        {
          name: 'Kadeřnictví Žofie',
          address: 'Veveří 10',
          postal_code: '602 00',
          city: 'Brno',
          phone: '+420 602 222 333',
          email: 'zofie@example.cz',
          extra: { web_quality_score: 4, ownership_status: 'claimed' },
        },
        {
          name: 'Salon Modrá',
          address: 'Masarykova 3',
          postal_code: '370 01',
          city: 'České Budějovice',
          website_url: 'https://salon-modra.cz',
          email: SUPPRESSED,
          extra: { web_quality_score: 6, ownership_status: 'other' },
        },
        {
          name: 'Studio Zelená',
          address: 'Náměstí 1',
          postal_code: '301 00',
          city: 'Plzeň',
          website_url: 'https://studio-zelena.cz',
          extra: { web_quality_score: 9, email_sent_date: new Date(now - 2 * HOUR).toISOString(), website_interest: 'replied' },
        },
        {
          name: 'Hair & Beard Pepa',
          postal_code: '700 30',
          city: 'Ostrava',
          phone: '+420 603 333 444',
          extra: { last_call_date: new Date(now - HOUR).toISOString() },
        },
        {
          name: 'Kosmetika Stará',
          postal_code: '779 00',
          city: 'Olomouc',
          extra: { web_quality_score: 3, last_call_date: new Date(now - 5 * 24 * HOUR).toISOString() },
        },
        ...Array.from({ length: FILLERS }, (_, i) => ({
          name: `Testovací firma ${String(i + 1).padStart(3, '0')}`,
          postal_code: '110 00',
          city: 'Praha',
          extra: { web_quality_score: 7 },
        })),
        { name: 'Barbershop Bratislava', postal_code: '811 01', city: 'Bratislava', country: 'SK', extra: { web_quality_score: 1 } },
      ]);
      await db('email_suppressions').insert({ email: SUPPRESSED, reason: 'unsubscribe', created_at: new Date().toISOString() });
    } finally {
      await db.destroy();
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout });
  const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();
  const notice = (p: Page, kind: 'success' | 'error') => p.getByTestId(`companies-notice-${kind}`).locator('p').textContent();
  const focused = (l: Locator) => l.evaluate((el) => (el as unknown as { matches(selector: string): boolean }).matches(':focus'));
  const rows = (p: Page) => p.getByTestId('company-row');
  const row = (p: Page, name: string) => rows(p).filter({ has: p.getByTestId('company-name').getByText(name, { exact: true }) });

  async function adminPage(pathAndQuery = '/admin'): Promise<Page> {
    const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
    const p = await context.newPage();
    p.setDefaultTimeout(15_000);
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.message));
    (p as Page & { errors: string[] }).errors = errors;
    await p.goto(`${server.url}/prihlaseni`);
    await p.getByLabel('Email').fill(ADMIN);
    await p.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await p.getByRole('button', { name: 'Přihlásit se' }).click();
    await p.waitForURL((url) => url.pathname === '/admin');
    if (pathAndQuery !== '/admin') await p.goto(`${server.url}${pathAndQuery}`);
    return p;
  }
  const pageErrors = (p: Page) => (p as Page & { errors: string[] }).errors;

  it("lists the edition's companies with badges, statistics and paging (up to 5 page buttons; 50, 100, 500 a page)", async () => {
    const p = await adminPage();
    await poll(() => rows(p).count()).toBe(50);
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–50 z 266');
    await poll(() => p.getByRole('tab', { name: 'Správa firem' }).getAttribute('aria-selected')).toBe('true');

    // statistics of the Czech edition only: the Slovak barbershop is not counted
    await poll(() => text(p, 'companies-stats-total')).toBe('266');
    await poll(() => text(p, 'companies-stats-barbershops')).toBe('1');
    await poll(() => text(p, 'companies-stats-hairSalons')).toBe('3');
    await poll(() => text(p, 'companies-stats-withWebsite')).toBe('3');
    await poll(() => text(p, 'companies-stats-needsModernisation')).toBe('3');

    // a row: name, address and region, phone, website
    const ruda = row(p, 'Barbershop Ruda');
    await poll(() => ruda.getByTestId('company-address').textContent()).toContain('Vinohradská 12, 120 00 Praha');
    await poll(() => ruda.getByTestId('company-region').textContent()).toBe('Hlavní město Praha');
    await poll(() => ruda.getByRole('link', { name: '+420 601 111 222' }).getAttribute('href')).toBe('tel:+420601111222');
    const web = ruda.getByTestId('company-website');
    await poll(() => web.textContent()).toBe('barber-ruda.cz');
    await poll(() => web.getAttribute('target')).toBe('_blank');

    // score badges: <=2 red, <=4 yellow, <=6 blue, else green; none without a score
    const tone = (name: string) => row(p, name).getByTestId('company-score').getAttribute('data-tone');
    await poll(() => tone('Barbershop Ruda')).toBe('red');
    await poll(() => tone('Kadeřnictví Žofie')).toBe('yellow');
    await poll(() => tone('Salon Modrá')).toBe('blue');
    await poll(() => tone('Studio Zelená')).toBe('green');
    await poll(() => tone('Hair & Beard Pepa')).toBe('none');
    await poll(() => row(p, 'Barbershop Ruda').getByTestId('company-score').textContent()).toBe('2/10');
    await poll(() => row(p, 'Barbershop Ruda').getByTestId('company-score').getAttribute('aria-label')).toBe('Webové skóre 2 z 10');
    // ownership badges
    const owner = (name: string) => row(p, name).getByTestId('company-ownership').textContent();
    await poll(() => owner('Barbershop Ruda')).toBe('Nepřevzato');
    await poll(() => owner('Kadeřnictví Žofie')).toBe('Převzato');
    await poll(() => owner('Salon Modrá')).toBe('Jiné');
    // a company that answered an offer (website_interest replied) has its badge under the name
    await poll(() => row(p, 'Studio Zelená').getByTestId('company-replied').textContent()).toBe('Odpověděli na nabídku');
    await poll(() => row(p, 'Barbershop Ruda').getByTestId('company-replied').count()).toBe(0);
    // call icon blue within 3 days only; e-mail icon grey before an offer
    await poll(() => row(p, 'Hair & Beard Pepa').getByTestId('company-call').getAttribute('data-recent')).toBe('true');
    await poll(() => row(p, 'Kosmetika Stará').getByTestId('company-call').getAttribute('data-recent')).toBe('false');
    await poll(() => row(p, 'Barbershop Ruda').getByTestId('company-offer').getAttribute('data-sent')).toBe('false');

    // 266 rows at 50 a page: 6 pages, 5 page buttons
    const pager = p.getByTestId('companies-pagination');
    await poll(() => pager.getByRole('button', { name: /^Strana \d+$/ }).count()).toBe(5);
    await poll(() => p.getByTestId('companies-pagination-page-6').count()).toBe(0);
    await p.getByTestId('companies-pagination-page-3').click();
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 101–150 z 266');
    await poll(() => p.getByTestId('companies-pagination-page-3').getAttribute('aria-current')).toBe('page');
    await poll(() => rows(p).first().getByTestId('company-name').textContent()).toBe('Testovací firma 095');
    await p.getByTestId('companies-pagination-next').click();
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 151–200 z 266');
    await p.getByTestId('companies-pagination-page-6').click();
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 251–266 z 266');
    await poll(() => rows(p).count()).toBe(16);

    // page sizes: back to page 1 with each change
    await p.getByLabel('Firem na stránku').selectOption('100');
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–100 z 266');
    await poll(() => rows(p).count()).toBe(100);
    await poll(() => pager.getByRole('button', { name: /^Strana \d+$/ }).count()).toBe(3);
    await p.getByLabel('Firem na stránku').selectOption('500');
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–266 z 266');
    await poll(() => rows(p).count()).toBe(266);
    await poll(() => p.getByTestId('companies-pagination').count()).toBe(0);
    expect(pageErrors(p)).toEqual([]);
  });

  it('searches on the server 3 s after typing stops (or at once on Enter) and filters by web score', async () => {
    const p = await adminPage();
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–50 z 266');
    const search = p.getByLabel('Hledat firmy');

    const typedAt = Date.now();
    await search.fill('zofie'); // without diacritics
    await p.waitForTimeout(2000);
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–50 z 266');
    await poll(() => text(p, 'companies-search-hint')).toBe('Hledání se použije za chvíli…');
    await poll(() => rows(p).count()).toBe(1);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(3000);
    await poll(() => rows(p).getByTestId('company-name').textContent()).toBe('Kadeřnictví Žofie');
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–1 z 1');

    // over address, phone and website too; Enter applies at once
    await search.fill('vinohradská');
    await search.press('Enter');
    await poll(() => rows(p).getByTestId('company-name').allTextContents(), 2500).toEqual(['Barbershop Ruda']);
    await search.fill('603333');
    await search.press('Enter');
    await poll(() => rows(p).getByTestId('company-name').allTextContents(), 2500).toEqual(['Hair & Beard Pepa']);
    await search.fill('studio-zelena.cz');
    await search.press('Enter');
    await poll(() => rows(p).getByTestId('company-name').allTextContents(), 2500).toEqual(['Studio Zelená']);

    // nothing matches: the filtered empty state
    await search.fill('nic takového neexistuje');
    await search.press('Enter');
    await poll(() => text(p, 'companies-empty')).toBe('Žádné firmy neodpovídají filtru.');
    await search.fill('');
    await search.press('Enter');
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–50 z 266');

    // web score filter: 1-2, 3-4, 5+ or one exact score
    const score = p.getByLabel('Webové skóre', { exact: true });
    const names = () => rows(p).getByTestId('company-name').allTextContents();
    await score.selectOption('1-2');
    await poll(names).toEqual(['Barbershop Ruda']);
    await score.selectOption('3-4');
    await poll(names).toEqual(['Kadeřnictví Žofie', 'Kosmetika Stará']);
    await score.selectOption('5+');
    await poll(() => text(p, 'companies-footer')).toBe('Zobrazeno 1–50 z 262');
    await score.selectOption('9');
    await poll(names).toEqual(['Studio Zelená']);
    // filter and search together
    await score.selectOption('7');
    await search.fill('firma 26');
    await search.press('Enter');
    await poll(names).toEqual(['Testovací firma 260']);
    await poll(() => score.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Všechna skóre', '1-2 Vysoká priorita', '3-4 Potřebuje modernizaci', '5+ Dobrý']),
    );
    expect(pageErrors(p)).toEqual([]);
  });

  it('adds Instagram and Facebook links through a dialog (nothing while empty; refused addresses say why)', async () => {
    const p = await adminPage();
    const ruda = row(p, 'Barbershop Ruda');
    const instagram = ruda.getByTestId('company-instagram');
    await instagram.waitFor();
    await poll(() => instagram.getAttribute('data-set')).toBe('false');
    await poll(() => instagram.getAttribute('aria-label')).toBe('Instagram: přidat odkaz pro Barbershop Ruda');
    await instagram.click();
    const dialog = p.getByRole('dialog', { name: 'Instagram – odkaz na profil' });
    await dialog.waitFor();
    const url = dialog.getByLabel('URL profilu na Instagram');
    await poll(() => focused(url)).toBe(true);
    // empty: nothing to save
    await poll(() => dialog.getByTestId('social-dialog-save').isDisabled()).toBe(true);
    await url.press('Enter');
    await poll(() => dialog.isVisible()).toBe(true);
    await url.fill('instagram.com/barberruda');
    await dialog.getByTestId('social-dialog-save').click();
    await poll(() => notice(p, 'success')).toBe('Instagram URL úspěšně přidáno!');
    await poll(() => p.getByTestId('social-dialog').count()).toBe(0);
    await poll(() => instagram.getAttribute('data-set')).toBe('true');
    await poll(() => instagram.getAttribute('title')).toBe('https://instagram.com/barberruda');
    // focus goes back to the button that opened the dialog
    await poll(() => focused(instagram)).toBe(true);

    // a Facebook address that is not Facebook's: the server's reason, the dialog stays open
    await ruda.getByTestId('company-facebook').click();
    const fb = p.getByRole('dialog', { name: 'Facebook – odkaz na profil' });
    await fb.getByLabel('URL profilu na Facebook').fill('https://example.com/ruda');
    await fb.getByLabel('URL profilu na Facebook').press('Enter');
    await poll(() => text(p, 'social-dialog-error')).toBe('Chyba při ukládání URL: Zadejte adresu profilu na facebook.com');
    // Escape closes without saving
    await p.keyboard.press('Escape');
    await poll(() => p.getByTestId('social-dialog').count()).toBe(0);
    await poll(() => ruda.getByTestId('company-facebook').getAttribute('data-set')).toBe('false');

    // the link was stored: it survives a reload
    await p.reload();
    await poll(() => row(p, 'Barbershop Ruda').getByTestId('company-instagram').getAttribute('data-set')).toBe('true');
    expect(pageErrors(p)).toEqual([]);
  });

  it('logs a call: the call icon turns blue; a failed call says why', async () => {
    const p = await adminPage();
    const call = row(p, 'Studio Zelená').getByTestId('company-call');
    await call.waitFor();
    await poll(() => call.getAttribute('data-recent')).toBe('false');
    await call.click();
    await poll(() => call.getAttribute('data-recent')).toBe('true');
    await poll(() => notice(p, 'success')).toBe('Hovor s firmou Studio Zelená byl zaznamenán.');
    await poll(() => call.getAttribute('aria-label')).toMatch(
      /^Zaznamenat hovor: Studio Zelená \(Poslední hovor .+, hovor v posledních 3 dnech\)$/,
    );
    await p.reload();
    await poll(() => row(p, 'Studio Zelená').getByTestId('company-call').getAttribute('data-recent')).toBe('true');

    // the server refuses: 'Chyba při označení hovoru: ' plus its message
    await p.route(
      (u) => /^\/api\/admin\/prospects\/\d+\/call$/.test(u.pathname),
      (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Firma nenalezena', code: 'not_found' }),
        }),
    );
    await row(p, 'Kosmetika Stará').getByTestId('company-call').click();
    await poll(() => notice(p, 'error')).toBe('Chyba při označení hovoru: Firma nenalezena');
    await poll(() => row(p, 'Kosmetika Stará').getByTestId('company-call').getAttribute('data-recent')).toBe('false');
    expect(pageErrors(p)).toEqual([]);
  });

  it('sends an offer: template and recipient required, the e-mail icon turns green and the queue holds the message', async () => {
    const p = await adminPage();
    const zofie = row(p, 'Kadeřnictví Žofie');
    const offer = zofie.getByTestId('company-offer');
    await offer.waitFor();
    await poll(() => offer.getAttribute('data-sent')).toBe('false');
    await offer.click();
    const modal = p.getByRole('dialog', { name: 'Poslat nabídku' });
    await modal.waitFor();
    await poll(() => text(p, 'offer-company')).toBe('Kadeřnictví Žofie');
    // the company's own address; the send button waits for a template
    const to = modal.getByLabel('E-mail příjemce');
    await poll(() => to.inputValue()).toBe('zofie@example.cz');
    await poll(() => to.getAttribute('type')).toBe('email');
    await poll(() => text(p, 'offer-to-hint')).toBe('Adresa z údajů firmy.');
    const send = modal.getByTestId('offer-send');
    await poll(() => send.isDisabled()).toBe(true);
    const template = modal.getByLabel('Šablona');
    await poll(() => template.locator('option').count()).toBeGreaterThan(1);
    await template.selectOption({ label: 'Nabídka pro firmy' });
    await poll(() => send.isDisabled()).toBe(false);
    // an empty recipient disables it again
    await to.fill('');
    await poll(() => send.isDisabled()).toBe(true);
    await to.fill('zofie@example.cz');
    await send.click();
    await poll(() => notice(p, 'success')).toBe('Email přidán do fronty k odeslání!');
    await poll(() => p.getByTestId('offer-modal').count()).toBe(0);
    // the list reloads: the e-mail icon is green
    await poll(() => offer.getAttribute('data-sent')).toBe('true');
    await poll(() => offer.getAttribute('aria-label')).toMatch(
      /^Poslat nabídku: Kadeřnictví Žofie \(Nabídka odeslána .+ \(šablona Nabídka pro firmy\)\)$/,
    );

    // no address but a phone: a guess from the name
    await row(p, 'Barbershop Ruda').getByTestId('company-offer').click();
    const guess = p.getByRole('dialog', { name: 'Poslat nabídku' });
    await poll(() => guess.getByLabel('E-mail příjemce').inputValue()).toBe('info@barbershopruda.cz');
    await poll(() => text(p, 'offer-to-hint')).toBe('Adresa je odhad z názvu firmy; ověřte ji.');
    await guess.getByTestId('offer-cancel').click();
    await poll(() => p.getByTestId('offer-modal').count()).toBe(0);

    // an unsubscribed address: 'Chyba při odesílání emailu' and the server's reason, nothing queued
    await row(p, 'Salon Modrá').getByTestId('company-offer').click();
    const refused = p.getByRole('dialog', { name: 'Poslat nabídku' });
    await poll(() => refused.getByLabel('E-mail příjemce').inputValue()).toBe(SUPPRESSED);
    await poll(() => refused.getByLabel('Šablona').locator('option').count()).toBeGreaterThan(1);
    await refused.getByLabel('Šablona').selectOption({ label: 'Nabídka pro firmy' });
    await refused.getByTestId('offer-send').click();
    await poll(() => text(p, 'offer-error')).toBe(
      `Chyba při odesílání emailu: Adresa ${SUPPRESSED} se odhlásila z odběru; nabídku jí nepošleme.`,
    );
    await p.keyboard.press('Escape');
    await poll(() => row(p, 'Salon Modrá').getByTestId('company-offer').getAttribute('data-sent')).toBe('false');

    // the queue holds the offer (rendered for the company) until the queue job runs
    await p.goto(`${server.url}/admin/email`);
    await p.getByTestId('mail-folder-queue').click();
    const queued = p.getByTestId('mail-queue-row').filter({ hasText: 'zofie@example.cz' });
    await queued.waitFor();
    await poll(() => queued.getByTestId('mail-queue-subject').textContent()).toBe(
      'Kadeřnictví Žofie: nové zákazníky a online rezervace zdarma',
    );
    await poll(() => queued.getByTestId('mail-queue-status').textContent()).toBe('Čeká');
    await poll(() => p.getByTestId('mail-queue-row').filter({ hasText: SUPPRESSED }).count()).toBe(0);
    expect(pageErrors(p)).toEqual([]);
  });

  it('shows the error panel with Zkusit znovu, zero statistics when they fail, and the empty database state', async () => {
    const p = await adminPage();
    await poll(() => rows(p).count()).toBe(50);
    // the list fails: the server's message; no answer at all: the screen's default message
    const listRoute = (u: URL) => u.pathname === '/api/admin/prospects';
    await p.route(listRoute, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Databáze je dočasně nedostupná', code: 'unavailable' }),
      }),
    );
    await p.getByTestId('companies-refresh').click();
    await poll(() => text(p, 'companies-error')).toContain('Chyba při načítání dat');
    await poll(() => text(p, 'companies-error-message')).toBe('Databáze je dočasně nedostupná');
    await p.unroute(listRoute);
    await p.route(listRoute, (route) => route.abort('connectionrefused'));
    await p.getByRole('button', { name: 'Zkusit znovu' }).click();
    await poll(() => text(p, 'companies-error-message')).toBe('Chyba připojení k PostgreSQL databázi');
    await p.unroute(listRoute);
    await p.getByRole('button', { name: 'Zkusit znovu' }).click();
    await poll(() => rows(p).count()).toBe(50);
    await poll(() => p.getByTestId('companies-error').count()).toBe(0);

    // statistics failure: zero counts
    await p.route(
      (u) => u.pathname === '/api/admin/prospects/stats',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Interní chyba serveru', code: 'internal' }),
        }),
    );
    await p.reload();
    await poll(() => p.getByTestId('companies-stats-failed').count()).toBe(1);
    for (const key of ['total', 'barbershops', 'hairSalons', 'withWebsite', 'needsModernisation'])
      await poll(() => text(p, `companies-stats-${key}`)).toBe('0');
    await poll(() => rows(p).count()).toBe(50);

    // an edition without companies: the empty database state
    const pl = await adminPage('/admin?country=PL');
    await poll(() => text(pl, 'companies-empty')).toBe('Žádné firmy v databázi.');
    await poll(() => text(pl, 'companies-stats-total')).toBe('0');
    expect(pageErrors(p)).toEqual([]);
    expect(pageErrors(pl)).toEqual([]);
  });

  it('shows the Analytics tab: Demo on a local host, no dashboard without analytics, keyboard tabs', async () => {
    const p = await adminPage();
    const manage = p.getByRole('tab', { name: 'Správa firem' });
    await manage.focus();
    await p.keyboard.press('ArrowRight');
    const analytics = p.getByRole('tab', { name: 'Analytics' });
    await poll(() => analytics.getAttribute('aria-selected')).toBe('true');
    await poll(() => focused(analytics)).toBe(true);
    await poll(() => new URL(p.url()).searchParams.get('tab')).toBe('analytics');
    await poll(() => text(p, 'analytics-mode')).toBe('Demo');
    await poll(() => text(p, 'analytics-unavailable')).toContain('Webová analytika není k dispozici.');
    await poll(() => p.getByTestId('analytics-dashboard').count()).toBe(0);
    // only real figures: the company statistics
    await poll(() => text(p, 'analytics-stats-total')).toBe('266');
    await p.keyboard.press('ArrowLeft');
    await poll(() => manage.getAttribute('aria-selected')).toBe('true');
    await poll(() => rows(p).count()).toBe(50);
    expect(pageErrors(p)).toEqual([]);
  });

  it('imports a CSV upload (dry run first), reporting rejected rows by line', async () => {
    const p = await adminPage();
    await poll(() => text(p, 'companies-stats-total')).toBe('266');
    await p.getByRole('button', { name: 'Importovat CSV' }).click();
    const modal = p.getByRole('dialog', { name: 'Import firem z CSV' });
    await modal.waitFor();
    await poll(() => modal.getByTestId('import-run').isDisabled()).toBe(true);
    const csv = [
      'název;adresa;psč;město;telefon;web;email',
      'Barber Nový;Husova 1;110 00;Praha;+420 604 444 555;https://barber-novy.cz;novy@example.cz',
      ';Bez názvu 2;110 00;Praha;;;',
      'Kadeřnictví Nová vlna;Lidická 5;602 00;Brno;+420 605 555 666;;',
    ].join('\n');
    await modal.getByLabel('Soubor CSV').setInputFiles({ name: 'firmy.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await modal.getByLabel('Jen zkušební běh (nic se neuloží)').check();
    await modal.getByTestId('import-run').click();
    await poll(() => text(p, 'import-summary')).toBe(
      'Zkušební běh dokončen (nic nebylo uloženo): nové 2, aktualizované 0, beze změny 0, odmítnuté 1',
    );
    await poll(() => text(p, 'import-rejected')).toContain('Řádek 3: ');
    await poll(() => text(p, 'companies-stats-total')).toBe('266');

    await modal.getByLabel('Jen zkušební běh (nic se neuloží)').uncheck();
    await modal.getByTestId('import-run').click();
    await poll(() => text(p, 'import-summary')).toBe('Import dokončen: nové 2, aktualizované 0, beze změny 0, odmítnuté 1');
    await modal.getByTestId('import-close').click();
    await poll(() => text(p, 'companies-stats-total')).toBe('268');
    await poll(() => text(p, 'companies-stats-barbershops')).toBe('2');
    await p.getByLabel('Hledat firmy').fill('nová vlna');
    await p.getByLabel('Hledat firmy').press('Enter');
    await poll(() => rows(p).getByTestId('company-name').allTextContents()).toEqual(['Kadeřnictví Nová vlna']);
    expect(pageErrors(p)).toEqual([]);
  });
});
