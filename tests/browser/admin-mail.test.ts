import type { Browser, Page } from 'playwright-core';
import { SYSTEM_TEMPLATE_KEYS, TEMPLATE_LANGUAGES } from '../../src/core/mail/template-files.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveDatabase } from '../helpers/browser.js';
import { withoutDemoInbox } from '../helpers/inbox.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

/** The product's own templates: every key in every language. */
const BUILT_IN = Object.keys(SYSTEM_TEMPLATE_KEYS).length * TEMPLATE_LANGUAGES.length;

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'spravce.posty@example.cz';
const SMTP_SECRET = 'Tajne-SMTP-heslo-987';
const MASK = '••••••••';

/**
 * The admin e-mail screens in Chromium against the real `marketplace serve` (jobs off, so a sent
 * e-mail waits in the queue until the test runs the queue job): templates with the rich-text editor,
 * compose, drafts, queue, sent mail and the SMTP settings.
 */
describe('admin e-mail screens in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const env = { MARKETPLACE_DATA_DIR: tempDataDir() };

  beforeAll(async () => {
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Petra Poštovní'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    // serve loaded the demo on the empty database: these tests start with an empty inbox
    await serveDatabase(env.MARKETPLACE_DATA_DIR)(withoutDemoInbox);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();
  /** The text of a notice without its dismiss button. */
  const notice = (p: Page, testId: string) => p.getByTestId(testId).locator('p').textContent();

  async function adminPage(path: string): Promise<Page> {
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
    await p.goto(`${server.url}${path}`);
    return p;
  }
  const pageErrors = (p: Page) => (p as Page & { errors: string[] }).errors;

  it('manages templates: rich-text create (bold and a link), preview, edit, duplicate, toggle, filter and delete', async () => {
    const p = await adminPage('/admin/templates');
    // the built-in templates (welcome, reservation received, reservation confirmation, promotion, offer and every other mail), per language
    await poll(() => p.getByTestId('template-card').count()).toBe(BUILT_IN);
    await poll(() => text(p, 'templates-footer')).toBe(`Celkem šablon: ${BUILT_IN} · Zobrazeno: ${BUILT_IN}`);
    const ours = () => p.getByTestId('template-card').filter({ hasText: 'Podzimní' });

    await p.getByTestId('templates-new').click();
    const form = p.getByTestId('template-form');
    await form.getByLabel('Název šablony').fill('Podzimní akce');
    await form.getByLabel('Předmět').fill('Sleva pro {{company_name}}');
    await form.getByLabel('Typ').selectOption('promotional');

    // the visual editor: bold from the toolbar, then a link over a selected word
    const editor = p.getByTestId('template-editor-content');
    await editor.click();
    await p.keyboard.type('Nabídka ');
    const bold = p.getByTestId('rte-bold');
    await poll(() => bold.getAttribute('aria-pressed')).toBe('false');
    await bold.click();
    await poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await p.keyboard.type('platí');
    await bold.click();
    await p.keyboard.type(' do neděle. Objednat');
    for (let i = 0; i < 'Objednat'.length; i += 1) await p.keyboard.press('Shift+ArrowLeft');
    await p.getByTestId('rte-link').click();
    const url = p.getByTestId('rte-link-input');
    await url.fill('javascript:alert(1)');
    await p.getByTestId('rte-link-apply').click();
    await poll(() => text(p, 'rte-link-error')).toBe('Neplatný odkaz: povolené jsou jen odkazy http://, https://, mailto: a tel:.');
    await url.fill('https://example.cz/akce');
    await url.press('Enter');
    await poll(() => p.getByTestId('rte-link-form').count()).toBe(0);
    await poll(() => editor.innerHTML()).toContain('<strong>platí</strong>');
    await poll(() => editor.innerHTML()).toMatch(/<a [^>]*href="https:\/\/example\.cz\/akce"[^>]*>Objednat<\/a>/);
    // a placeholder from the help list, then the code view shows the same HTML
    await p.keyboard.press('End');
    await p.getByTestId('rte-placeholder-company_name').click();
    await poll(() => editor.textContent()).toContain('{{company_name}}');
    await p.getByTestId('template-editor-mode').click();
    const code = p.getByTestId('template-editor-code');
    await poll(() => code.inputValue()).toContain('<strong>platí</strong>');
    await p.getByTestId('template-editor-mode').click();
    await p.getByTestId('template-text-from-html').click();
    await poll(() => form.getByLabel('Textový obsah').inputValue()).toContain('Nabídka platí do neděle.');
    await p.getByTestId('template-save').click();
    await poll(() => notice(p, 'templates-notice-success')).toBe('Šablona "Podzimní akce" byla vytvořena.');
    await poll(() => ours().count()).toBe(1);
    await poll(() => text(p, 'templates-footer')).toBe(`Celkem šablon: ${BUILT_IN + 1} · Zobrazeno: ${BUILT_IN + 1}`);

    // preview: the HTML in a sandboxed frame, plus the text
    await ours().getByTestId('template-preview').click();
    const frame = p.getByTestId('template-preview-frame');
    await poll(() => frame.getAttribute('sandbox')).toBe('');
    await poll(() => frame.getAttribute('srcdoc')).toContain('<strong>platí</strong>');
    await poll(() => text(p, 'template-preview-text')).toContain('Nabídka platí do neděle.');
    await p.getByTestId('template-preview-modal-close').click();

    // edit: the stored HTML comes back into the visual editor
    await ours().getByTestId('template-edit').click();
    await poll(() => p.getByTestId('template-editor-content').innerHTML()).toContain('<strong>platí</strong>');
    await poll(() => p.getByTestId('template-editor-content').innerHTML()).toContain('href="https://example.cz/akce"');
    await p.getByTestId('template-form').getByLabel('Název šablony').fill('Podzimní akce 2026');
    await p.getByTestId('template-save').click();
    await poll(() => notice(p, 'templates-notice-success')).toBe('Šablona "Podzimní akce 2026" byla uložena.');
    await poll(() => ours().getByTestId('template-name').textContent()).toBe('Podzimní akce 2026');

    // duplicate: the server names the copy with ' (kopie)'
    await ours().getByTestId('template-duplicate').click();
    await poll(() => ours().count()).toBe(2);
    const copy = p.getByTestId('template-card').filter({ hasText: 'Podzimní akce 2026 (kopie)' });
    await poll(() => copy.count()).toBe(1);
    await poll(() => text(p, 'templates-footer')).toBe(`Celkem šablon: ${BUILT_IN + 2} · Zobrazeno: ${BUILT_IN + 2}`);

    // active / inactive, saved by an update
    const toggle = copy.getByTestId('template-toggle');
    await poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await poll(() => notice(p, 'templates-notice-success')).toBe('Šablona "Podzimní akce 2026 (kopie)" je nyní neaktivní.');
    await p.reload();
    await poll(() =>
      p.getByTestId('template-card').filter({ hasText: '(kopie)' }).getByTestId('template-toggle').getAttribute('aria-checked'),
    ).toBe('false');

    // search over name and subject, type filter, empty state
    await p.getByTestId('templates-search').fill('kopie');
    await poll(() => text(p, 'templates-footer')).toBe(`Celkem šablon: ${BUILT_IN + 2} · Zobrazeno: 1`);
    await p.getByTestId('templates-search').fill('');
    await p.getByTestId('templates-type').selectOption('welcome');
    await poll(() => p.getByTestId('template-name').allTextContents()).toEqual(
      expect.arrayContaining(['Uvítací e-mail', 'Uvítací e-mail (slovenština)', 'Uvítací e-mail (polština)']),
    );
    await poll(() => p.getByTestId('template-card').count()).toBe(3);
    await p.getByTestId('templates-type').selectOption('newsletter');
    await poll(() => text(p, 'templates-empty')).toContain('Žádné šablony');
    await p.getByTestId('templates-type').selectOption('');
    await poll(() => p.getByTestId('template-card').count()).toBe(BUILT_IN + 2);
    // the language filter: the Slovak built-in templates only, then all again
    await p.getByTestId('templates-language').selectOption('sk');
    await poll(() => p.getByTestId('template-card').count()).toBe(BUILT_IN / TEMPLATE_LANGUAGES.length);
    await poll(async () => (await p.getByTestId('template-name').allTextContents()).every((n) => n.endsWith('(slovenština)'))).toBe(true);
    await p.getByTestId('templates-language').selectOption('');
    await poll(() => p.getByTestId('template-card').count()).toBe(BUILT_IN + 2);

    // delete with the confirmation
    await p.getByTestId('template-card').filter({ hasText: '(kopie)' }).getByTestId('template-delete').click();
    const confirm = p.getByTestId('template-confirm');
    await poll(() => confirm.textContent()).toContain('Tato akce je nevratná.');
    await p.getByTestId('template-confirm-ok').click();
    await poll(() => notice(p, 'templates-notice-success')).toBe('Šablona "Podzimní akce 2026 (kopie)" byla smazána.');
    await poll(() => ours().count()).toBe(1);
    expect(pageErrors(p)).toEqual([]);
    await p.context().close();
  });

  it('shows the connection error panel with a working retry when a list fails to load', async () => {
    const p = await adminPage('/admin/templates');
    await p.route('**/api/admin/templates**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"error":"Služba je dočasně nedostupná","code":"unavailable"}',
      }),
    );
    await p.reload();
    await poll(() => text(p, 'templates-error')).toContain('Chyba připojení');
    await poll(() => text(p, 'templates-error')).toContain('Služba je dočasně nedostupná');
    await p.unroute('**/api/admin/templates**');
    await p.getByTestId('templates-error-retry').click();
    await poll(() => p.getByTestId('template-card').count()).toBeGreaterThanOrEqual(4);
    await poll(() => p.getByTestId('templates-error').count()).toBe(0);
    await p.context().close();
  });

  it('composes: required fields, attachment checks, a draft saved and reopened, sent into the queue, then Odeslaná pošta', async () => {
    const p = await adminPage('/admin/email');
    await poll(() => text(p, 'mail-inbox-empty')).toContain('Žádné emaily');
    // the demo's offers to prospects are in Odeslaná pošta
    await p.getByTestId('mail-folder-sent').click();
    await poll(() => p.getByTestId('mail-sent-row').count()).toBeGreaterThan(0);
    await poll(() => p.getByTestId('mail-sent-row').first().textContent()).toContain('nové zákazníky a online rezervace zdarma');
    await poll(() => p.getByTestId('mail-settings-link').getAttribute('href')).toBe('/admin/settings?tab=email');

    // recipient and subject are required after trimming
    await p.getByTestId('mail-compose').click();
    await p.getByTestId('compose-to_email').fill('   ');
    await p.getByTestId('compose-subject').fill('Nabídka spolupráce');
    await p.getByTestId('compose-send').click();
    await poll(() => text(p, 'compose-error')).toBe('Vyplňte prosím příjemce a předmět emailu');
    await poll(() => p.getByTestId('compose-to_email').getAttribute('aria-invalid')).toBe('true');

    // attachments: the server's allowed types in the hint and the picker; a type not allowed is listed with its reason, a text file is added
    await poll(() => p.getByTestId('compose-files').getAttribute('accept')).toContain('.pdf,');
    expect(await p.getByTestId('compose-files').getAttribute('accept')).not.toContain('.html');
    await p.getByTestId('compose-files').setInputFiles([
      { name: 'faktura.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: 'stranka.html', mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') },
      { name: 'cenik.txt', mimeType: 'text/plain', buffer: Buffer.from('Ceník služeb 2026') },
    ]);
    await poll(() => text(p, 'compose-rejected')).toContain('faktura.exe: Tento typ souboru nelze přiložit.');
    await poll(() => text(p, 'compose-rejected')).toContain('stranka.html: Tento typ souboru nelze přiložit.');
    await poll(() => text(p, 'compose-file-list')).toContain('cenik.txt');
    await poll(() => p.getByTestId('compose-rejected').count()).toBe(0); // gone after 5 s

    // a draft: saved, closed, reopened from Koncepty
    await p.getByTestId('compose-to_email').fill('klient@example.cz');
    await p.getByTestId('compose-cc').fill('kopie@example.cz');
    await p.getByTestId('compose-editor-content').click();
    await p.keyboard.type('Dobrý den, posíláme nabídku.');
    await p.getByTestId('compose-save-draft').click();
    await poll(() => text(p, 'compose-info')).toContain('Koncept byl úspěšně uložen!');
    await p.getByTestId('compose-close').click();
    await p.getByTestId('mail-folder-drafts').click();
    const draftRow = p.getByTestId('mail-draft-row').filter({ hasText: 'Nabídka spolupráce' });
    await draftRow.waitFor();
    await poll(() => draftRow.textContent()).toContain('klient@example.cz');
    await draftRow.getByTestId('mail-draft-open').click();
    await poll(() => p.getByTestId('compose-to_email').inputValue()).toBe('klient@example.cz');
    await poll(() => p.getByTestId('compose-cc').inputValue()).toBe('kopie@example.cz');
    await poll(() => p.getByTestId('compose-subject').inputValue()).toBe('Nabídka spolupráce');
    await poll(() => p.getByTestId('compose-editor-content').textContent()).toContain('Dobrý den, posíláme nabídku.');

    // send it with an attachment; the button says 'Odesílám...' while the request runs
    await p
      .getByTestId('compose-files')
      .setInputFiles({ name: 'cenik.txt', mimeType: 'text/plain', buffer: Buffer.from('Ceník služeb 2026') });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route('**/api/emails/send**', async (route) => {
      await held;
      await route.continue();
    });
    const answer = p.waitForResponse((response) => response.url().includes('/api/emails/send'));
    const send = p.getByTestId('compose-send');
    await send.click();
    await poll(() => send.textContent()).toBe('Odesílám...');
    await poll(() => send.isDisabled()).toBe(true);
    release();
    const body = (await (await answer).json()) as { success: boolean; message: string; email_id: number };
    expect(body.success).toBe(true);
    await poll(() => notice(p, 'mail-notice-success')).toBe(`${body.message} Včetně 1 příloha(y).`);
    await poll(() => p.getByTestId('compose').count()).toBe(0);
    // the sent draft left Koncepty
    await poll(() => text(p, 'mail-drafts-empty')).toContain('Žádné koncepty');

    // the queue holds it until the queue job runs
    await p.getByTestId('mail-folder-queue').click();
    const queued = p.getByTestId('mail-queue-row').filter({ hasText: 'Nabídka spolupráce' });
    await queued.waitFor();
    await poll(() => queued.getByTestId('mail-queue-status').textContent()).toBe('Čeká');
    const job = await runCli(['jobs', 'run', 'queue'], env);
    expect(job.exitCode, job.stderr).toBe(0);
    await p.getByTestId('mail-queue-refresh').click();
    await poll(() => queued.getByTestId('mail-queue-status').textContent()).toBe('Odesláno');

    // Odeslaná pošta: search, preview, open count, detail and delete
    await p.getByTestId('mail-folder-sent').click();
    const sentRow = p.getByTestId('mail-sent-row').filter({ hasText: 'Nabídka spolupráce' });
    await sentRow.waitFor();
    await poll(() => sentRow.textContent()).toContain('klient@example.cz');
    await poll(() => sentRow.textContent()).toContain('Dobrý den, posíláme nabídku.');
    await poll(() => sentRow.textContent()).toContain('Neotevřeno');
    await p.getByTestId('mail-sent-search').fill('neexistujici-hledani');
    await poll(() => text(p, 'mail-sent-empty')).toContain('Žádné odeslané emaily');
    await p.getByTestId('mail-sent-search').fill('posíláme');
    await sentRow.waitFor();
    await sentRow.locator('.mail-row-main').click();
    await p.getByTestId('mail-sent-detail').waitFor();
    await sentRow.getByTestId('mail-sent-delete').click();
    await p.getByTestId('mail-sent-confirm-ok').click();
    await poll(() => notice(p, 'mail-notice-success')).toBe('Email "Nabídka spolupráce" byl úspěšně odstraněn.');
    await poll(() => text(p, 'mail-sent-empty')).toContain('Žádné odeslané emaily');
    expect(pageErrors(p)).toEqual([]);
    await p.context().close();
  });

  it('saves the SMTP settings on the e-mail tab and never shows the stored password', async () => {
    const p = await adminPage('/admin/settings');
    await p.getByTestId('settings-tab-email').click();
    await poll(() => p.getByTestId('settings-tab-email').getAttribute('aria-selected')).toBe('true');
    await p.getByTestId('settings-email').waitFor();
    const closedPort = String(await freePort());
    await p.getByTestId('settings-smtp_host').fill('127.0.0.1');
    await p.getByTestId('settings-smtp_port').fill(closedPort);
    await p.getByTestId('settings-smtp_user').fill('mailer');
    await p.getByTestId('settings-smtp_password').fill(SMTP_SECRET);
    await p.getByTestId('settings-from_name').fill('Marketplace');
    await p.getByTestId('settings-from_email').fill('info@example.cz');
    await p.getByTestId('settings-reply_to_email').fill('odpovedi@example.cz');
    await p.getByTestId('settings-save').click();
    await poll(() => notice(p, 'settings-notice-success')).toBe('Nastavení emailu bylo uloženo.');
    await poll(() => p.getByTestId('settings-smtp_password').inputValue()).toBe(MASK);

    // a fresh load: the values are back, the password only as the mask, nowhere in the answer or the page
    const loaded = p.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/settings' && response.request().method() === 'GET',
    );
    await p.goto(`${server.url}/admin/settings?tab=email`);
    const raw = await (await loaded).text();
    expect(raw).not.toContain(SMTP_SECRET);
    await poll(() => p.getByTestId('settings-smtp_host').inputValue()).toBe('127.0.0.1');
    await poll(() => p.getByTestId('settings-smtp_port').inputValue()).toBe(closedPort);
    await poll(() => p.getByTestId('settings-smtp_password').inputValue()).toBe(MASK);
    await poll(() => p.content()).not.toContain(SMTP_SECRET);

    // saving again without touching the password keeps it (the mask is sent back)
    await p.getByTestId('settings-from_name').fill('Marketplace CZ');
    await p.getByTestId('settings-save').click();
    await poll(() => notice(p, 'settings-notice-success')).toBe('Nastavení emailu bylo uloženo.');
    await poll(() => p.getByTestId('settings-smtp_password').inputValue()).toBe(MASK);

    // the connection test reports the SMTP server's answer (here: nobody listens on the port)
    await p.getByTestId('settings-test').click();
    await poll(() => notice(p, 'settings-notice-error')).toMatch(/^Připojení k SMTP serveru selhalo: .*ECONNREFUSED/);
    await poll(() => p.content()).not.toContain(SMTP_SECRET);

    // MARKETPLACE_SMTP_URL overrides the stored settings: said on the tab
    await p.route(
      (url) => url.pathname === '/api/admin/settings',
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const json = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...json, smtp_url_override: true } });
      },
    );
    await p.reload();
    await poll(() => text(p, 'settings-override')).toContain('MARKETPLACE_SMTP_URL');
    expect(pageErrors(p)).toEqual([]);
    await p.context().close();
  });
});
