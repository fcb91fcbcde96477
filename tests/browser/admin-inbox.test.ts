import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { mailAccount, receivedEmail, receivedOnServer, withoutDemoInbox } from '../helpers/inbox.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'posta.admin@example.cz';
const OWNER = 'posta.salon@example.cz';
const OWNER_UNCONNECTED = 'posta.bez-schranky@example.cz';
const ZONE = 'Europe/Prague';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the list shows for a date: the time up to a day old, the weekday up to 7 days, else day and month. */
const expectedDate = (at: Date) => {
  const age = Date.now() - at.getTime();
  if (age <= DAY) return at.toLocaleTimeString('cs-CZ', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
  if (age <= 7 * DAY) return at.toLocaleDateString('cs-CZ', { weekday: 'long', timeZone: ZONE });
  return at.toLocaleDateString('cs-CZ', { day: 'numeric', month: 'long', timeZone: ZONE });
};

/**
 * Doručená pošta in Chromium against the real `marketplace serve` (demo data, jobs off): the admin's
 * operator mailbox (list, search with and without diacritics, open marks read, star, archive, the
 * delete dialog, failures applied locally, the error panel, the empty state, relative dates, the
 * unread badge, reply into compose) and the salon's E-maily section on its own mailbox.
 */
describe('inbox screens in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  // the operator's mailbox is a real Dovecot (MARKETPLACE_IMAP_URL): what the screens change reaches it
  let dovecot: DovecotServer;
  const dataDir = tempDataDir();
  const env: Record<string, string> = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const now = Date.now();
  const at = {
    order: new Date(now - 2 * HOUR),
    question: new Date(now - 3 * DAY),
    untitled: new Date(now - 30 * DAY),
  };
  const ids: Record<string, number> = {};
  let salonId = 0;
  let otherId = 0;

  beforeAll(async () => {
    dovecot = await startDovecot();
    env.MARKETPLACE_IMAP_URL = dovecot.url;
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    await withDb(withoutDemoInbox);
    [salonId, otherId] = await withDb(
      async (db) =>
        (await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').limit(2).pluck('id')).map(Number) as [
          number,
          number,
        ],
    );
    for (const args of [
      ['--email', ADMIN, '--role', 'admin', '--name', 'Pavla Poštovní'],
      ['--email', OWNER, '--role', 'company', '--company', String(salonId), '--name', 'Sára Salonní'],
      ['--email', OWNER_UNCONNECTED, '--role', 'company', '--company', String(otherId), '--name', 'Bára Bezschránková'],
    ]) {
      const res = await runCli(['users', 'create', '--password', PASSWORD, ...args], env);
      expect(res.exitCode, res.stderr).toBe(0);
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    await withDb(async (db) => {
      const operator = await mailAccount(db, null);
      ids.order = await receivedOnServer(db, dovecot, {
        account: operator,
        subject: 'Objednávka kadeřnictví',
        from_email: 'jana.dvorakova@example.cz',
        from_name: 'Jana Dvořáková',
        body_text: 'Dobrý den, chtěla bych objednat střih na čtvrtek odpoledne.',
        body_html:
          '<p>Dobrý den, chtěla bych <b>objednat střih</b>.<script>document.title="x"</script></p><p><a href="https://example.cz/cenik">ceník</a></p>',
        attachments: [{ name: 'foto.jpg', size: 2048, content_type: 'image/jpeg', part: '2' }],
        received_at: at.order,
        message_id: '<objednavka@example.cz>',
      });
      ids.question = await receivedOnServer(db, dovecot, {
        account: operator,
        subject: 'Dotaz na ceník',
        from_email: 'petr@example.cz',
        from_name: 'Petr Novák',
        body_text: 'Kolik stojí barvení?',
        received_at: at.question,
        is_read: true,
      });
      ids.untitled = await receivedOnServer(db, dovecot, {
        account: operator,
        subject: '',
        from_email: 'anonym@example.cz',
        from_name: null,
        body_text: 'Zpráva bez předmětu',
        received_at: at.untitled,
      });
      ids.bounce = await receivedOnServer(db, dovecot, {
        account: operator,
        subject: 'Undelivered Mail Returned to Sender',
        from_email: 'mailer-daemon@example.cz',
        from_name: 'Mail Delivery System',
        body_text: 'Zprávu se nepodařilo doručit.',
        kind: 'bounce',
        bounce: {
          recipient: 'neexistuje@example.cz',
          status: '5.1.1',
          action: 'failed',
          diagnostic: '550 5.1.1 User unknown',
          hard: true,
          originalMessageId: null,
        },
        received_at: new Date(now - 4 * DAY),
        is_read: true,
      });
      ids.autoReply = await receivedOnServer(db, dovecot, {
        account: operator,
        subject: 'Automatická odpověď: Nabídka',
        from_email: 'dovolena@example.cz',
        body_text: 'Jsem na dovolené.',
        kind: 'auto_reply',
        received_at: new Date(now - 5 * DAY),
        is_read: true,
      });
      ids.toArchive = await receivedOnServer(db, dovecot, {
        account: operator,
        subject: 'K archivaci',
        received_at: new Date(now - 6 * DAY),
        is_read: true,
      });
      ids.toDelete = await receivedOnServer(db, dovecot, {
        account: operator,
        subject: 'Ke smazání',
        received_at: new Date(now - 8 * DAY),
        is_read: true,
      });
      const salon = await mailAccount(db, salonId);
      await receivedEmail(db, {
        account: salon,
        subject: 'Zpráva pro salon',
        from_email: 'zakaznice@example.cz',
        received_at: new Date(now - 20 * MINUTE),
      });
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dovecot?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  const row = (p: Page, subject: string) => p.getByTestId('mail-inbox-row').filter({ hasText: subject });
  const subjects = (p: Page) => p.getByTestId('mail-inbox-subject').allTextContents();
  /** the computed font weight of an element, read in the page */
  const fontWeight = (el: unknown) =>
    (globalThis as unknown as { getComputedStyle(e: unknown): { fontWeight: string } }).getComputedStyle(el).fontWeight;
  const flag = (id: number, column: string) =>
    withDb(async (db) => Boolean((await db('received_emails').where({ id }).first(column))?.[column]));

  async function adminInbox(path = '/admin/email'): Promise<Page> {
    const errors: string[] = [];
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.goto(`${server.url}${path}`);
    (p as Page & { errors: string[] }).errors = errors;
    return p;
  }

  it('lists the operator mailbox newest first: unread bold, senders, (Bez předmětu), previews, markers, relative dates and the unread badge', async () => {
    const p = await adminInbox();
    await poll(() => subjects(p)).toEqual([
      'Objednávka kadeřnictví',
      'Dotaz na ceník',
      'Undelivered Mail Returned to Sender',
      'Automatická odpověď: Nabídka',
      'K archivaci',
      'Ke smazání',
      '(Bez předmětu)',
    ]);
    const order = row(p, 'Objednávka kadeřnictví');
    await poll(() => order.getAttribute('data-read')).toBe('false');
    await poll(() => row(p, 'Dotaz na ceník').getAttribute('data-read')).toBe('true');
    await poll(() => order.getByTestId('mail-inbox-subject').evaluate(fontWeight)).toBe('700');
    await poll(() => row(p, 'Dotaz na ceník').getByTestId('mail-inbox-subject').evaluate(fontWeight)).toBe('400');
    await poll(() => order.getByTestId('mail-inbox-from').textContent()).toContain('Jana Dvořáková');
    await poll(() => row(p, '(Bez předmětu)').getByTestId('mail-inbox-from').textContent()).toContain('anonym@example.cz');
    await poll(() => order.getByTestId('mail-inbox-preview').textContent()).toBe(
      'Dobrý den, chtěla bych objednat střih na čtvrtek odpoledne.',
    );
    await poll(() => order.getByTestId('mail-inbox-attachment').textContent()).toBe('Příloha');
    await poll(() => row(p, 'Undelivered').getByTestId('mail-inbox-kind').textContent()).toBe('Nedoručeno');
    await poll(() => row(p, 'Automatická odpověď').getByTestId('mail-inbox-kind').textContent()).toBe('Automatická odpověď');
    // relative dates: the time today, the weekday this week, day and month before
    await poll(() => order.getByTestId('mail-inbox-date').textContent()).toBe(expectedDate(at.order));
    await poll(() => row(p, 'Dotaz na ceník').getByTestId('mail-inbox-date').textContent()).toBe(expectedDate(at.question));
    await poll(() => row(p, '(Bez předmětu)').getByTestId('mail-inbox-date').textContent()).toBe(expectedDate(at.untitled));
    expect(expectedDate(at.order)).toMatch(/^\d{1,2}:\d{2}$/);
    expect(expectedDate(at.untitled)).toMatch(/^\d{1,2}\. \p{L}+$/u);
    // two unread: the sidebar's Email badge and the folder menu say so
    await poll(() => p.getByTestId('admin-sidebar').getByTestId('unread-badge').textContent()).toBe('2');
    await poll(() => p.getByTestId('mail-folders').getByTestId('unread-badge').textContent()).toBe('2');
    expect(pageErrorsOf(p)).toEqual([]);
    await p.context().close();
  });

  it('searches subject, sender and content with and without diacritics, in any case, and says Žádné emaily when nothing matches', async () => {
    const p = await adminInbox();
    await poll(() => p.getByTestId('mail-inbox-row').count()).toBe(7);
    const search = p.getByTestId('mail-inbox-search');
    await search.fill('KADERNICTVI');
    await poll(() => subjects(p)).toEqual(['Objednávka kadeřnictví']);
    await search.fill('dvořáková');
    await poll(() => subjects(p)).toEqual(['Objednávka kadeřnictví']);
    await search.fill('barveni');
    await poll(() => subjects(p)).toEqual(['Dotaz na ceník']);
    await search.fill('nic takového tu není');
    await poll(() => p.getByTestId('mail-inbox-empty').textContent()).toContain('Žádné emaily');
    await search.fill('');
    await poll(() => p.getByTestId('mail-inbox-row').count()).toBe(7);
    await p.context().close();
  });

  it('opens a message with Enter: the sandboxed HTML without its script, the attachment, and it is marked read on the server and in the list', async () => {
    const p = await adminInbox();
    const order = row(p, 'Objednávka kadeřnictví');
    await poll(() => order.getAttribute('data-read')).toBe('false');
    await order.getByTestId('mail-inbox-open').focus();
    await p.keyboard.press('Enter');
    const detail = p.getByTestId('mail-inbox-detail');
    await poll(() => detail.getByTestId('mail-inbox-detail-subject').textContent()).toBe('Objednávka kadeřnictví');
    await poll(() => detail.getByTestId('mail-inbox-detail-from').textContent()).toBe('Jana Dvořáková <jana.dvorakova@example.cz>');
    const frame = detail.getByTestId('mail-inbox-frame');
    await poll(() => frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    await poll(() => frame.getAttribute('srcdoc')).toContain('objednat střih');
    expect(await frame.getAttribute('srcdoc')).not.toContain('<script');
    await poll(() => p.frameLocator('[data-testid="mail-inbox-frame"]').getByText('ceník').getAttribute('target')).toBe('_blank');
    await poll(() => detail.getByTestId('mail-inbox-attachment-link').textContent()).toContain('foto.jpg');
    await poll(() => order.getByTestId('mail-inbox-open').getAttribute('aria-expanded')).toBe('true');
    await poll(() => order.getAttribute('data-read')).toBe('true');
    await poll(() => flag(ids.order!, 'is_read')).toBe(true);
    await poll(() => p.getByTestId('admin-sidebar').getByTestId('unread-badge').textContent()).toBe('1');
    // the bounce shows what the report said
    await row(p, 'Undelivered').getByTestId('mail-inbox-open').click();
    await poll(() => p.getByTestId('mail-inbox-bounce').textContent()).toContain('neexistuje@example.cz');
    await poll(() => p.getByTestId('mail-inbox-bounce').textContent()).toContain('550 5.1.1 User unknown');
    await poll(() => p.getByTestId('mail-inbox-text').textContent()).toBe('Zprávu se nepodařilo doručit.');
    expect(pageErrorsOf(p)).toEqual([]);
    await p.context().close();
  });

  it('stars (a pressed toggle) and archives; a star the server refuses is applied here with a notice', async () => {
    const p = await adminInbox();
    const question = row(p, 'Dotaz na ceník');
    const star = question.getByTestId('mail-inbox-star');
    await poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await poll(() => flag(ids.question!, 'is_starred')).toBe(true);
    await p.getByTestId('mail-inbox-view-starred').click();
    await poll(() => subjects(p)).toEqual(['Dotaz na ceník']);
    await poll(() => p.url()).toContain('view=starred');
    await p.getByTestId('mail-inbox-view-inbox').click();

    // archive from the opened message: it leaves the inbox and is in Archiv
    await row(p, 'K archivaci').getByTestId('mail-inbox-open').click();
    await p.getByTestId('mail-inbox-archive').click();
    await poll(() => row(p, 'K archivaci').count()).toBe(0);
    await poll(() => flag(ids.toArchive!, 'is_archived')).toBe(true);
    await p.getByTestId('mail-inbox-view-archive').click();
    await poll(() => subjects(p)).toEqual(['K archivaci']);
    await p.getByTestId('mail-inbox-view-inbox').click();

    // the server fails: the star is shown anyway, and a notice says it was not saved
    await p.route(
      (url) => url.pathname.endsWith('/star'),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Poštovní server neodpovídá.', code: 'unavailable' }),
        }),
    );
    const untitledStar = row(p, '(Bez předmětu)').getByTestId('mail-inbox-star');
    await untitledStar.click();
    await poll(() => untitledStar.getAttribute('aria-pressed')).toBe('true');
    await poll(() => p.getByTestId('mail-notice-error').locator('p').textContent()).toBe(
      'Změnu se nepodařilo uložit na poštovní server (Poštovní server neodpovídá.). Je zobrazena jen zde.',
    );
    expect(await flag(ids.untitled!, 'is_starred')).toBe(false);
    await p.context().close();
  });

  it('deletes through the dialog: its texts, focus kept inside and given back, Mazání..., the error text on failure', async () => {
    const p = await adminInbox();
    await row(p, 'Ke smazání').getByTestId('mail-inbox-open').click();
    const deleteButton = p.getByTestId('mail-inbox-delete');
    await deleteButton.click();
    const dialog = p.getByTestId('mail-inbox-confirm');
    await poll(() => dialog.textContent()).toContain('Opravdu smazat tento email?');
    await poll(() => dialog.textContent()).toContain('Email bude smazán také z poštovního serveru a nelze ho obnovit.');
    const focusInDialog = async () => (await p.locator('[data-testid="mail-inbox-confirm"] :focus').count()) === 1;
    await poll(focusInDialog).toBe(true);
    // the page behind is inert: Tab moves among the dialog's own buttons
    await p.keyboard.press('Tab');
    await p.keyboard.press('Tab');
    await poll(focusInDialog).toBe(true);
    await p.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    await poll(() => p.locator('[data-testid="mail-inbox-delete"]:focus').count()).toBe(1);

    // the server refuses: the error text, nothing removed
    await p.route(
      (url) => /\/api\/emails\/\d+$/.test(url.pathname),
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, error: 'Poštovní server neodpovídá.', code: 'unavailable' }),
            })
          : route.continue(),
    );
    await deleteButton.click();
    await p.getByTestId('mail-inbox-confirm-ok').click();
    await poll(() => dialog.getByRole('alert').textContent()).toBe('Chyba při mazání emailu: Poštovní server neodpovídá.');
    await p.unroute((url) => /\/api\/emails\/\d+$/.test(url.pathname));

    // slowed down so that 'Mazání...' can be seen, then gone from the list and the database
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route(
      (url) => /\/api\/emails\/\d+$/.test(url.pathname),
      async (route) => {
        if (route.request().method() === 'DELETE') await held;
        await route.continue();
      },
    );
    await p.getByTestId('mail-inbox-confirm-ok').click();
    await poll(() => p.getByTestId('mail-inbox-confirm-ok').textContent()).toBe('Mazání...');
    release();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => row(p, 'Ke smazání').count()).toBe(0);
    await poll(() => withDb(async (db) => (await db('received_emails').where({ id: ids.toDelete }).first()) ?? null)).toBeNull();
    await poll(() => p.getByTestId('mail-notice-success').locator('p').textContent()).toBe('Email byl smazán.');
    await p.context().close();
  });

  it('shows Chyba připojení with the error text when the list fails, and Zkusit znovu loads it', async () => {
    const p = await adminInbox();
    await poll(() => p.getByTestId('mail-inbox-row').count()).toBeGreaterThan(0);
    const list = (url: URL) => url.pathname === '/api/emails';
    await p.route(list, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Interní chyba', code: 'internal' }),
      }),
    );
    await p.reload();
    await poll(() => p.getByTestId('mail-inbox-error').textContent()).toContain('Chyba připojení');
    await poll(() => p.getByTestId('mail-inbox-error-message').textContent()).toBe('Chyba při připojení k databázi emailů.');
    await p.unroute(list);
    await p.getByTestId('mail-inbox-error-retry').click();
    await poll(() => p.getByTestId('mail-inbox-row').count()).toBeGreaterThan(0);
    await poll(() => p.getByTestId('mail-inbox-error').count()).toBe(0);
    await p.context().close();
  });

  it('replies through compose: Re: subject, the sender, the quoted text, and the queued message threads under it', async () => {
    const p = await adminInbox();
    await row(p, 'Objednávka kadeřnictví').getByTestId('mail-inbox-open').click();
    // the message has loaded (its frame in place) before Odpovědět is pressed
    await poll(() => p.getByTestId('mail-inbox-frame').count()).toBe(1);
    await p.getByTestId('mail-inbox-reply').click();
    await poll(() => p.getByTestId('compose-to_email').inputValue()).toBe('jana.dvorakova@example.cz');
    await poll(() => p.getByTestId('compose-subject').inputValue()).toBe('Re: Objednávka kadeřnictví');
    // read without waiting on the element (the lazily loaded editor), polled until it holds the quote
    const editorText = () =>
      p
        .getByTestId('compose-editor-content')
        .evaluateAll((nodes) => nodes.map((n) => (n as unknown as { textContent: string | null }).textContent ?? '').join(''));
    await poll(editorText).toContain('> Dobrý den, chtěla bych objednat střih');
    await p.getByTestId('compose-send').click();
    await poll(() =>
      withDb(
        async (db) => (await db('email_queue').where({ subject: 'Re: Objednávka kadeřnictví' }).first('in_reply_to', 'references')) ?? null,
      ),
    ).toEqual({ in_reply_to: '<objednavka@example.cz>', references: '<objednavka@example.cz>' });
    await p.context().close();
  });

  it('shows a business its own mailbox in E-maily, and where to connect one when it has none', async () => {
    const errors: string[] = [];
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, OWNER, PASSWORD, '/firma');
    // Nástěnka: the E-maily card and the sidebar count the unread message; 'Nový e-mail' opens compose in E-maily
    await poll(() => p.getByTestId('card-emails-value').textContent()).toBe('1');
    await poll(() => p.getByTestId('salon-nav-emaily').getByTestId('unread-badge').textContent()).toBe('1');
    await p.getByTestId('quick-new-email').click();
    await poll(() => new URL(p.url()).searchParams.get('sekce')).toBe('emaily');
    await p.getByTestId('compose-to_email').waitFor();
    // the business writes without the operator's templates
    expect(await p.getByTestId('compose-template').count()).toBe(0);
    await p.getByTestId('compose-close').click();
    await poll(() => new URL(p.url()).searchParams.get('napsat')).toBeNull();

    await poll(() => subjects(p)).toEqual(['Zpráva pro salon']);
    await row(p, 'Zpráva pro salon').getByTestId('mail-inbox-open').click();
    await poll(() => p.getByTestId('mail-inbox-detail-subject').textContent()).toBe('Zpráva pro salon');
    await poll(() => row(p, 'Zpráva pro salon').getAttribute('data-read')).toBe('true');

    // the business replies: from its own address, threaded with the customer's message
    await p.getByTestId('mail-inbox-reply').click();
    await poll(() => p.getByTestId('compose-to_email').inputValue()).toBe('zakaznice@example.cz');
    await poll(() => p.getByTestId('compose-subject').inputValue()).toBe('Re: Zpráva pro salon');
    await p.getByTestId('compose-send').click();
    const [company, received] = await withDb(async (db) => [
      await db('companies').where({ id: salonId }).first('name', 'email'),
      await db('received_emails').where({ subject: 'Zpráva pro salon' }).first('message_id'),
    ]);
    await poll(() =>
      withDb(
        async (db) =>
          (await db('email_queue')
            .where({ subject: 'Re: Zpráva pro salon' })
            .first('company_id', 'from_email', 'from_name', 'in_reply_to')) ?? null,
      ),
    ).toEqual({ company_id: salonId, from_email: company.email, from_name: company.name, in_reply_to: received.message_id });
    await p.getByTestId('mail-inbox-search').fill('zpráva PRO salon');
    await poll(() => subjects(p)).toEqual(['Zpráva pro salon']);
    // its own queue shows it (jobs are off here: it waits); none of the operator's mail
    await p.getByTestId('mail-folder-queue').click();
    await poll(() => new URL(p.url()).searchParams.get('folder')).toBe('queue');
    await poll(() => p.getByTestId('mail-queue-row').count()).toBe(1);
    expect(errors).toEqual([]);
    await p.context().close();

    const q = await newCzechPage(browser);
    await logIn(q, server.url, OWNER_UNCONNECTED, PASSWORD, '/firma');
    await q.goto(`${server.url}/firma?sekce=emaily`);
    await poll(() => q.getByTestId('mail-inbox-empty').textContent()).toContain('Žádné emaily');
    await poll(() => q.getByTestId('mail-inbox-no-account').textContent()).toContain(
      'Poštovní schránka firmy není připojena. Připojte ji v sekci Nastavení.',
    );
    await q.getByTestId('mail-inbox-no-account').getByRole('link', { name: 'Otevřít Nastavení' }).click();
    await poll(() => q.url()).toContain('sekce=nastaveni#schranka');
    await q.context().close();
  });
});

function pageErrorsOf(p: Page): string[] {
  return (p as Page & { errors: string[] }).errors;
}
