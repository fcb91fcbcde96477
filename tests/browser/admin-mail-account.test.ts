import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { rawMessage, withoutDemoInbox } from '../helpers/inbox.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'spravce.schranky@example.cz';
const OWNER = 'majitel.schranky@example.cz';
const MASK = '••••••••';
const CLEARED = 'Server IMAP, port, uživatel nebo šifrování se změnily, a proto bylo uložené heslo smazáno. Zadejte prosím heslo znovu.';

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });
/** The text of a notice without its dismiss button. */
const notice = (p: Page, testId: string) => p.getByTestId(testId).locator('p').textContent();
/** A sync time as the screens show it: a Czech date in the edition's zone (the browser runs in another one). */
const czechTime = (date: Date) =>
  date.toLocaleString('cs-CZ', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/Prague',
  });
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

/**
 * The IMAP mailbox forms in Chromium against the real `marketplace serve` and a real Dovecot: the
 * operator's 'Příchozí pošta (IMAP)' in Nastavení › Email and the business's 'E-mailová schránka' in
 * the salon's Nastavení (save, the mask, field errors, the connection test, the sync status,
 * the cleared password, disconnecting), and the operator's server set by MARKETPLACE_IMAP_URL.
 */
describe('IMAP mailbox forms in Chromium', () => {
  let browser: Browser;
  let dovecot: DovecotServer;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const pageErrors: string[] = [];

  beforeAll(async () => {
    dovecot = await startDovecot();
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    await withDb(withoutDemoInbox);
    const companyId = await withDb(async (db) =>
      Number((await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id')).id),
    );
    const admin = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Sára Správcová'],
      env,
    );
    expect(admin.exitCode, admin.stderr).toBe(0);
    const owner = await runCli(
      ['users', 'create', '--email', OWNER, '--password', PASSWORD, '--role', 'company', '--company', String(companyId), '--name', 'Olga'],
      env,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dovecot?.stop();
  });

  /** A page signed in as `email`, in Czech but in New York's zone: the dates shown must come from the edition's zone. */
  async function signedIn(email: string, home: string): Promise<Page> {
    const page = await newCzechPage(browser, { timezoneId: 'America/New_York', timeout: 20_000, errors: pageErrors });
    await logIn(page, server.url, email, PASSWORD, home);
    return page;
  }

  it("the operator's mailbox: field errors, saved with the mask, tested for real, synced, the password cleared when the server changes", async () => {
    const p = await signedIn(ADMIN, '/admin');
    await p.goto(`${server.url}/admin/settings?tab=email`);
    const form = p.getByTestId('imap');
    await form.waitFor();
    // nothing stored yet: the defaults, no status, nothing to test
    await poll(() => p.getByTestId('imap-port').inputValue()).toBe('993');
    await poll(() => p.getByTestId('imap-test').isDisabled()).toBe(true);
    expect(await p.getByTestId('imap-last-sync').count()).toBe(0);

    // the contract refuses an empty server before anything is sent
    await p.getByTestId('imap-save').click();
    await poll(() => p.getByTestId('imap-host').getAttribute('aria-invalid')).toBe('true');
    await poll(() => p.getByTestId('imap-host-error').textContent()).toBe('Zadejte server IMAP');
    await poll(() => p.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`)).toBe('imap-host');

    // no password: the server's field message on the password field
    await p.getByTestId('imap-host').fill(dovecot.host);
    await p.getByTestId('imap-port').fill(String(dovecot.port));
    await p.getByTestId('imap-tls').selectOption('none');
    await p.getByTestId('imap-username').fill(dovecot.user);
    await p.getByTestId('imap-save').click();
    await poll(() => p.getByTestId('imap-password-error').textContent()).toBe('Zadejte heslo');
    await poll(() => p.getByTestId('imap-password').getAttribute('aria-invalid')).toBe('true');
    await poll(() => p.getByTestId('imap-host').getAttribute('aria-invalid')).toBe(null);
    await poll(() => p.getByTestId('imap-error').textContent()).toMatch(/^Chyba při ukládání schránky: /);

    await p.getByTestId('imap-password').fill(dovecot.password);
    await p.getByTestId('imap-archive').fill('Archive');
    await p.getByTestId('imap-save').click();
    await poll(() => notice(p, 'imap-notice-success')).toBe('Nastavení schránky bylo uloženo.');
    await poll(() => p.getByTestId('imap-password').inputValue()).toBe(MASK);
    await poll(() => p.getByTestId('imap-password').getAttribute('aria-invalid')).toBe(null);
    await poll(() => p.getByTestId('imap-last-sync').textContent()).toBe('Zatím neproběhla');
    await poll(() => p.getByTestId('imap-last-error').textContent()).toBe('Žádná');
    await poll(() => p.getByTestId('imap-dirty').count()).toBe(0);
    const stored = await withDb((db) => db('mail_accounts').where('owner_key', 'operator').first());
    expect(stored).toMatchObject({
      host: dovecot.host,
      port: dovecot.port,
      tls: 'none',
      username: dovecot.user,
      archive_mailbox: 'Archive',
    });
    expect(stored.password).toMatch(/^v1:/);
    await poll(() => p.content()).not.toContain(dovecot.password);

    // 'Otestovat připojení' shows the server's answer
    await p.getByTestId('imap-test').click();
    await poll(() => notice(p, 'imap-notice-success')).toBe('Připojení k serveru IMAP funguje (zpráv ve složce Doručené: 0).');

    // a sync (the CLI, as cron would run it): its time in the edition's zone after a reload, the mask kept
    await dovecot.append(rawMessage({ subject: 'Dotaz z formuláře' }));
    const synced = await runCli(['inbox', 'sync'], env);
    expect(synced.exitCode, synced.stderr).toBe(0);
    const syncedAt = (await withDb((db) => db('mail_accounts').where('owner_key', 'operator').first('last_synced_at'))).last_synced_at;
    expect(syncedAt).toBeTruthy();
    await p.reload();
    await poll(async () => spaced(await p.getByTestId('imap-last-sync').textContent())).toBe(spaced(czechTime(new Date(syncedAt))));
    await poll(() => p.getByTestId('imap-host').inputValue()).toBe(dovecot.host);
    await poll(() => p.getByTestId('imap-password').inputValue()).toBe(MASK);
    await poll(() => p.getByTestId('imap-archive').inputValue()).toBe('Archive');
    await poll(() => p.content()).not.toContain(dovecot.password);

    // another port without a new password: the stored one is forgotten, and the screen says so
    await p.getByTestId('imap-port').fill('1');
    await poll(() => p.getByTestId('imap-dirty').count()).toBe(1);
    await p.getByTestId('imap-save').click();
    await poll(() => notice(p, 'imap-notice-error')).toBe(CLEARED);
    await poll(() => p.getByTestId('imap-password').inputValue()).toBe('');
    await poll(() => form.getByText('Heslo zatím není uloženo.').count()).toBe(1);
    await p.getByTestId('imap-test').click();
    await poll(() => notice(p, 'imap-notice-error')).toMatch(/^Připojení k serveru IMAP selhalo: /);

    // a sync that fails records its error on the account: shown with its time after a reload
    const failed = await runCli(['inbox', 'sync'], env);
    expect(failed.exitCode).toBe(1);
    const row = await withDb((db) => db('mail_accounts').where('owner_key', 'operator').first('last_error', 'last_error_at'));
    expect(row.last_error).toBeTruthy();
    await p.reload();
    await poll(async () => spaced(await p.getByTestId('imap-last-error').textContent())).toBe(
      spaced(`${row.last_error} (${czechTime(new Date(row.last_error_at))})`),
    );
    expect(pageErrors).toEqual([]);
    await p.context().close();
  });

  it('lists the suppression list (Vyřazené adresy) with reasons, searches it and removes an address after the confirmation', async () => {
    await withDb(async (db) => {
      await db('email_suppressions').delete();
      await db('email_suppressions').insert([
        { email: 'odhlaseny@example.cz', reason: 'unsubscribe', created_at: '2026-11-20T09:00:00Z' },
        { email: 'vraceny@example.cz', reason: 'bounce', created_at: '2026-11-21T09:00:00Z' },
        { email: 'rucne@example.org', reason: 'manual', created_at: '2026-11-22T09:00:00Z' },
      ]);
    });
    const p = await signedIn(ADMIN, '/admin');
    await p.goto(`${server.url}/admin/settings?tab=email`);
    const section = p.getByTestId('settings-suppressions');
    const rows = section.getByTestId('suppressions-row');
    const listed = async () => {
      const out: string[][] = [];
      for (const row of await rows.all()) out.push((await row.locator('th, td').allTextContents()).slice(0, 2));
      return out;
    };
    // newest first, the reasons in Czech
    await poll(listed).toEqual([
      ['rucne@example.org', 'Ručně'],
      ['vraceny@example.cz', 'Vrácená pošta'],
      ['odhlaseny@example.cz', 'Odhlášení'],
    ]);
    await section.getByTestId('suppressions-search').fill('EXAMPLE.CZ');
    await poll(() => rows.count()).toBe(2);
    await section.getByTestId('suppressions-search').fill('nikdo');
    await poll(() => section.getByTestId('suppressions-empty').textContent()).toBe('Hledání neodpovídá žádná adresa.');
    await section.getByTestId('suppressions-search').fill('vraceny');
    await poll(() => rows.count()).toBe(1);

    // cancel keeps it; confirm removes it from the list and from the database
    await section.getByRole('button', { name: 'Odebrat vraceny@example.cz ze seznamu' }).click();
    await p.getByTestId('suppressions-confirm').getByRole('button', { name: 'Zrušit' }).click();
    await poll(() => p.getByTestId('suppressions-confirm').count()).toBe(0);
    await section.getByRole('button', { name: 'Odebrat vraceny@example.cz ze seznamu' }).click();
    await p.getByTestId('suppressions-confirm').getByRole('button', { name: 'Odebrat', exact: true }).click();
    await poll(() => section.getByTestId('suppressions-empty').textContent()).toBe('Hledání neodpovídá žádná adresa.');
    await poll(() => withDb((db) => db('email_suppressions').orderBy('email').pluck('email'))).toEqual([
      'odhlaseny@example.cz',
      'rucne@example.org',
    ]);
    expect(pageErrors).toEqual([]);
    await p.context().close();
  });

  it("the business's mailbox in Nastavení (#schranka): saved with the mask, tested, disconnected after the confirmation", async () => {
    const p = await signedIn(OWNER, '/firma');
    await p.goto(`${server.url}/firma?sekce=nastaveni#schranka`);
    const panel = p.locator('section#schranka');
    await poll(() => panel.getByRole('heading').first().textContent()).toBe('E-mailová schránka');
    await p.getByTestId('mailbox').waitFor();
    expect(await p.getByTestId('mailbox-disconnect').count()).toBe(0);

    await p.getByTestId('mailbox-host').fill(dovecot.host);
    await p.getByTestId('mailbox-port').fill('70000');
    await p.getByTestId('mailbox-username').fill(dovecot.user);
    await p.getByTestId('mailbox-password').fill(dovecot.password);
    await p.getByTestId('mailbox-save').click();
    await poll(() => p.getByTestId('mailbox-port-error').textContent()).toBe('Port musí být číslo 1 až 65535');
    await poll(() => p.getByTestId('mailbox-port').getAttribute('aria-invalid')).toBe('true');
    await p.getByTestId('mailbox-port').fill(String(dovecot.port));
    await p.getByTestId('mailbox-tls').selectOption('starttls');
    await p.getByTestId('mailbox-save').click();
    await poll(() => notice(p, 'mailbox-notice-success')).toBe('Nastavení schránky bylo uloženo.');
    await poll(() => p.getByTestId('mailbox-password').inputValue()).toBe(MASK);
    await poll(() => p.content()).not.toContain(dovecot.password);
    const owner = await withDb((db) => db('users').where({ email: OWNER }).first('company_id'));
    const stored = await withDb((db) => db('mail_accounts').where('owner_key', `company:${owner.company_id}`).first());
    expect(stored).toMatchObject({ host: dovecot.host, port: dovecot.port, tls: 'starttls', username: dovecot.user });

    // the server's answer: a business's mailbox only at a public address (this Dovecot is on loopback)
    await p.getByTestId('mailbox-test').click();
    await poll(() => notice(p, 'mailbox-notice-error')).toBe(
      'Připojení k serveru IMAP selhalo: server IMAP má neveřejnou adresu (127.0.0.1): schránku firmy lze připojit jen k veřejnému serveru',
    );

    // Odpojit schránku: asked first; 'Zrušit' keeps it, the confirmation removes it
    await p.getByTestId('mailbox-disconnect').click();
    const dialog = p.getByTestId('mailbox-confirm');
    await poll(() => dialog.textContent()).toContain(`Schránka ${dovecot.user} bude odpojena`);
    await p.getByTestId('mailbox-confirm-cancel').click();
    await poll(() => dialog.count()).toBe(0);
    expect(await withDb((db) => db('mail_accounts').where('id', stored.id).first())).toBeTruthy();
    await p.getByTestId('mailbox-disconnect').click();
    await p.getByTestId('mailbox-confirm-ok').click();
    await poll(() => notice(p, 'mailbox-notice-success')).toBe('Schránka byla odpojena.');
    await poll(() => dialog.count()).toBe(0);
    await poll(() => p.getByTestId('mailbox-host').inputValue()).toBe('');
    await poll(() => p.getByTestId('mailbox-password').inputValue()).toBe('');
    await poll(() => p.getByTestId('mailbox-disconnect').count()).toBe(0);
    await poll(() => withDb((db) => db('mail_accounts').where('id', stored.id).first())).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await p.context().close();
  });
});

describe('the operator mailbox under MARKETPLACE_IMAP_URL in Chromium', () => {
  let browser: Browser;
  let dovecot: DovecotServer;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    dovecot = await startDovecot();
    const env = { MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_IMAP_URL: dovecot.url };
    const admin = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Sára Správcová'],
      env,
    );
    expect(admin.exitCode, admin.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dovecot?.stop();
  });

  it('says the server comes from the variable, keeps its fields read-only, tests it for real and saves the rest', async () => {
    const errors: string[] = [];
    const p = await newCzechPage(browser, { timeout: 20_000, errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.goto(`${server.url}/admin/settings?tab=email`);
    await poll(() => p.getByTestId('imap-override').textContent()).toContain('MARKETPLACE_IMAP_URL');
    await poll(() => p.getByTestId('imap-host').inputValue()).toBe(dovecot.host);
    await poll(() => p.getByTestId('imap-port').inputValue()).toBe(String(dovecot.port));
    await poll(() => p.getByTestId('imap-password').inputValue()).toBe(MASK);
    for (const field of ['host', 'port', 'tls', 'username', 'password']) {
      await poll(() => p.getByTestId(`imap-${field}`).isDisabled()).toBe(true);
    }
    await poll(() => p.getByTestId('imap-archive').isDisabled()).toBe(false);
    await poll(() => p.content()).not.toContain(dovecot.password);

    await p.getByTestId('imap-test').click();
    await poll(() => notice(p, 'imap-notice-success')).toBe('Připojení k serveru IMAP funguje (zpráv ve složce Doručené: 0).');

    await p.getByTestId('imap-archive').fill('Archiv');
    await p.getByTestId('imap-save').click();
    await poll(() => notice(p, 'imap-notice-success')).toBe('Nastavení schránky bylo uloženo.');
    await poll(() => p.getByTestId('imap-password').inputValue()).toBe(MASK);
    await p.reload();
    await poll(() => p.getByTestId('imap-archive').inputValue()).toBe('Archiv');
    await poll(() => p.getByTestId('imap-override').count()).toBe(1);
    expect(errors).toEqual([]);
    await p.context().close();
  });
});
