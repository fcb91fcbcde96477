import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { mailAccount, receivedEmail } from '../helpers/inbox.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'centrum.admin@example.cz';
const DAY = 86_400_000;

/** A datetime-local value `days` ahead at 10:00 in Prague (the page's zone). */
const localAt = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  return `${date}T10:00`;
};

/**
 * The Email Center (/admin/email) in Chromium against the real `marketplace serve` (demo data, jobs off): the tabs
 * (ARIA tablist, arrow keys, ?tab=), the badges and header counts, scheduling an e-mail, a label, a
 * nested folder, and an opened e-mail labelled and moved into a folder, then the folder deleted with
 * its confirmation.
 */
describe('Email Center in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];
  let page: Page;
  let emailId = 0;

  beforeAll(async () => {
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Cecílie Centrální'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    emailId = await withDb(async (db) =>
      receivedEmail(db, {
        account: await mailAccount(db, null),
        subject: 'Poptávka prezentace',
        from_email: 'lucie@example.cz',
        body_text: 'Dobrý den, máme zájem o prezentaci.',
        received_at: new Date(Date.now() - 3_600_000),
      }),
    );
    browser = await launchChromium();
    page = await newCzechPage(browser, { errors });
    await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  const selected = () => page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-testid');
  const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
  const tabParam = () => new URL(page.url()).searchParams.get('tab');

  it('shows the inbox tab by default with the e-mail client, and moves between tabs by keyboard and in the address', async () => {
    await page.goto(`${server.url}/admin/email`);
    await page.getByTestId('mail-client').waitFor();
    await poll(selected).toBe('center-tab-inbox');
    // the demo's operator mailbox (an .example host, never synced) says so, with the way to connect a real one
    await poll(() => page.getByTestId('mail-inbox-demo').textContent()).toContain('ukázková schránka dema');
    expect(await page.getByTestId('mail-inbox-demo').getByRole('link', { name: 'Připojit vlastní schránku' }).count()).toBe(1);
    // the operator's mailbox: the e-mail made here, and the demo's when it has some
    const { total, unread } = await withDb(async (db) => {
      const operator = () => db({ r: 'received_emails' }).join({ a: 'mail_accounts' }, 'a.id', 'r.account_id').whereNull('a.company_id');
      const count = async (q: ReturnType<typeof operator>) => Number((await q.count({ n: '*' }).first())?.n ?? 0);
      return { total: await count(operator()), unread: await count(operator().where({ 'r.is_read': false, 'r.is_archived': false })) };
    });
    expect(unread).toBeGreaterThan(0);
    await poll(() => page.getByTestId('center-badge-inbox').textContent()).toBe(String(unread));
    const unreadWord = unread === 1 ? 'nepřečtený' : unread >= 2 && unread <= 4 ? 'nepřečtené' : 'nepřečtených';
    await poll(() => page.getByTestId('center-counts').textContent()).toContain(`${unread} ${unreadWord}`);
    await poll(() => page.getByTestId('center-footer').textContent()).toContain(`Celkem emailů: ${total} · Nepřečtených: ${unread}`);
    expect(await page.getByRole('tablist').getAttribute('aria-label')).toBe('Sekce Email Center');
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('center-tab-inbox');

    await page.getByTestId('center-tab-inbox').focus();
    await page.keyboard.press('ArrowRight');
    await poll(selected).toBe('center-tab-campaigns');
    await poll(focused).toBe('center-tab-campaigns');
    await poll(tabParam).toBe('campaigns');
    await page.getByTestId('center-campaigns-link').waitFor();
    await page.keyboard.press('End');
    await poll(selected).toBe('center-tab-analytics');
    await poll(() => page.getByTestId('center-card-total').textContent()).toContain(total.toLocaleString('cs-CZ'));
    await page.keyboard.press('ArrowRight');
    await poll(selected).toBe('center-tab-inbox');
    await poll(tabParam).toBe(null);
    await page.keyboard.press('ArrowLeft');
    await poll(selected).toBe('center-tab-analytics');

    // the e-mail client's folders still answer to ?folder=
    await page.goto(`${server.url}/admin/email?folder=sent`);
    await poll(selected).toBe('center-tab-inbox');
    await page.getByTestId('mail-folder-sent').waitFor();
    expect(await page.getByTestId('mail-folder-sent').getAttribute('aria-current')).toBe('page');
  });

  it('schedules an e-mail: the required fields, the list with its status, preview and badge, then cancels it', async () => {
    await page.goto(`${server.url}/admin/email?tab=scheduled`);
    // the demo's scheduled e-mails are listed
    await poll(() => page.getByTestId('scheduled-item').count()).toBeGreaterThan(0);
    const before = await page.getByTestId('scheduled-item').count();
    await page.getByTestId('scheduled-create').click();
    await page.getByTestId('scheduled-form').waitFor();
    await page.getByTestId('scheduled-submit').click();
    await poll(() => page.getByTestId('scheduled-to-error').textContent()).toBe('Zadejte platný e-mail příjemce');

    await page.getByTestId('scheduled-to').fill('  klient@example.cz ');
    await page.getByTestId('scheduled-subject').fill('Připomínka schůzky');
    await page.getByTestId('scheduled-text').fill('Dobrý den, '.repeat(20));
    await page.getByTestId('scheduled-at').fill(localAt(1));
    await page.getByTestId('scheduled-submit').click();
    await poll(() => page.getByTestId('scheduled-item').count()).toBe(before + 1);
    const item = page.getByTestId('scheduled-item').filter({ hasText: 'Připomínka schůzky' });
    expect(await item.getByTestId('scheduled-status').textContent()).toBe('Plánovaný');
    expect(await item.textContent()).toContain('klient@example.cz');
    expect(await item.textContent()).toContain('10:00');
    expect(await item.textContent()).toContain('…');
    const waiting = await withDb(async (db) =>
      Number((await db('scheduled_emails').where({ status: 'scheduled' }).count({ n: '*' }).first())?.n),
    );
    await poll(() => page.getByTestId('center-badge-scheduled').textContent()).toBe(String(waiting));
    const row = await withDb((db) => db('scheduled_emails').where({ subject: 'Připomínka schůzky' }).first());
    expect(row).toMatchObject({
      to_email: 'klient@example.cz',
      subject: 'Připomínka schůzky',
      status: 'scheduled',
      timezone: 'Europe/Prague',
    });

    // cancel after the confirmation: grey 'Zrušený'
    await item.getByTestId('scheduled-cancel').click();
    await poll(() => page.getByTestId('scheduled-confirm').textContent()).toContain('Opravdu zrušit plánovaný email?');
    await page.getByTestId('scheduled-confirm').getByRole('button', { name: 'Zrušit', exact: true }).last().click();
    await poll(() => item.getByTestId('scheduled-status').textContent()).toBe('Zrušený');
  });

  it('schedules an e-mail with attachments (a blocked type refused), lists them, removes one in the edit, deletes them with the e-mail', async () => {
    await page.goto(`${server.url}/admin/email?tab=scheduled`);
    await page.getByTestId('scheduled-create').click();
    await page.getByTestId('scheduled-to').fill('podklady@example.cz');
    await page.getByTestId('scheduled-subject').fill('Podklady k nabídce');
    await page.getByTestId('scheduled-at').fill(localAt(2));
    await page.getByTestId('scheduled-files').setInputFiles([
      { name: 'nabídka.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nabídka') },
      { name: 'ceník.txt', mimeType: 'text/plain', buffer: Buffer.from('Střih 450 Kč') },
      { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: 'obrazek.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') },
    ]);
    await poll(() => page.getByTestId('scheduled-rejected').textContent()).toContain('virus.exe');
    await poll(() => page.getByTestId('scheduled-rejected').textContent()).toContain('obrazek.svg');
    expect(await page.getByTestId('scheduled-file-list').locator('li').allTextContents()).toHaveLength(2);
    await page.getByTestId('scheduled-submit').click();
    const item = page.getByTestId('scheduled-item').filter({ hasText: 'Podklady k nabídce' });
    await poll(() => item.getByTestId('scheduled-attachments').locator('li').allTextContents()).toEqual([
      'nabídka.pdf (17 B)',
      'ceník.txt (14 B)',
    ]);
    const id = await withDb(async (db) => (await db('scheduled_emails').where({ subject: 'Podklady k nabídce' }).first()).id as number);
    const stored = () =>
      withDb((db) => db('scheduled_email_attachments').where({ scheduled_email_id: id }).orderBy('id').pluck('filename'));
    expect(await stored()).toEqual(['nabídka.pdf', 'ceník.txt']);

    await item.getByTestId('scheduled-edit').click();
    await page.getByTestId('scheduled-form').getByRole('button', { name: 'Odebrat přílohu ceník.txt' }).click();
    await page.getByTestId('scheduled-submit').click();
    await poll(() => item.getByTestId('scheduled-attachments').locator('li').allTextContents()).toEqual(['nabídka.pdf (17 B)']);
    expect(await stored()).toEqual(['nabídka.pdf']);

    await item.getByTestId('scheduled-delete').click();
    await page.getByTestId('scheduled-confirm').getByRole('button', { name: 'Smazat', exact: true }).click();
    await poll(() => item.count()).toBe(0);
    expect(await stored()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('creates a label and nested folders, collapses the tree', async () => {
    await page.goto(`${server.url}/admin/email?tab=labels`);
    await poll(() => page.getByTestId('label-row').count()).toBeGreaterThan(0);
    await page.getByTestId('label-name').fill('Zákazníci');
    await page.locator('[data-testid="label-color"] label').nth(3).click();
    await page.getByTestId('label-submit').click();
    await poll(() => page.getByTestId('label-row-name').allTextContents()).toContain('Zákazníci');
    expect(await withDb((db) => db('email_labels').where({ name: 'Zákazníci' }).select('name', 'color'))).toEqual([
      { name: 'Zákazníci', color: '#22c55e' },
    ]);

    await page.getByTestId('center-tab-folders').click();
    await poll(() => page.getByTestId('folder-row').count()).toBeGreaterThan(0);
    await page.getByTestId('folder-name').fill('Projekty');
    await page.getByTestId('folder-submit').click();
    await poll(() => page.getByTestId('folder-row-name').allTextContents()).toContain('Projekty');
    await poll(() => page.locator('[data-testid="folder-parent"] option', { hasText: 'Projekty' }).count()).toBe(1);
    await page.getByTestId('folder-name').fill('Web 2026');
    await page.getByTestId('folder-parent').selectOption({ label: 'Projekty' });
    await page.getByTestId('folder-submit').click();
    const names = () => page.getByTestId('folder-row-name').allTextContents();
    await poll(async () => (await names()).join('|')).toContain('Projekty|Web 2026');
    const parent = page.getByTestId('folder-row').filter({ hasText: 'Projekty' });
    const child = page.getByTestId('folder-row').filter({ hasText: 'Web 2026' });
    expect(await parent.getAttribute('data-depth')).toBe('0');
    expect(await child.getAttribute('data-depth')).toBe('1');
    expect(await child.evaluate((el) => (el as unknown as { style: { marginLeft: string } }).style.marginLeft)).toBe('16px');

    await parent.getByTestId('folder-toggle').click();
    await poll(names).not.toContain('Web 2026');
    expect(await parent.getByTestId('folder-toggle').getAttribute('aria-expanded')).toBe('false');
    await parent.getByTestId('folder-toggle').click();
    await poll(names).toContain('Web 2026');
  });

  it('labels an opened e-mail and moves it into a folder; deleting the folder moves it back after the confirmation', async () => {
    await page.goto(`${server.url}/admin/email`);
    await page.getByTestId('mail-inbox-row').filter({ hasText: 'Poptávka prezentace' }).click();
    const toggle = page.getByTestId('email-label-toggle').filter({ hasText: 'Zákazníci' });
    await poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await poll(() =>
      withDb((db) => db('email_label_assignments').where({ received_email_id: emailId }).count({ n: '*' }).first()),
    ).toMatchObject({
      n: 1,
    });

    await page.getByTestId('email-folder').selectOption({ label: '\u00a0\u00a0Web 2026' });
    await poll(() =>
      withDb(async (db) => (await db('email_folder_assignments').where({ received_email_id: emailId }).first())?.folder_id ?? null),
    ).not.toBeNull();

    await page.goto(`${server.url}/admin/email?tab=folders`);
    const web = page.getByTestId('folder-row').filter({ hasText: 'Web 2026' });
    await poll(() => web.textContent()).toContain('1 email');
    expect(await web.textContent()).not.toContain('1 emailů');
    await web.getByTestId('folder-delete').click();
    await poll(() => page.getByTestId('folder-confirm').textContent()).toContain(
      'Složka Web 2026 obsahuje 1 emailů. Opravdu ji smazat? Emaily budou přesunuty do hlavní složky.',
    );
    await page.getByTestId('folder-confirm').getByRole('button', { name: 'Smazat', exact: true }).click();
    await poll(() => page.getByTestId('folder-row-name').allTextContents()).not.toContain('Web 2026');
    expect(await withDb((db) => db('email_folder_assignments').where({ received_email_id: emailId }).select('id'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('filters the inbox by a folder of the sidebar (made there by its name-only form) and by a label chip; all clears it', async () => {
    await page.goto(`${server.url}/admin/email`);
    const rows = page.getByTestId('mail-inbox-row');
    await poll(() => rows.count()).toBeGreaterThan(1);
    const everything = await rows.count();
    const sidebar = page.getByTestId('folder-sidebar');
    expect(await sidebar.getByTestId('folder-sidebar-all').getAttribute('aria-pressed')).toBe('true');

    await sidebar.getByRole('button', { name: 'Přidat složku' }).click();
    await page.getByTestId('folder-sidebar-name').fill('Filtr 2026');
    await page.getByTestId('folder-sidebar-submit').click();
    const entry = sidebar.getByTestId('folder-sidebar-entry').filter({ hasText: 'Filtr 2026' });
    await poll(() => entry.count()).toBe(1);
    expect(await entry.getAttribute('data-depth')).toBe('0');

    await rows.filter({ hasText: 'Poptávka prezentace' }).click();
    await page.getByTestId('email-folder').selectOption({ label: 'Filtr 2026' });
    await poll(() =>
      withDb(async (db) => (await db('email_folder_assignments').where({ received_email_id: emailId }).first())?.folder_id ?? null),
    ).not.toBeNull();

    // by keyboard: the folder's entry is a toggle button
    await entry.focus();
    await page.keyboard.press('Enter');
    await poll(() => entry.getAttribute('aria-pressed')).toBe('true');
    await poll(() => new URL(page.url()).searchParams.get('folder_id')).toMatch(/^\d+$/);
    await poll(() => rows.allTextContents()).toHaveLength(1);
    expect((await rows.allTextContents())[0]).toContain('Poptávka prezentace');
    await sidebar.getByTestId('folder-sidebar-all').click();
    await poll(() => rows.count()).toBe(everything);
    expect(new URL(page.url()).searchParams.get('folder_id')).toBeNull();

    const chip = page.getByTestId('label-filter').getByRole('button', { name: 'Zákazníci' });
    await chip.click();
    await poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await poll(() => rows.allTextContents()).toHaveLength(1);
    expect((await rows.allTextContents())[0]).toContain('Poptávka prezentace');
    await page.getByTestId('label-filter-all').click();
    await poll(() => rows.count()).toBe(everything);
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('edits a label and a folder inline: the name is required, then name and colour are saved', async () => {
    await page.goto(`${server.url}/admin/email?tab=labels`);
    const label = page.getByTestId('label-row').filter({ hasText: 'Zákazníci' });
    await label.getByTestId('label-edit').click();
    await page.getByTestId('label-edit-name').fill('  ');
    await page.getByTestId('label-save').click();
    await poll(() => page.getByTestId('label-edit-name-error').textContent()).toBe('Zadejte název');
    await page.getByTestId('label-edit-name').fill('Zákazníci VIP');
    await page.locator('[data-testid="label-edit-color"] label').nth(5).click();
    await page.getByTestId('label-save').click();
    await poll(() => page.getByTestId('label-row-name').allTextContents()).toContain('Zákazníci VIP');
    expect(await withDb((db) => db('email_labels').where({ name: 'Zákazníci VIP' }).select('color'))).toEqual([{ color: '#8b5cf6' }]);

    await page.getByTestId('center-tab-folders').click();
    const folder = page.getByTestId('folder-row').filter({ hasText: 'Filtr 2026' });
    await folder.getByTestId('folder-edit').click();
    await page.getByTestId('folder-edit-name').fill('Filtr 2027');
    await page.getByTestId('folder-save').click();
    await poll(() => page.getByTestId('folder-row-name').allTextContents()).toContain('Filtr 2027');
    expect(await withDb((db) => db('email_folders').where({ name: 'Filtr 2027' }).pluck('name'))).toEqual(['Filtr 2027']);
    expect(errors).toEqual([]);
  });
});
