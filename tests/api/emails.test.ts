import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createMailbox, createUser, login, removeMailbox, switchMailAccount } from '../helpers/factories.js';
import { startDovecot } from '../helpers/dovecot.js';
import { mailAccount, rawMessage, receivedEmail, sentEmail } from '../helpers/inbox.js';
import { createUnitOfWork } from '../../src/core/unit-of-work.js';

describe.each(DB_KINDS)('inbox API on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-25T12:00:00Z'));
  const headers: Record<'admin' | 'company' | 'other' | 'unconnected', { authorization: string }> = {} as never;
  let operator: Awaited<ReturnType<typeof mailAccount>>;
  let salon: Awaited<ReturnType<typeof mailAccount>>;
  let salonCompanyId: number;

  const get = (who: keyof typeof headers, url: string) => t.app.inject({ method: 'GET', url, headers: headers[who] });
  const put = (who: keyof typeof headers, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: headers[who], payload });
  const list = async (who: keyof typeof headers, query = '') => {
    const res = await get(who, `/api/emails${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; unread: number; emails: Array<Record<string, unknown>> };
  };
  const subjects = async (who: keyof typeof headers, query = '') => (await list(who, query)).emails.map((e) => e.subject);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const companies = await t.database.db('companies').orderBy('id').limit(3).pluck('id');
    salonCompanyId = Number(companies[0]);
    const sign = async (role: 'admin' | 'company', companyId?: number) => {
      const user = await createUser(t.core, role, companyId ? { company_id: companyId } : {});
      return { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
    };
    headers.admin = await sign('admin');
    headers.company = await sign('company', salonCompanyId);
    headers.other = await sign('company', Number(companies[1]));
    headers.unconnected = await sign('company', Number(companies[2]));
    operator = await mailAccount(t.database.db, null);
    salon = await mailAccount(t.database.db, salonCompanyId);
    await mailAccount(t.database.db, Number(companies[1]));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the operator mailbox to an admin and a business its own, newest first, with the unread count', async () => {
    const db = t.database.db;
    await receivedEmail(db, { account: operator, subject: 'Starší zpráva', received_at: new Date('2026-11-20T10:00:00Z'), is_read: true });
    await receivedEmail(db, { account: operator, subject: 'Novější zpráva', received_at: new Date('2026-11-24T10:00:00Z') });
    await receivedEmail(db, { account: salon, subject: 'Zpráva pro salon', received_at: new Date('2026-11-23T10:00:00Z') });

    const admin = await list('admin');
    expect(admin.emails.map((e) => e.subject)).toEqual(['Novější zpráva', 'Starší zpráva']);
    expect(admin.total).toBe(2);
    expect(admin.unread).toBe(1);
    expect(admin.emails[0]).toMatchObject({
      from_email: 'klient@example.cz',
      from_name: 'Petr Klient',
      preview: 'Dobrý den, máte volno v pátek?',
      received_at: '2026-11-24T10:00:00.000Z',
      is_read: false,
      is_starred: false,
      is_archived: false,
      has_attachments: false,
      kind: 'message',
      bounce: null,
      sent_email_id: null,
      company_id: null,
    });

    expect(await subjects('company')).toEqual(['Zpráva pro salon']);
    expect(await subjects('other')).toEqual([]);
  });

  it('answers 409 no_mail_account to a business with no mailbox connected', async () => {
    const res = await get('unconnected', '/api/emails');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'no_mail_account', error: expect.stringContaining('Nastavení') });
  });

  it('filters by folder: inbox, archive, starred and unread', async () => {
    const db = t.database.db;
    await receivedEmail(db, {
      account: operator,
      subject: 'Archivovaná',
      is_archived: true,
      received_at: new Date('2026-11-21T10:00:00Z'),
    });
    await receivedEmail(db, {
      account: operator,
      subject: 'S hvězdičkou',
      is_starred: true,
      is_read: true,
      received_at: new Date('2026-11-21T11:00:00Z'),
    });
    expect(await subjects('admin', '?folder=archive')).toEqual(['Archivovaná']);
    expect(await subjects('admin', '?folder=starred')).toEqual(['S hvězdičkou']);
    expect(await subjects('admin', '?folder=unread')).toEqual(['Novější zpráva']);
    expect(await subjects('admin')).toEqual(['Novější zpráva', 'S hvězdičkou', 'Starší zpráva']);
    expect((await get('admin', '/api/emails?folder=spam')).statusCode).toBe(400);
  });

  it('searches subject, sender and content in any case, with or without diacritics', async () => {
    const db = t.database.db;
    await receivedEmail(db, {
      account: salon,
      subject: 'Objednávka kadeřnictví',
      from_email: 'jana.dvorakova@example.cz',
      from_name: 'Jana Dvořáková',
      body_text: 'Chtěla bych střih 100% jistě ve čtvrtek.',
      received_at: new Date('2026-11-22T09:00:00Z'),
    });
    for (const query of ['KADERNICTVI', 'kadeřnictví', 'dvořák', 'DVORAK', 'ctvrtek', 'Čtvrtek', '100%']) {
      expect(await subjects('company', `?search=${encodeURIComponent(query)}`), query).toEqual(['Objednávka kadeřnictví']);
    }
    expect(await subjects('company', '?search=%25')).toEqual(['Objednávka kadeřnictví']);
    expect(await subjects('company', '?search=_')).toEqual([]);
    expect(await subjects('company', '?search=neexistuje')).toEqual([]);
    // another mailbox's messages are never found
    expect(await subjects('admin', '?search=kadernictvi')).toEqual([]);
  });

  it('pages the list, at most 100 a page', async () => {
    const db = t.database.db;
    const box = await mailAccount(db, Number((await t.database.db('companies').orderBy('id').offset(3).first('id')).id));
    const user = await createUser(t.core, 'company', {
      company_id: Number((await t.database.db('mail_accounts').where('id', box.accountId).first('company_id')).company_id),
    });
    const auth = { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
    for (let i = 1; i <= 5; i += 1) {
      await receivedEmail(db, { account: box, subject: `Zpráva ${i}`, received_at: new Date(Date.UTC(2026, 10, 20, i)) });
    }
    const page = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/emails${q}`, headers: auth })).json();
    expect((await page('?page=1&limit=2')).emails.map((e: { subject: string }) => e.subject)).toEqual(['Zpráva 5', 'Zpráva 4']);
    expect((await page('?page=3&limit=2')).emails.map((e: { subject: string }) => e.subject)).toEqual(['Zpráva 1']);
    expect((await page('?page=3&limit=2')).total).toBe(5);
    expect((await t.app.inject({ method: 'GET', url: '/api/emails?limit=101', headers: auth })).statusCode).toBe(400);
  });

  it('shows one message: sanitised HTML, text, attachments, the bounce and the conversation with the sent e-mail it answers', async () => {
    const db = t.database.db;
    const sentId = await sentEmail(db, {
      to_email: 'klient@example.cz',
      subject: 'Nabídka',
      content: 'Posíláme nabídku spolupráce.',
      message_id: '<offer-1@marketplace.example>',
      sent_at: new Date('2026-11-18T08:00:00Z'),
    });
    const first = await receivedEmail(db, {
      account: operator,
      subject: 'Re: Nabídka',
      message_id: '<r1@example.cz>',
      in_reply_to: '<offer-1@marketplace.example>',
      references: '<offer-1@marketplace.example>',
      sent_email_id: sentId,
      received_at: new Date('2026-11-19T08:00:00Z'),
    });
    const second = await receivedEmail(db, {
      account: operator,
      subject: 'Re: Re: Nabídka',
      message_id: '<r2@example.cz>',
      in_reply_to: '<r1@example.cz>',
      references: '<offer-1@marketplace.example> <r1@example.cz>',
      sent_email_id: sentId,
      body_html:
        '<p onclick="x()">Dobrý den<script>alert(1)</script> <img src="https://tracker.example/p.gif" alt="logo"><a href="https://example.cz">web</a></p>',
      attachments: [{ name: 'cenik.pdf', size: 1234, content_type: 'application/pdf', part: '2' }],
      received_at: new Date('2026-11-20T08:00:00Z'),
    });
    // the same Message-ID chain in another mailbox is not this conversation
    await receivedEmail(db, { account: salon, subject: 'Cizí', in_reply_to: '<r1@example.cz>' });

    const res = await get('admin', `/api/emails/${second}`);
    expect(res.statusCode, res.body).toBe(200);
    const email = res.json().email;
    expect(email.html).toContain('Dobrý den');
    expect(email.html).not.toContain('script');
    expect(email.html).not.toContain('onclick');
    expect(email.html).not.toContain('tracker.example');
    expect(email.html).toContain('logo');
    expect(email.html).toContain('target="_blank"');
    expect(email.text).toBe('Dobrý den, máte volno v pátek?');
    expect(email.attachments).toEqual([{ name: 'cenik.pdf', size: 1234, content_type: 'application/pdf', part: '2' }]);
    expect(email.has_attachments).toBe(true);
    expect(email.message_id).toBe('<r2@example.cz>');
    expect(email.references).toBe('<offer-1@marketplace.example> <r1@example.cz>');
    expect(email.thread.map((e: { direction: string; id: number }) => [e.direction, e.id])).toEqual([
      ['sent', sentId],
      ['received', first],
    ]);
    expect(email.thread[0]).toMatchObject({ subject: 'Nabídka', preview: 'Posíláme nabídku spolupráce.', from_email: null });

    // the first message sees the later reply that names it
    const earlier = (await get('admin', `/api/emails/${first}`)).json().email;
    expect(earlier.thread.map((e: { id: number }) => e.id)).toEqual([sentId, second]);

    const bounce = await receivedEmail(db, {
      account: operator,
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
      received_at: new Date('2026-11-10T08:00:00Z'),
    });
    const listed = (await list('admin')).emails.find((e) => e.id === bounce);
    expect(listed).toMatchObject({
      kind: 'bounce',
      bounce: { recipient: 'nikdo@example.cz', status: '5.1.1', action: 'failed', diagnostic: 'User unknown' },
    });
    expect(Object.keys(listed!.bounce as object).sort()).toEqual(['action', 'diagnostic', 'recipient', 'status']);
  });

  it('answers 404 for another mailbox, an unknown id or an unknown attachment part', async () => {
    const db = t.database.db;
    const mine = await receivedEmail(db, { account: salon, subject: 'Jen pro salon' });
    expect((await get('admin', `/api/emails/${mine}`)).statusCode).toBe(404);
    expect((await get('other', `/api/emails/${mine}`)).statusCode).toBe(404);
    expect((await put('other', `/api/emails/${mine}/star`, { is_starred: true })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/emails/${mine}`, headers: headers.other })).statusCode).toBe(404);
    expect((await get('unconnected', `/api/emails/${mine}`)).statusCode).toBe(404);
    expect((await get('company', '/api/emails/999999')).statusCode).toBe(404);
    expect((await get('company', `/api/emails/${mine}/attachments/9`)).statusCode).toBe(404);
    expect((await get('company', `/api/emails/${mine}`)).statusCode).toBe(200);
  });

  it('marks read, stars, archives and deletes on the mail server (a real Dovecot), and the list shows it', async () => {
    const dovecot = await startDovecot();
    try {
      // the operator's mailbox becomes this server; its rows so far go with the old one
      await t.core.inbox.accounts.remove(null);
      await t.core.inbox.accounts.save(null, {
        host: dovecot.host,
        port: dovecot.port,
        tls: 'none',
        username: dovecot.user,
        password: dovecot.password,
      });
      await dovecot.append(rawMessage({ subject: 'Ke změně', messageId: '<ke-zmene@example.cz>' }));
      expect((await t.core.inbox.sync.run()).new).toBe(1);
      const [{ id }] = (await list('admin')).emails as [{ id: number }];
      const row = () => list('admin', '?folder=inbox').then((l) => l.emails.find((e) => e.id === id));
      const onServer = async (mailbox: string) => {
        const client = await dovecot.client();
        try {
          await client.mailboxOpen(mailbox);
          const found = [];
          for await (const m of client.fetch('1:*', { flags: true, envelope: true }))
            found.push({ subject: m.envelope?.subject, flags: [...(m.flags ?? [])] });
          return found;
        } finally {
          await client.logout();
        }
      };

      expect((await put('admin', `/api/emails/${id}/mark-read`, { is_read: true })).json()).toEqual({ success: true });
      expect(await row()).toMatchObject({ is_read: true });
      expect((await list('admin')).unread).toBe(0);
      expect((await onServer('INBOX'))[0]!.flags).toContain('\\Seen');
      await put('admin', `/api/emails/${id}/mark-read`, { is_read: false });
      expect((await list('admin')).unread).toBe(1);
      expect((await onServer('INBOX'))[0]!.flags).not.toContain('\\Seen');

      expect((await put('admin', `/api/emails/${id}/star`, { is_starred: true })).statusCode).toBe(200);
      expect(await subjects('admin', '?folder=starred')).toContain('Ke změně');
      expect((await onServer('INBOX'))[0]!.flags).toContain('\\Flagged');

      expect((await put('admin', `/api/emails/${id}/archive`, { is_archived: true })).statusCode).toBe(200);
      expect(await row()).toBeUndefined();
      expect(await subjects('admin', '?folder=archive')).toContain('Ke změně');
      expect(await onServer('INBOX')).toEqual([]);
      expect((await onServer('Archive')).map((m) => m.subject)).toEqual(['Ke změně']);
      const archived = (await list('admin', '?folder=archive')).emails.find((e) => e.subject === 'Ke změně') as { id: number };

      expect((await put('admin', `/api/emails/${archived.id}/star`, { is_starred: 'ano' })).statusCode).toBe(400);
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/emails/${archived.id}`, headers: headers.admin });
      expect(removed.json()).toEqual({ success: true });
      expect(await subjects('admin', '?folder=archive')).not.toContain('Ke změně');
      expect((await get('admin', `/api/emails/${archived.id}`)).statusCode).toBe(404);
      expect(await onServer('Archive')).toEqual([]);
    } finally {
      await dovecot.stop();
    }
  });

  it('leaves the row as it was when the mail server cannot be reached', async () => {
    const id = await receivedEmail(t.database.db, { account: salon, subject: 'Server mimo provoz' });
    const res = await put('company', `/api/emails/${id}/star`, { is_starred: true });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().success).toBe(false);
    expect(await subjects('company', '?folder=starred')).not.toContain('Server mimo provoz');
  });

  it("changes only the stored rows of an account switched off (never connected to, like the demo's mailboxes)", async () => {
    await switchMailAccount(t.database.db, salon.accountId, false);
    try {
      const id = await receivedEmail(t.database.db, { account: salon, subject: 'Schránka vypnutá' });
      expect((await put('company', `/api/emails/${id}/mark-read`, { is_read: true })).statusCode).toBe(200);
      expect((await put('company', `/api/emails/${id}/star`, { is_starred: true })).statusCode).toBe(200);
      expect(await subjects('company', '?folder=starred')).toContain('Schránka vypnutá');
      expect((await put('company', `/api/emails/${id}/archive`, { is_archived: true })).statusCode).toBe(200);
      expect(await subjects('company', '?folder=archive')).toContain('Schránka vypnutá');
      expect(await subjects('company')).not.toContain('Schránka vypnutá');
      expect((await t.app.inject({ method: 'DELETE', url: `/api/emails/${id}`, headers: headers.company })).statusCode).toBe(200);
      expect(await t.database.db('received_emails').where({ id }).first()).toBeUndefined();
    } finally {
      await switchMailAccount(t.database.db, salon.accountId, true);
    }
  });

  it('an archive that a sync already stored in the archive mailbox keeps the moved row (its id) and drops the copy', async () => {
    const db = t.database.db;
    const archive = await createMailbox(db, salon.accountId, 'Archive', '7');
    const moved = await receivedEmail(db, { account: salon, subject: 'Přesunutý' });
    const copy = await receivedEmail(db, {
      account: { accountId: salon.accountId, mailboxId: archive },
      subject: 'Přesunutý',
      uidvalidity: '7',
      uid: 40,
    });
    await createUnitOfWork(db).write((tx) => tx.inboxMessages.moveTo(moved, archive, '7', 40, true, clock.now()));
    const rows = await db('received_emails').where({ subject: 'Přesunutý' }).select('id', 'mailbox_id', 'uid', 'is_archived');
    expect(rows.map((r) => [r.id, r.mailbox_id, Number(r.uid), Boolean(r.is_archived)])).toEqual([[moved, archive, 40, true]]);
    expect(rows.some((r) => r.id === copy)).toBe(false);
    await removeMailbox(db, archive);
  });

  it('keeps /api/emails/drafts, /queue and /send what they were, and refuses them and the inbox to customers', async () => {
    expect((await get('admin', '/api/emails/drafts')).json()).toMatchObject({ success: true, drafts: [] });
    expect((await get('admin', '/api/emails/queue')).json()).toMatchObject({ success: true, items: [] });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/emails/send',
      headers: headers.admin,
      payload: { to_email: '', subject: '' },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().fields.map((f: { field: string }) => f.field)).toEqual(['to_email', 'subject']);
    // a company account has its own drafts (salon E-maily); a customer none
    expect((await get('company', '/api/emails/drafts')).json()).toMatchObject({ success: true, drafts: [] });
    expect((await get('admin', '/api/emails/abc')).statusCode).toBe(404);
    const customer = await createUser(t.core, 'customer');
    const token = (await login(t.app, customer.email)).json().token;
    expect((await t.app.inject({ method: 'GET', url: '/api/emails', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    for (const url of ['/api/emails/drafts', '/api/emails/queue', '/api/sent_emails'])
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode, url).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/emails' })).statusCode).toBe(401);
  });
});
