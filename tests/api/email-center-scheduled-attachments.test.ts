import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login } from '../helpers/factories.js';
import { multipartBody } from '../helpers/multipart.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const START = new Date('2026-11-26T09:00:00Z');
const MB = 1024 * 1024;

/**
 * Files of scheduled e-mails: uploaded with compose's rules (10 MB a file, the allowed types, 413 /
 * 400), listed, removed while the e-mail waits, sent with it through the queue, deleted with it.
 */
describe.each(DB_KINDS)('scheduled e-mail attachments on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = manualClock(START);
  let auth: { authorization: string };
  const files = () => t.database.db('scheduled_email_attachments').select('scheduled_email_id', 'filename', 'size');

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
    await emptyTables(t.database.db, 'scheduled_emails'); // the demo's
    const admin = await createUser(t.core, 'admin');
    auth = { authorization: `Bearer ${(await login(t.app, admin.email)).json().token as string}` };
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(async () => {
    sink.messages.length = 0;
    await emptyTables(t.database.db, 'scheduled_emails', 'email_queue');
    clock.set(START);
  });

  const create = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scheduled_emails',
      headers: auth,
      payload: {
        to_email: 'jana@example.cz',
        subject: 'Podklady',
        text_content: 'V příloze posílám podklady.',
        scheduled_at: '2026-11-26T10:30',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().scheduled_email.id as number;
  };
  const upload = async (id: number, list: Parameters<typeof multipartBody>[1]) => {
    const body = await multipartBody({}, list);
    return t.app.inject({
      method: 'POST',
      url: `/api/scheduled_emails/${id}/attachments`,
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const pdf = Buffer.from('%PDF-1.4 nabídka');

  it('uploads files, lists them on the e-mail and in the list, removes one', async () => {
    const id = await create();
    const res = await upload(id, [
      { field: 'attachment_0', name: 'nabídka.pdf', content: pdf, type: 'application/pdf' },
      { field: 'attachment_1', name: 'ceník.txt', content: Buffer.from('Střih 450 Kč'), type: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const attachments = res.json().scheduled_email.attachments;
    expect(attachments).toEqual([
      { id: expect.any(Number), filename: 'nabídka.pdf', content_type: 'application/pdf', size: pdf.length },
      { id: expect.any(Number), filename: 'ceník.txt', content_type: 'text/plain', size: Buffer.byteLength('Střih 450 Kč') },
    ]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/scheduled_emails', headers: auth })).json().scheduled_emails;
    expect(list[0].attachments.map((a: { filename: string }) => a.filename)).toEqual(['nabídka.pdf', 'ceník.txt']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/scheduled_emails/${id}/attachments/${attachments[1].id}`,
      headers: auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().scheduled_email.attachments.map((a: { filename: string }) => a.filename)).toEqual(['nabídka.pdf']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/scheduled_emails/${id}/attachments/${attachments[1].id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Příloha nenalezena');
  });

  it('refuses a type not allowed (400), a file over 10 MB (413), no file (400), an unknown e-mail (404), one not editable (409); keeps nothing of a refused upload', async () => {
    const id = await create();
    const blocked = await upload(id, [
      { field: 'attachment_0', name: 'ok.pdf', content: pdf },
      { field: 'attachment_1', name: 'setup.EXE', content: Buffer.from('MZ') },
    ]);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().fields).toEqual([
      { field: 'attachment_1', message: expect.stringMatching(/^Soubor „setup\.EXE“ nelze přiložit: tento typ souboru není povolen\./) },
    ]);
    const large = await upload(id, [{ field: 'attachment_0', name: 'velky.zip', content: Buffer.alloc(10 * MB + 1) }]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'too_large', error: 'Soubor je příliš velký. Maximální velikost je 10 MB.' });
    const none = await t.app.inject({ method: 'POST', url: `/api/scheduled_emails/${id}/attachments`, headers: auth, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Vyberte alespoň jeden soubor');
    expect(await files()).toEqual([]);

    expect((await upload(id + 1000, [{ field: 'attachment_0', name: 'a.pdf', content: pdf }])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/scheduled_emails/${id}/cancel`, headers: auth })).statusCode).toBe(200);
    const cancelled = await upload(id, [{ field: 'attachment_0', name: 'a.pdf', content: pdf }]);
    expect(cancelled.statusCode).toBe(409);
    expect(await files()).toEqual([]);
  });

  it('sends the files with the e-mail through the queue, and deletes them with the e-mail', async () => {
    const id = await create();
    expect((await upload(id, [{ field: 'attachment_0', name: 'nabídka.pdf', content: pdf, type: 'application/pdf' }])).statusCode).toBe(
      200,
    );
    clock.set(new Date('2026-11-26T09:30:00Z'));
    expect(await findJob('scheduled')!.run(t.core)).toMatchObject({ queued: 1 });
    // queued: the files no longer change
    expect((await upload(id, [{ field: 'attachment_0', name: 'b.pdf', content: pdf }])).statusCode).toBe(409);
    expect(await t.core.mail.worker.run()).toMatchObject({ sent: 1 });
    expect(sink.messages).toHaveLength(1);
    const parsed = await simpleParser(sink.messages[0]!.raw);
    expect(parsed.subject).toBe('Podklady');
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['nabídka.pdf', 'application/pdf', '%PDF-1.4 nabídka'],
    ]);
    clock.advance(5_000);
    expect(await findJob('scheduled')!.run(t.core)).toMatchObject({ sent: 1 });

    expect(await files()).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/scheduled_emails/${id}`, headers: auth })).statusCode).toBe(200);
    expect(await files()).toEqual([]);
  });
});
