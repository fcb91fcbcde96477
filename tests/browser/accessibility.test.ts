import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src/core/index.js';
import { launchChromium, logIn, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { mailAccount, receivedEmail } from '../helpers/inbox.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'pristupnost.admin@example.cz';
const OWNER = 'pristupnost.firma@example.cz';
/** Many screens in one test, each audited in a few seconds on a loaded machine. */
const SCREENS_TIMEOUT = 300_000;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Violations of a page (`path`) that are known and not yet fixed, by axe rule id. Each entry is a debt:
 * the rule still runs everywhere else and on every other node kind of the page.
 */
const KNOWN: Record<string, readonly string[]> = {};

interface Violation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * axe-core over every screen in Chromium against the real `marketplace serve` (demo data): the public
 * pages, the customer's /klient, each section of the salon's /firma and the /admin screens have no
 * serious or critical violation.
 */
describe('accessibility (axe-core) in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  let companySlug: string;
  let companyId: number;
  let customer: { email: string; password: string };

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const company = await withDb((db) => db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id', 'slug'));
    companySlug = company.slug;
    companyId = Number(company.id);
    for (const args of [
      ['--email', ADMIN, '--role', 'admin', '--name', 'Alena Přístupná'],
      ['--email', OWNER, '--role', 'company', '--company', String(company.id), '--name', 'Filip Přístupný'],
    ]) {
      const res = await runCli(['users', 'create', '--password', PASSWORD, ...args], env);
      expect(res.exitCode, res.stderr).toBe(0);
    }
    // the demo's customer: bookings in every state (upcoming, completed and reviewed, cancelled, missed)
    const accounts = await runCli(['demo', 'accounts', '--json'], env);
    expect(accounts.exitCode, accounts.stderr).toBe(0);
    customer = (JSON.parse(accounts.stdout) as { accounts: Array<{ role: string; email: string; password: string }> }).accounts.find(
      (a) => a.role === 'customer',
    )!;
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    // the app's Content-Security-Policy allows no inline script: axe is injected past it
    const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', bypassCSP: true, colorScheme });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  /** Opens `path`, waits for `ready` (the state that proves the screen has rendered), runs axe and returns the serious and critical violations. */
  async function audit(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
    await page.goto(`${server.url}${path}`);
    return auditShown(page, path, ready);
  }

  /** The same audit of what the page shows now (a message opened, a dialog up), named `path` in the report. */
  async function auditShown(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
    await ready(page);
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 3000 })
      .catch(() => undefined); // lists still loading
    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate<Violation[]>('axe.run(document).then((r) => r.violations)');
    const known = KNOWN[path] ?? [];
    return violations
      .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !known.includes(v.id))
      .map(
        (v) =>
          `${path}: ${v.id} (${v.impact}) on ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
      );
  }

  const heading = (name?: string | RegExp) => (page: Page) =>
    page
      .getByRole('heading', { level: 1, ...(name ? { name } : {}) })
      .first()
      .waitFor();
  const testId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor();

  it(
    'finds no serious or critical violation on the public pages',
    async () => {
      const page = await newPage();
      const screens: Array<[string, (page: Page) => Promise<unknown>]> = [
        ['/', testId('featured-companies')],
        ['/search?q=kadernictvi', testId('search-results')],
        ['/katalog', testId('category-grid')],
        ['/katalog/krasa', testId('category-companies')],
        ['/praha', heading()],
        ['/mesta', testId('city-card')],
        [`/firma/${companySlug}`, heading()],
        ['/prihlaseni', testId('login-submit')],
        ['/registrace', testId('register-submit')],
        ['/registrace-firmy', testId('company-reg-next')],
        ['/pro-firmy', testId('plan-starter')],
        ['/obchodni-podminky', heading()],
        ['/ochrana-osobnich-udaju', heading()],
        ['/tato-stranka-neexistuje/ani-tato', heading()],
      ];
      const found: string[] = [];
      for (const [path, ready] of screens) found.push(...(await audit(page, path, ready)));
      expect(found).toEqual([]);
      await page.context().close();
    },
    SCREENS_TIMEOUT,
  );

  it(
    "finds no serious or critical violation on the customer's /klient tabs",
    async () => {
      const page = await newPage();
      await logIn(page, server.url, customer.email, customer.password, '/klient');
      const found: string[] = [];
      for (const tab of ['overview', 'bookings', 'offers', 'profile']) {
        const ready =
          tab === 'bookings'
            ? testId('customer-booking-status')
            : (p: Page) => p.getByRole('tab', { name: /.+/, selected: true }).waitFor();
        found.push(...(await audit(page, `/klient?tab=${tab}`, ready)));
      }
      expect(found).toEqual([]);
      await page.context().close();
    },
    SCREENS_TIMEOUT,
  );

  const SALON_SECTIONS = [
    'nastenka',
    'kalendar',
    'rezervace',
    'klienti',
    'sluzby',
    'zamestnanci',
    'ulohy',
    'emaily',
    'socialni-site',
    'eshop',
    'finance',
    'reporty',
    'marketing',
    'kampane',
    'outdoor',
    'predmety',
    'ai-pravnik',
    'pobocky',
    'nastaveni',
  ];

  it(
    "finds no serious or critical violation in any section of the salon's /firma",
    async () => {
      const page = await newPage();
      await logIn(page, server.url, OWNER, PASSWORD, '/firma');
      const found: string[] = [];
      for (const section of SALON_SECTIONS) found.push(...(await audit(page, `/firma?sekce=${section}`, testId('salon-title'))));
      // Nastavení's mailbox panel, its form loaded
      found.push(...(await audit(page, '/firma?sekce=nastaveni#schranka', testId('mailbox'))));
      expect(found).toEqual([]);
      await page.context().close();
    },
    SCREENS_TIMEOUT,
  );

  it(
    'finds no serious or critical violation in the dark theme (a visitor whose system is dark): /firma, /klient and the main /admin screens',
    async () => {
      const dark = (ready: (page: Page) => Promise<unknown>) => async (page: Page) => {
        await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
        await ready(page);
      };
      const found: string[] = [];
      const owner = await newPage('dark');
      await logIn(owner, server.url, OWNER, PASSWORD, '/firma');
      for (const section of SALON_SECTIONS) found.push(...(await audit(owner, `/firma?sekce=${section}`, dark(testId('salon-title')))));
      await owner.context().close();
      const client = await newPage('dark');
      await logIn(client, server.url, customer.email, customer.password, '/klient');
      found.push(...(await audit(client, '/klient?tab=bookings', dark(testId('customer-booking-status')))));
      await client.context().close();
      const admin = await newPage('dark');
      await logIn(admin, server.url, ADMIN, PASSWORD, '/admin');
      for (const path of ['/admin', '/admin/webhosting', '/admin/eshop', '/admin/tasks', '/admin/settings'])
        found.push(...(await audit(admin, path, dark(testId('admin-shell')))));
      await admin.context().close();
      expect(found).toEqual([]);
    },
    SCREENS_TIMEOUT,
  );

  it(
    'finds no serious or critical violation in the inbox: the list, an opened message, the delete dialog, and the salon E-maily',
    async () => {
      await withDb(async (db) => {
        for (const companyOf of [null, companyId]) {
          const account = await mailAccount(db, companyOf);
          await receivedEmail(db, { account, subject: 'Dotaz na termín', body_html: '<p>Dobrý <b>den</b></p>', received_at: new Date() });
          await receivedEmail(db, {
            account,
            subject: 'Undelivered Mail Returned to Sender',
            kind: 'bounce',
            bounce: {
              recipient: 'nikdo@example.cz',
              status: '5.1.1',
              action: 'failed',
              diagnostic: 'User unknown',
              hard: true,
              originalMessageId: null,
            },
            attachments: [{ name: 'zprava.txt', size: 120, content_type: 'text/plain', part: '2' }],
            received_at: new Date(Date.now() - 3 * 24 * 3600_000),
            is_read: true,
            is_starred: true,
          });
        }
      });
      const found: string[] = [];
      const admin = await newPage();
      await logIn(admin, server.url, ADMIN, PASSWORD, '/admin');
      found.push(...(await audit(admin, '/admin/email', testId('mail-inbox-row'))));
      found.push(...(await audit(admin, '/admin/email?view=starred', testId('mail-inbox-row'))));
      await admin.getByTestId('mail-inbox-open').first().click();
      found.push(...(await auditShown(admin, '/admin/email (opened)', testId('mail-inbox-text'))));
      await admin.getByTestId('mail-inbox-delete').click();
      found.push(...(await auditShown(admin, '/admin/email (delete dialog)', testId('mail-inbox-confirm'))));
      await admin.context().close();

      const owner = await newPage();
      await logIn(owner, server.url, OWNER, PASSWORD, '/firma');
      found.push(...(await audit(owner, '/firma?sekce=emaily', testId('mail-inbox-row'))));
      await owner.getByTestId('mail-inbox-open').first().click();
      found.push(...(await auditShown(owner, '/firma?sekce=emaily (opened)', testId('mail-inbox-detail'))));
      await owner.context().close();
      expect(found).toEqual([]);
    },
    SCREENS_TIMEOUT,
  );

  it(
    'finds no serious or critical violation on the /admin screens',
    async () => {
      const page = await newPage();
      await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
      const screens = [
        '/admin',
        '/admin?tab=analytics',
        '/admin/web-projects',
        '/admin/webhosting',
        '/admin/analytics',
        '/admin/webserver',
        '/admin/tasks',
        '/admin/email',
        '/admin/email?folder=sent',
        '/admin/email?folder=drafts',
        '/admin/email?folder=queue',
        '/admin/templates',
        '/admin/campaigns',
        '/admin/email-analytics',
        '/admin/settings',
        '/admin/settings?tab=email',
        '/admin/settings?tab=security',
        '/admin/settings?tab=notifications',
        '/admin/settings?tab=appearance',
        '/admin/settings?tab=database',
      ];
      const found: string[] = [];
      for (const path of screens) found.push(...(await audit(page, path, testId('admin-shell'))));
      // E-mail analytics with the demo's figures, chart and table
      found.push(...(await audit(page, '/admin/email-analytics', testId('email-analytics-figures'))));
      // Nastavení › Email with the IMAP mailbox form loaded
      found.push(...(await audit(page, '/admin/settings?tab=email', testId('imap'))));
      // the notifications: the full panel with one, and the bell's dropdown open over a screen
      await withDb(async (db) => {
        const core = createCore({ db, config: { version: 'test', domains: {}, secret: 'test-secret-of-the-accessibility-test-01' } });
        try {
          await core.notifications.notify({
            companyId: null,
            type: 'email_sent',
            title: 'Email byl odeslán',
            data: { recipient: 'jana@example.cz' },
          });
        } finally {
          core.mail.close();
        }
      });
      found.push(...(await audit(page, '/admin/email?folder=notifications', testId('notification-item'))));
      // the Email Center's tabs with the demo's scheduled e-mails, labels and folders, and the scheduling form
      for (const [tab, ready] of [
        ['campaigns', 'center-campaigns'],
        ['scheduled', 'scheduled-item'],
        ['labels', 'label-row'],
        ['folders', 'folder-row'],
        ['notifications', 'notification-item'],
        ['analytics', 'center-card-total'],
      ]) {
        found.push(...(await audit(page, `/admin/email?tab=${tab}`, testId(ready!))));
      }
      // the Campaign screen: the demo's campaigns, the create form, a detail with its recipients and the delete confirmation
      found.push(...(await audit(page, '/admin/email?tab=campaigns', testId('center-campaign-list'))));
      found.push(...(await audit(page, '/admin/campaigns', testId('campaign-row'))));
      found.push(...(await audit(page, '/admin/campaigns/new', testId('campaign-editor'))));
      const paused = await withDb(async (db) => Number((await db('email_campaigns').where({ status: 'paused' }).first('id'))?.id));
      found.push(...(await audit(page, `/admin/campaigns/${paused}`, testId('campaign-recipient-row'))));
      await page.getByTestId('campaign-delete').click();
      found.push(...(await auditShown(page, '/admin/campaigns/:id (delete dialog)', testId('campaign-confirm-delete'))));
      await page.getByTestId('campaign-confirm-delete-cancel').click();
      await page.goto(`${server.url}/admin/email?tab=scheduled`);
      await page.getByTestId('center-tab-scheduled').click();
      await page.getByTestId('scheduled-create').click();
      found.push(...(await auditShown(page, '/admin/email?tab=scheduled (form)', testId('scheduled-form'))));
      found.push(
        ...(await audit(page, '/admin/templates', async (p) => {
          await p.getByTestId('notification-badge').waitFor();
          await p.getByTestId('notification-bell').click();
          await p.getByTestId('notification-dropdown').getByTestId('notification-item').first().waitFor();
        })),
      );
      expect(found).toEqual([]);
      await page.context().close();
    },
    SCREENS_TIMEOUT,
  );
});
