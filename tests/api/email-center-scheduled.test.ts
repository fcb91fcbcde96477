import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login } from '../helpers/factories.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { findJob } from '../../src/jobs/index.js';
import { createCore } from '../../src/core/index.js';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';

const START = new Date('2026-11-26T09:00:00Z');

/** Scheduled e-mails: the API's rules and the `scheduled` job sending them through the queue at their time. */
describe.each(DB_KINDS)('scheduled e-mails on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = manualClock(START);
  const auth: Record<'admin' | 'customer', { authorization: string }> = {} as never;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
    await emptyTables(t.database.db, 'scheduled_emails'); // the demo's
    for (const role of ['admin', 'customer'] as const) {
      const user = await createUser(t.core, role);
      auth[role] = { authorization: `Bearer ${(await login(t.app, user.email)).json().token as string}` };
    }
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(async () => {
    sink.messages.length = 0;
    await emptyTables(t.database.db, 'scheduled_emails', 'email_queue', 'email_notifications');
    clock.set(START);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: keyof typeof auth = 'admin') =>
    t.app.inject({ method, url, headers: auth[who], payload });
  const create = async (input: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/scheduled_emails', {
      to_email: 'jana@example.cz',
      subject: 'Připomínka',
      text_content: 'Dobrý den, {{name}}',
      scheduled_at: '2026-11-26T10:30',
      ...input,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().scheduled_email as Record<string, unknown> & { id: number };
  };
  const runJob = () => findJob('scheduled')!.run(t.core);
  const runQueue = () => t.core.mail.worker.run();

  it('creates one scheduled with the defaults, trimmed, empty optional fields null, local time read in the zone', async () => {
    const created = await create({ to_email: '  jana@example.cz ', subject: ' Připomínka ', cc_email: '  ', html_content: '' });
    expect(created).toMatchObject({
      to_email: 'jana@example.cz',
      cc_email: null,
      bcc_email: null,
      subject: 'Připomínka',
      html_content: null,
      text_content: 'Dobrý den, {{name}}',
      // 10:30 in Prague (CET, UTC+1)
      scheduled_at: '2026-11-26T09:30:00.000Z',
      timezone: 'Europe/Prague',
      status: 'scheduled',
      attachments: [],
      personalization_data: {},
      error_message: null,
      queued: false,
    });
    const other = await create({ scheduled_at: '2026-11-26T12:00:00Z', timezone: 'Europe/Warsaw', personalization_data: { name: 'Jano' } });
    expect(other).toMatchObject({
      scheduled_at: '2026-11-26T12:00:00.000Z',
      timezone: 'Europe/Warsaw',
      personalization_data: { name: 'Jano' },
    });

    const list = (await call('GET', '/api/scheduled_emails')).json();
    expect(list.scheduled_emails.map((s: { id: number }) => s.id)).toEqual([created.id, other.id]);
    expect((await call('GET', '/api/scheduled_emails?status=sent')).json().scheduled_emails).toEqual([]);
  });

  it('refuses a missing recipient or subject, a bad address, an unknown zone and a time in the past; admin only', async () => {
    const bad = async (input: Record<string, unknown>, field: string) => {
      const res = await call('POST', '/api/scheduled_emails', {
        to_email: 'a@example.cz',
        subject: 'S',
        scheduled_at: '2026-11-26T10:00',
        ...input,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    };
    await bad({ to_email: '   ' }, 'to_email');
    await bad({ to_email: 'neni-adresa' }, 'to_email');
    await bad({ subject: '  ' }, 'subject');
    await bad({ cc_email: 'x@' }, 'cc_email');
    await bad({ scheduled_at: '' }, 'scheduled_at');
    await bad({ scheduled_at: 'zítra' }, 'scheduled_at');
    await bad({ timezone: 'Europe/Atlantis' }, 'timezone');
    await bad({ scheduled_at: '2026-11-26T07:00:00Z' }, 'scheduled_at');
    expect((await call('GET', '/api/scheduled_emails', undefined, 'customer')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/scheduled_emails' })).statusCode).toBe(401);
    expect(await t.database.db('scheduled_emails')).toHaveLength(0);
  });

  it('edits and cancels only a scheduled one; deletes in every status', async () => {
    const one = await create();
    const edited = await call('PUT', `/api/scheduled_emails/${one.id}`, {
      to_email: 'petr@example.cz',
      subject: 'Nový předmět',
      text_content: 'Text',
      scheduled_at: '2026-11-27T09:00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().scheduled_email).toMatchObject({
      to_email: 'petr@example.cz',
      subject: 'Nový předmět',
      scheduled_at: '2026-11-27T08:00:00.000Z',
    });

    const cancelled = await call('POST', `/api/scheduled_emails/${one.id}/cancel`);
    expect(cancelled.json().scheduled_email.status).toBe('cancelled');
    const again = await call('POST', `/api/scheduled_emails/${one.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Upravit nebo zrušit lze jen plánovaný email, který se ještě neodesílá.');
    expect(
      (await call('PUT', `/api/scheduled_emails/${one.id}`, { to_email: 'a@b.cz', subject: 'X', scheduled_at: '2026-11-27T09:00' }))
        .statusCode,
    ).toBe(409);

    expect((await call('DELETE', `/api/scheduled_emails/${one.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/scheduled_emails/${one.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/scheduled_emails/${one.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/scheduled_emails/abc/cancel')).statusCode).toBe(404);
  });

  it('sends a due one through the queue at its time, once, and marks it sent with a notification', async () => {
    const due = await create({ personalization_data: { name: 'Jano' }, cc_email: 'kopie@example.cz' });
    const later = await create({ scheduled_at: '2026-11-26T12:00' });

    // not yet due
    expect(await runJob()).toEqual({ queued: 0, refused: 0, sent: 0, failed: 0 });
    clock.set(new Date('2026-11-26T09:30:00Z'));
    // two runs at once (two serve processes): it is queued once
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect(Number(a.queued) + Number(b.queued)).toBe(1);
    const got = await call('GET', `/api/scheduled_emails/${due.id}`);
    expect(got.statusCode, got.body).toBe(200);
    const row = got.json().scheduled_email;
    expect(row).toMatchObject({ status: 'scheduled', queued: true });
    // queued: no longer editable or cancellable
    expect((await call('POST', `/api/scheduled_emails/${due.id}/cancel`)).statusCode).toBe(409);
    const queueRows = await t.database.db('email_queue').where({ kind: 'scheduled' });
    expect(queueRows).toHaveLength(1);

    expect(await runQueue()).toMatchObject({ sent: 1 });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to.sort()).toEqual(['jana@example.cz', 'kopie@example.cz']);
    expect(sink.messages[0]!.raw).toContain('Jano');
    expect(sink.messages[0]!.raw).not.toContain('{{name}}');

    clock.advance(5_000);
    expect(await runJob()).toMatchObject({ queued: 0, sent: 1 });
    expect(await runJob()).toMatchObject({ queued: 0, sent: 0 });
    const sent = (await call('GET', `/api/scheduled_emails/${due.id}`)).json().scheduled_email;
    expect(sent).toMatchObject({ status: 'sent', error_message: null });
    expect(sent.sent_at).toEqual(expect.any(String));
    const notes = (await t.core.notifications.list({ companyId: null })).notifications;
    expect(notes.map((n) => [n.type, n.title, n.data])).toEqual([
      ['scheduled_email_sent', 'Plánovaný email byl odeslán', { recipient: 'jana@example.cz', subject: 'Připomínka' }],
    ]);
    expect((await call('GET', `/api/scheduled_emails/${later.id}`)).json().scheduled_email.status).toBe('scheduled');
    expect((await call('DELETE', `/api/scheduled_emails/${due.id}`)).statusCode).toBe(200);
    expect(sink.messages).toHaveLength(1);
  });

  it('marks failed with the reason when the server refuses it for good, and when the queue refuses the address', async () => {
    const refused = await create();
    clock.set(new Date('2026-11-26T09:30:00Z'));
    await runJob();
    sink.failNext(550);
    expect((await runQueue()).failed).toBe(1);
    await runJob();
    const failed = (await call('GET', `/api/scheduled_emails/${refused.id}`)).json().scheduled_email;
    expect(failed.status).toBe('failed');
    expect(failed.error_message).toMatch(/550/);

    // an address the queue refuses (written before the rule, straight into the table)
    const [row] = await t.database
      .db('scheduled_emails')
      .insert({
        to_email: 'spatne@',
        subject: 'X',
        scheduled_at: '2026-11-26T09:10:00Z',
        created_at: START.toISOString(),
        updated_at: START.toISOString(),
      })
      .returning('id');
    const id = Number(typeof row === 'object' ? row.id : row);
    expect(await runJob()).toMatchObject({ refused: 1 });
    const bad = (await call('GET', `/api/scheduled_emails/${id}`)).json().scheduled_email;
    expect(bad).toMatchObject({ status: 'failed', error_message: 'Neplatná e-mailová adresa: spatne@', queued: false });
    expect(await t.database.db('email_queue').where({ to_email: 'spatne@' })).toHaveLength(0);
  });

  it('queues each due one once when two processes (two cores on one database) run the job together', async () => {
    const other = createCore({
      db: t.database.db,
      clock,
      config: {
        version: 'x',
        domains: {},
        secret: 'another-secret-another-secret-0123456789',
        publicUrl: 'http://mail.test',
        smtpUrl: sink.url,
      },
      transports: createMailTransport,
    });
    for (let i = 0; i < 12; i++) await create({ to_email: `p${i}@example.cz` });
    clock.set(new Date('2026-11-26T09:31:00Z'));
    const runs = await Promise.all([runJob(), findJob('scheduled')!.run(other), runJob(), findJob('scheduled')!.run(other)]);
    expect(runs.reduce((n, r) => n + Number(r.queued), 0)).toBe(12);
    expect(await t.database.db('email_queue').where({ kind: 'scheduled' })).toHaveLength(12);
    other.mail.close();
  });
});
