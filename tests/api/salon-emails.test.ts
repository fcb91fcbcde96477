import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createSuppressions, createUser, login, setSenderAddress } from '../helpers/factories.js';
import { multipartBody } from '../helpers/multipart.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const OPERATOR = 'provoz@marketplace.test';

/**
 * A business answers its customers from its dashboard (salon E-maily) on both engines: the back office's
 * compose, drafts, sent mail and queue routes work for a company account, scoped to its company (another
 * company's ids are 404), sending from the company's own address with its name through the operator's SMTP
 * server, threaded with the customer's message, within the daily limit and never to a suppressed address.
 */
describe.each(DB_KINDS)('salon e-mail on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = manualClock(NOW);
  const auth: Record<'admin' | 'eva' | 'other', { authorization: string }> = {} as never;
  const companies: Record<'eva' | 'other', { id: number; name: string; email: string }> = {} as never;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
    const db = t.database.db;
    await setSenderAddress(t.core, OPERATOR);
    const rows = await db('companies')
      .whereNotNull('email')
      .where('country_code', 'CZ')
      .orderBy('id')
      .limit(2)
      .select('id', 'name', 'email');
    companies.eva = { id: Number(rows[0].id), name: String(rows[0].name), email: String(rows[0].email) };
    companies.other = { id: Number(rows[1].id), name: String(rows[1].name), email: String(rows[1].email) };
    for (const key of ['eva', 'other'] as const) {
      const user = await createUser(t.core, 'company', { company_id: companies[key].id });
      auth[key] = { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
    }
    const admin = await createUser(t.core, 'admin');
    auth.admin = { authorization: `Bearer ${(await login(t.app, admin.email)).json().token}` };
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (who: keyof typeof auth, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth[who], payload: payload as never });
  const sendQueue = async () => {
    while ((await t.core.mail.worker.run()).sent > 0) {
      /* until nothing is left */
    }
  };

  it("sends from the company's own address with its name, threaded with the customer's message, with an attachment", async () => {
    const form = await multipartBody(
      {
        to_email: 'zakaznice@example.cz',
        subject: 'Re: Termín na pátek',
        content: 'Dobrý den,\nv pátek v 10:00 máme volno.',
        in_reply_to: '<dotaz-1@example.cz>',
        references: '<dotaz-1@example.cz>',
      },
      [{ field: 'attachment_0', name: 'cenik.pdf', content: Buffer.from('%PDF-1.4 ceník'), type: 'application/pdf' }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/emails/send',
      headers: { ...auth.eva, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email přidán do fronty k odeslání!' });
    const row = await t.database.db('email_queue').where({ id: res.json().email_id }).first();
    expect(row).toMatchObject({
      company_id: companies.eva.id,
      kind: 'compose',
      from_email: companies.eva.email,
      from_name: companies.eva.name,
    });

    sink.messages.length = 0;
    await sendQueue();
    expect(sink.messages).toHaveLength(1);
    const mail = await simpleParser(sink.messages[0]!.raw);
    expect(mail.from?.value[0]).toMatchObject({ address: companies.eva.email, name: companies.eva.name });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.inReplyTo).toBe('<dotaz-1@example.cz>');
    expect(mail.references).toBe('<dotaz-1@example.cz>');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['cenik.pdf']);
    expect(sink.messages[0]!.from).toBe(companies.eva.email);
  });

  it("shows a company its own sent mail and queue only, with the search; another company's ids are 404", async () => {
    const sent = await call('eva', 'GET', '/api/sent_emails?search=p%C3%A1tek');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent_emails.map((s: { subject: string }) => s.subject)).toEqual(['Re: Termín na pátek']);
    expect((await call('eva', 'GET', '/api/sent_emails?search=nic-takoveho')).json().sent_emails).toEqual([]);
    const entryId = sent.json().sent_emails[0].id;
    // the other company sees none of it, cannot delete it, and its queue is empty
    expect((await call('other', 'GET', '/api/sent_emails')).json()).toMatchObject({ sent_emails: [], total: 0 });
    expect((await call('other', 'GET', '/api/emails/queue')).json()).toMatchObject({ items: [], total: 0 });
    expect((await call('other', 'DELETE', `/api/sent_emails/${entryId}`)).statusCode).toBe(404);
    const queueId = (await call('eva', 'GET', '/api/emails/queue')).json().items[0].id;
    expect((await call('other', 'POST', `/api/emails/queue/${queueId}`, { action: 'close' })).statusCode).toBe(404);
    // the operator sees every message
    const all = (await call('admin', 'GET', '/api/sent_emails?search=p%C3%A1tek')).json();
    expect(all.sent_emails.map((s: { id: number }) => s.id)).toContain(entryId);
    // and the company may delete its own
    expect((await call('eva', 'DELETE', `/api/sent_emails/${entryId}`)).statusCode).toBe(200);
  });

  it("keeps each account's drafts its own", async () => {
    const saved = await call('eva', 'POST', '/api/emails/drafts', { to_email: 'a@example.cz', subject: 'Koncept', content: 'text' });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().draft_id;
    expect((await call('eva', 'GET', '/api/emails/drafts')).json().drafts.map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await call('other', 'GET', '/api/emails/drafts')).json().drafts).toEqual([]);
    expect((await call('other', 'PUT', `/api/emails/drafts/${id}`, { to_email: '', subject: 'cizí', content: '' })).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/api/emails/drafts/${id}`)).statusCode).toBe(404);
    expect((await call('eva', 'DELETE', `/api/emails/drafts/${id}`)).statusCode).toBe(200);
  });

  it('refuses an address on the suppression list, naming the field, and a company without an e-mail', async () => {
    await createSuppressions(t.database.db, { email: 'odhlaseny@example.cz', reason: 'unsubscribe', at: NOW });
    const refused = await call('eva', 'POST', '/api/emails/send', {
      to_email: 'nekdo@example.cz',
      cc: 'Odhlaseny@example.cz',
      subject: 'Ahoj',
      content: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'cc', message: 'Adresa odhlaseny@example.cz e-maily nepřijímá (odhlásila se nebo je nedoručitelná); zprávu jí nepošleme.' },
    ]);
    const before = await t.database.db('companies').where({ id: companies.other.id }).first('email');
    await t.database.db('companies').where({ id: companies.other.id }).update({ email: null });
    const noEmail = await call('other', 'POST', '/api/emails/send', { to_email: 'a@example.cz', subject: 'x', content: 'x' });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().error).toMatch(/Firma nemá vyplněný e-mail/);
    await t.database.db('companies').where({ id: companies.other.id }).update({ email: before.email });
  });

  it('stops a company at its daily limit (MARKETPLACE_COMPANY_EMAILS_PER_DAY), sends at once never past it', async () => {
    const limited = await startTestApp(kind, { clock, smtpUrl: sink.url, sharedDatabase: t.database, companyEmailsPerDay: 5 });
    try {
      const company = await createUser(limited.core, 'company', { company_id: companies.other.id });
      const headers = { authorization: `Bearer ${(await login(limited.app, company.email)).json().token}` };
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/emails/send',
            headers,
            payload: { to_email: `z${i}@example.cz`, subject: `S ${i}`, content: 'x' },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      // exactly the limit, whatever the order the sends arrive in
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(7);
      expect(answers.find((a) => a.statusCode === 429)!.json().error).toBe(
        'Za posledních 24 hodin firma odeslala 5 e-mailů, víc nejde. Zkuste to prosím později.',
      );
      // a day later the limit is free again
      clock.set(new Date(NOW.getTime() + 25 * 60 * 60 * 1000));
      headers.authorization = `Bearer ${(await login(limited.app, company.email)).json().token}`;
      const next = await limited.app.inject({
        method: 'POST',
        url: '/api/emails/send',
        headers,
        payload: { to_email: 'dalsi@example.cz', subject: 'Zítra', content: 'x' },
      });
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      clock.set(NOW);
      await limited.close();
    }
  });
});
