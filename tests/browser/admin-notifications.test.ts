import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type NotificationInput } from '../../src/core/index.js';
import { withoutDemoInbox } from '../helpers/inbox.js';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'notifikace.admin@example.cz';

/**
 * The notifications of the back office in Chromium against the real `marketplace serve`: the bell's
 * counter (99+), its dropdown (mark one and all read, delete, Escape), and the full panel in the mail
 * client with its empty state. Notifications are created through core.notifications.notify on the
 * server's database.
 */
describe('admin notifications in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];

  /** Creates notifications the way the product's creators do (core.notifications.notify). */
  const notify = (inputs: NotificationInput[]) =>
    withDb(async (db) => {
      const core = createCore({ db, config: { version: 'test', domains: {}, secret: 'test-secret-of-the-notifications-test-0123' } });
      try {
        for (const input of inputs) await core.notifications.notify(input);
      } finally {
        core.mail.close();
      }
    });
  const rows = () => withDb((db) => db('email_notifications').orderBy('id').select('id', 'title', 'is_read'));

  beforeAll(async () => {
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Nela Notifikační'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    // serve loaded the demo on the empty database: these tests start with no notifications
    await withDb(withoutDemoInbox);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  const items = (scope: ReturnType<Page['getByTestId']>) => scope.getByTestId('notification-item');
  const focused = (p: Page) => p.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");

  it('shows the unread counter, and in the dropdown marks one read, deletes one and marks all read', async () => {
    await notify([
      {
        companyId: null,
        type: 'error',
        title: 'Email se nepodařilo odeslat',
        message: '550 Mailbox unavailable',
        data: { recipient: 'nikdo@example.cz' },
      },
      {
        companyId: null,
        type: 'email_sent',
        title: 'Email byl odeslán',
        data: { recipient: 'jana@example.cz', subject: 'Dotaz na termín' },
      },
      { companyId: null, type: 'backup_done' as NotificationInput['type'], title: 'Záloha hotova' },
    ]);
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    const bell = p.getByTestId('notification-bell');
    const dropdown = p.getByTestId('notification-dropdown');
    await poll(() => p.getByTestId('notification-badge').textContent()).toBe('3');
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifikace, 3 nepřečtené');
    await poll(() => bell.getAttribute('aria-expanded')).toBe('false');
    await poll(() => dropdown.isHidden()).toBe(true);

    // the dropdown: newest first, each with its type's icon, data rows and how long ago
    await bell.click();
    await poll(() => bell.getAttribute('aria-expanded')).toBe('true');
    await poll(() => items(dropdown).count()).toBe(3);
    await poll(() => dropdown.getByTestId('notification-title').allTextContents()).toEqual([
      'Nepřečtená: Záloha hotova',
      'Nepřečtená: Email byl odeslán',
      'Nepřečtená: Email se nepodařilo odeslat',
    ]);
    await poll(() =>
      dropdown
        .locator('[data-icon]')
        .evaluateAll((els) => els.map((e) => (e as unknown as { getAttribute(name: string): string | null }).getAttribute('data-icon'))),
    ).toEqual(['default', 'email_sent', 'error']);
    await poll(() => items(dropdown).nth(1).getByTestId('notification-data').allTextContents()).toEqual([
      'Příjemce: jana@example.cz',
      'Předmět: Dotaz na termín',
    ]);
    await poll(() => items(dropdown).nth(2).getByTestId('notification-message').textContent()).toBe('550 Mailbox unavailable');
    await poll(() => dropdown.getByTestId('notification-time').allTextContents()).toEqual(['Právě teď', 'Právě teď', 'Právě teď']);
    await poll(() => dropdown.getByTestId('notification-mark-all').isVisible()).toBe(true);

    // Escape closes it and gives the focus back to the bell
    await p.keyboard.press('Escape');
    await poll(() => dropdown.isHidden()).toBe(true);
    await poll(() => focused(p)).toBe('notification-bell');

    // a click marks one read, on the screen and on the server
    await bell.click();
    await items(dropdown).nth(1).getByTestId('notification-open').click();
    await poll(() => items(dropdown).nth(1).getAttribute('data-read')).toBe('true');
    await poll(() => p.getByTestId('notification-badge').textContent()).toBe('2');
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifikace, 2 nepřečtené');
    await poll(async () => (await rows()).filter((r) => r.is_read).map((r) => r.title)).toEqual(['Email byl odeslán']);

    // delete the unread error
    await items(dropdown).nth(2).getByRole('button', { name: 'Smazat notifikaci Email se nepodařilo odeslat' }).click();
    await poll(() => items(dropdown).count()).toBe(2);
    await poll(() => p.getByTestId('notification-badge').textContent()).toBe('1');
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifikace, 1 nepřečtená');
    await poll(async () => (await rows()).map((r) => r.title)).toEqual(['Email byl odeslán', 'Záloha hotova']);

    // mark all read: the counter and the button go
    await dropdown.getByTestId('notification-mark-all').click();
    await poll(() => p.getByTestId('notification-badge').count()).toBe(0);
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifikace, žádné nepřečtené');
    await poll(() => dropdown.getByTestId('notification-mark-all').count()).toBe(0);
    await poll(async () => (await rows()).every((r) => r.is_read)).toBe(true);

    // a click outside closes it
    await p
      .getByTestId('admin-shell')
      .locator('main')
      .click({ position: { x: 5, y: 5 } });
    await poll(() => dropdown.isHidden()).toBe(true);
    await p.context().close();
  });

  it('opens the full panel from the dropdown, deletes there, and shows its empty state', async () => {
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.getByTestId('notification-bell').click();
    await p.getByTestId('notification-show-all').click();
    await p.waitForURL((url) => url.pathname === '/admin/email' && url.searchParams.get('folder') === 'notifications');
    await poll(() => p.getByTestId('notification-dropdown').isHidden()).toBe(true);
    const panel = p.getByTestId('notifications-panel');
    await poll(() => p.getByTestId('mail-folder-notifications').getAttribute('aria-current')).toBe('page');
    await poll(() => p.locator('h1').textContent()).toBe('Notifikace');
    await poll(() => items(panel).count()).toBe(2);
    await poll(() => panel.getByTestId('notifications-panel-mark-all').count()).toBe(0);

    for (const title of ['Záloha hotova', 'Email byl odeslán']) {
      await items(panel).filter({ hasText: title }).getByTestId('notification-delete').click();
    }
    await poll(() => panel.getByTestId('notifications-empty').textContent()).toBe(
      'Žádné notifikaceNotifikace se zobrazí automaticky, když dorazí nové emaily.',
    );
    await poll(async () => (await rows()).length).toBe(0);
    await p.context().close();
  });

  it('keeps a change on the screen when its call fails, and shows none when the load fails', async () => {
    await notify([
      { companyId: null, type: 'new_email', title: 'Zmizí před přečtením' },
      { companyId: null, type: 'new_email', title: 'Zmizí před smazáním' },
    ]);
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    const dropdown = p.getByTestId('notification-dropdown');
    await poll(() => p.getByTestId('notification-badge').textContent()).toBe('2');
    await p.getByTestId('notification-bell').click();
    await poll(() => items(dropdown).count()).toBe(2);
    // both are gone on the server meanwhile: reading and deleting them fail there (404) but not on the screen
    await withDb((db) => db('email_notifications').delete());
    const read = p.waitForResponse((r) => r.url().includes('/api/email_notifications/') && r.request().method() === 'PUT');
    await items(dropdown).filter({ hasText: 'Zmizí před přečtením' }).getByTestId('notification-open').click();
    expect((await read).status()).toBe(404);
    await poll(() => items(dropdown).filter({ hasText: 'Zmizí před přečtením' }).getAttribute('data-read')).toBe('true');
    await poll(() => p.getByTestId('notification-badge').textContent()).toBe('1');
    const removed = p.waitForResponse((r) => r.url().includes('/api/email_notifications/') && r.request().method() === 'DELETE');
    await items(dropdown).filter({ hasText: 'Zmizí před smazáním' }).getByTestId('notification-delete').click();
    expect((await removed).status()).toBe(404);
    await poll(() => items(dropdown).count()).toBe(1);
    await poll(() => p.getByTestId('notification-badge').count()).toBe(0);

    // the session ends on the server: the next load fails, and the list and the counter empty
    await notify([{ companyId: null, type: 'new_email', title: 'Nenačtená' }]);
    await withDb((db) => db('sessions').delete());
    const load = p.waitForResponse((r) => r.url().includes('/api/email_notifications') && r.request().method() === 'GET');
    await p.getByTestId('notification-show-all').click();
    expect((await load).status()).toBe(401);
    const panel = p.getByTestId('notifications-panel');
    await poll(() => panel.getByTestId('notifications-empty').count()).toBe(1);
    await poll(() => items(panel).count()).toBe(0);
    await poll(() => p.getByTestId('notification-badge').count()).toBe(0);
    await p.context().close();
    await withDb((db) => db('email_notifications').delete());
  });

  it('caps the counter at 99+ with 100 unread, and the panel marks them all read', async () => {
    await notify(Array.from({ length: 100 }, (_, i) => ({ companyId: null, type: 'new_email' as const, title: `Nový email ${i + 1}` })));
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.goto(`${server.url}/admin/email?folder=notifications`);
    await poll(() => p.getByTestId('notification-badge').textContent()).toBe('99+');
    await poll(() => p.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifikace, 99+ nepřečtených');
    const panel = p.getByTestId('notifications-panel');
    await poll(() => items(panel).count()).toBe(100);
    await poll(() => panel.getByTestId('notifications-panel-unread').textContent()).toBe('100 nepřečtených');
    await panel.getByTestId('notifications-panel-mark-all').click();
    await poll(() => p.getByTestId('notification-badge').count()).toBe(0);
    await poll(() => panel.locator('[data-read="false"]').count()).toBe(0);
    await poll(async () => (await rows()).filter((r) => !r.is_read).length).toBe(0);
    await p.context().close();
    expect(errors).toEqual([]);
  });
});
