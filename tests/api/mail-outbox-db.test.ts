import { simpleParser } from 'mailparser';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

interface Listed {
  id: number;
  message_id: string;
  recipients: string;
  subject: string;
  size: number;
  created_at: string;
}

/**
 * docs/decisions.md: without SMTP, outgoing mail is kept in the database (`outbox_messages`), listed and
 * downloadable as .eml by admins, bounded by MARKETPLACE_OUTBOX_MESSAGES, the same for every instance on it.
 */
describe.each(DB_KINDS)('the outbox without SMTP in the database on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  const clock = manualClock(new Date('2026-12-05T08:30:00Z'));
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-outbox-db-'));
    t = await startTestApp(kind, { clock, dataDir }); // no SMTP
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const list = async (app: TestApp, query = '') => {
    const res = await app.app.inject({ url: `/api/emails/outbox${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; messages: Listed[]; total: number };
  };

  it('stores a queued message as it leaves, lists it without its bytes and downloads it as a parseable .eml', async () => {
    const { id } = await t.core.mail.outbound.enqueue({
      kind: 'compose',
      country: 'CZ',
      to: 'jana.novakova@example.cz',
      toName: 'Jana Nováková',
      subject: 'Potvrzení rezervace – Střih',
      html: '<p>Dobrý den, těšíme se na vás.</p>',
    });
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    const queued = await t.database.db('email_queue').where({ id }).first();
    expect(queued.status).toBe('sent');

    const rows = await t.database.db('outbox_messages').select('id', 'message_id', 'recipients', 'subject', 'size', 'created_at');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message_id: queued.message_id,
      recipients: 'jana.novakova@example.cz',
      subject: 'Potvrzení rezervace – Střih',
    });
    expect(new Date(rows[0].created_at).toISOString()).toBe('2026-12-05T08:30:00.000Z');

    const answer = await list(t);
    expect(answer.total).toBe(1);
    expect(answer.messages).toEqual([
      {
        id: rows[0].id,
        message_id: queued.message_id,
        recipients: 'jana.novakova@example.cz',
        subject: 'Potvrzení rezervace – Střih',
        size: Number(rows[0].size),
        created_at: '2026-12-05T08:30:00.000Z',
      },
    ]);
    expect(answer.messages[0]).not.toHaveProperty('eml');

    const file = await t.app.inject({ url: `/api/emails/outbox/${rows[0].id}/eml`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('message/rfc822');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="zprava-${rows[0].id}.eml"`);
    expect(file.rawPayload.length).toBe(Number(rows[0].size));
    const parsed = await simpleParser(file.rawPayload);
    expect(parsed.subject).toBe('Potvrzení rezervace – Střih');
    expect(parsed.messageId).toBe(queued.message_id);
    expect(parsed.html).toContain('těšíme se na vás');

    // nothing of it on the disk
    expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('searches the recipients and the subject, pages newest first', async () => {
    clock.advance(60_000);
    await t.core.mail.sendTest('petr@example.cz');
    clock.advance(60_000);
    await t.core.mail.sendTest('eva@example.cz');
    const all = await list(t);
    expect(all.total).toBe(3);
    expect(all.messages.map((m) => m.recipients)).toEqual(['eva@example.cz', 'petr@example.cz', 'jana.novakova@example.cz']);
    expect((await list(t, '?search=PETR')).messages.map((m) => m.recipients)).toEqual(['petr@example.cz']);
    expect((await list(t, '?search=rezervace')).messages.map((m) => m.recipients)).toEqual(['jana.novakova@example.cz']);
    expect((await list(t, '?search=100%25')).total).toBe(0);
    const second = await list(t, '?page=2&limit=2');
    expect(second.total).toBe(3);
    expect(second.messages.map((m) => m.recipients)).toEqual(['jana.novakova@example.cz']);
  });

  it('is for admins only; an unknown id is 404', async () => {
    const [id] = (await list(t)).messages.map((m) => m.id);
    expect((await t.app.inject({ url: '/api/emails/outbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/emails/outbox/${id}/eml` })).statusCode).toBe(401);
    for (const role of ['customer', 'company'] as const) {
      const other = { authorization: `Bearer ${(await userWithToken(t.app, t.core, role)).token}` };
      expect((await t.app.inject({ url: '/api/emails/outbox', headers: other })).statusCode, role).toBe(403);
      expect((await t.app.inject({ url: `/api/emails/outbox/${id}/eml`, headers: other })).statusCode, role).toBe(403);
    }
    for (const missing of ['999999', 'abc']) {
      const res = await t.app.inject({ url: `/api/emails/outbox/${missing}/eml`, headers: admin });
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'not_found',
        error: 'Uložený e-mail nenalezen (mohl být už smazán jako starší).',
      });
    }
    expect((await t.app.inject({ url: '/api/emails/outbox?limit=0', headers: admin })).statusCode).toBe(400);
  });

  it('is the same for a second instance on the database: a message sent through one downloads from the other', async () => {
    const other = await startTestApp(kind, { clock, dataDir, sharedDatabase: t.database });
    try {
      const sent = await t.core.mail.sendTest('dve-instance@example.cz');
      const id = Number(/outbox #(\d+)\)$/.exec(sent.response)?.[1]);
      expect(sent).toMatchObject({ transport: 'outbox', response: `uloženo do databáze (outbox #${id})` });
      expect((await list(other, '?search=dve-instance')).messages.map((m) => m.id)).toEqual([id]);
      const file = await other.app.inject({ url: `/api/emails/outbox/${id}/eml`, headers: admin });
      expect(file.statusCode).toBe(200);
      const parsed = await simpleParser(file.rawPayload);
      expect(parsed.subject).toBe('Marketplace: testovací e-mail');
      expect(parsed.to).toMatchObject({ text: 'dve-instance@example.cz' });
      // and the other way
      const back = await other.core.mail.sendTest('zpet@example.cz');
      const backId = Number(/outbox #(\d+)\)$/.exec(back.response)?.[1]);
      expect((await t.app.inject({ url: `/api/emails/outbox/${backId}/eml`, headers: admin })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe.each(DB_KINDS)('the outbox without SMTP is bounded on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { outboxMessages: 3 }); // MARKETPLACE_OUTBOX_MESSAGES=3
  });
  afterAll(() => t?.close());

  it('keeps only the newest MARKETPLACE_OUTBOX_MESSAGES messages', async () => {
    for (let n = 1; n <= 5; n += 1) await t.core.mail.sendTest(`adresat-${n}@example.cz`);
    const rows = await t.database.db('outbox_messages').orderBy('id').select('recipients');
    expect(rows.map((r) => r.recipients)).toEqual(['adresat-3@example.cz', 'adresat-4@example.cz', 'adresat-5@example.cz']);
    const listed = await t.core.mail.outbox.list({ page: 1, limit: 50 });
    expect(listed.total).toBe(3);
    expect(listed.messages.map((m) => m.recipients)).toEqual(['adresat-5@example.cz', 'adresat-4@example.cz', 'adresat-3@example.cz']);
    const gone = (await t.database.db('outbox_messages').min({ id: 'id' }).first())!.id - 1;
    await expect(t.core.mail.outbox.eml(Number(gone))).rejects.toMatchObject({ code: 'not_found' });
  });
});
