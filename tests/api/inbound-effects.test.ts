import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toInboundMessage } from '../../src/adapters/imap/parsed-message.js';
import { classifyInbound } from '../../src/core/inbox/classify.js';
import { createInboundEffectsRepository } from '../../src/core/inbox/inbound-effects.repository.js';
import type { BounceReport, InboundEffectsInput } from '../../src/core/inbox/model.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startDovecot } from '../helpers/dovecot.js';
import { rawMessage } from '../helpers/inbox.js';
import { insertProspects } from '../helpers/prospects.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { createSuppressions } from '../helpers/factories.js';

const FIXTURES = new URL('../fixtures/inbound/', import.meta.url);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A fixture rewritten to concern one of our messages (its Message-ID and recipient), parsed and classified as the sync does. */
async function received(name: string, replace: Record<string, string>) {
  let raw = readFileSync(new URL(name, FIXTURES), 'utf8');
  for (const [from, to] of Object.entries(replace)) raw = raw.split(from).join(to);
  const message = toInboundMessage(await simpleParser(raw));
  return { message, ...classifyInbound(message) };
}

describe.each(DB_KINDS)('effects of received mail on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let offerTemplate: number;
  const clock = manualClock(new Date('2026-11-22T09:00:00Z'));

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
    offerTemplate = Number((await t.database.db('email_templates').where({ system_key: 'offer' }).first('id')).id);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const db = () => t.database.db;
  const apply = (input: Partial<InboundEffectsInput> & Pick<InboundEffectsInput, 'kind'>) =>
    t.core.inbox.effects.apply({
      bounce: null,
      fromEmail: null,
      inReplyTo: null,
      references: [],
      receivedAt: new Date(clock.now().getTime() + MINUTE),
      ownerCompanyId: null,
      ...input,
    });
  const sentEntry = (id: number) => db()('sent_emails').where({ id }).first();
  const interest = async (id: number) => (await db()('prospects').where({ id }).first('website_interest')).website_interest;
  const suppression = (email: string) => db()('email_suppressions').where({ email }).first();

  /** A prospect sent an offer through the real path (offer service, queue, worker, SMTP sink): its sent e-mail. */
  async function offerSent(name: string, to: string) {
    const [prospectId] = await insertProspects(db(), [{ name, postal_code: '110 00' }]);
    const { email_id: queueId } = await t.core.offers.send({ prospectId: prospectId!, template: offerTemplate, to });
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    const sent = await db()('sent_emails').where({ queue_id: queueId }).first();
    expect(sent.status).toBe('sent');
    return { prospectId: prospectId!, queueId, sentId: Number(sent.id), messageId: String(sent.message_id) };
  }

  const hard = (report: Partial<BounceReport>): BounceReport => ({
    recipient: null,
    status: '5.1.1',
    action: 'failed',
    diagnostic: '550 5.1.1 User unknown',
    hard: true,
    originalMessageId: null,
    ...report,
  });

  it('a hard bounce (Postfix report) naming our Message-ID: the sent e-mail is bounced, the address suppressed, later bulk mail to it is not sent', async () => {
    const offer = await offerSent('Salon Odražený', 'neexistuje@example.cz');
    // an offer already waiting in the queue when the bounce arrives
    const waiting = await t.core.mail.outbound.enqueue({
      kind: 'offer',
      country: 'CZ',
      to: 'Neexistuje@Example.cz',
      subject: 'Druhá',
      text: 'x',
      bulk: true,
    });
    const report = await received('postfix-dsn-hard.eml', { '<3f0c1d2e-aaaa-bbbb-cccc-123456789abc@mail.test>': offer.messageId });
    expect(report.kind).toBe('bounce');
    expect(report.bounce?.originalMessageId).toBe(offer.messageId);

    clock.advance(MINUTE);
    const effects = await apply({ kind: 'bounce', bounce: report.bounce, fromEmail: report.message.from?.address ?? null });
    expect(effects).toEqual({ sentEmailId: offer.sentId, prospectId: offer.prospectId, suppressed: true });
    const sent = await sentEntry(offer.sentId);
    expect(sent.status).toBe('bounced');
    expect(sent.error_message).toContain('5.1.1');
    expect(sent.error_message).toContain('User unknown in virtual mailbox table');
    expect(await suppression('neexistuje@example.cz')).toMatchObject({ reason: 'bounce', queue_id: offer.queueId });
    expect(await interest(offer.prospectId!)).toBe('email_sent');

    // the queued row is settled as suppressed when claimed, a new bulk message is suppressed when queued: nothing goes out
    sink.messages.length = 0;
    const later = await t.core.mail.outbound.enqueue({
      kind: 'offer',
      country: 'CZ',
      to: 'neexistuje@example.cz',
      subject: 'Třetí',
      text: 'x',
      bulk: true,
    });
    expect(later.suppressed).toBe(true);
    expect(await t.core.mail.worker.run()).toMatchObject({ sent: 0, suppressed: 1 });
    expect(sink.messages).toHaveLength(0);
    const rows = await db()('email_queue').whereIn('id', [waiting.id, later.id]).orderBy('id').select('status', 'last_error');
    expect(rows).toEqual([
      { status: 'suppressed', last_error: 'Adresa je trvale nedoručitelná (vrácená pošta).' },
      { status: 'suppressed', last_error: null },
    ]);
    // and the offer service refuses it outright, saying why
    const refused = await t.core.offers
      .send({ prospectId: offer.prospectId!, template: offerTemplate, to: 'neexistuje@example.cz' })
      .catch((e) => e);
    expect(refused).toMatchObject({
      code: 'conflict',
      message: 'Na adresu neexistuje@example.cz nelze doručit (pošta se vrátila); nabídku jí nepošleme.',
    });
  });

  it('a hard bounce without a Message-ID: the latest e-mail sent to the recipient (any case) within 14 days', async () => {
    const older = await offerSent('Kadeřnictví Starší', 'Recepce@Vlasy-Brno.cz');
    clock.advance(DAY);
    const latest = await offerSent('Kadeřnictví Novější', 'recepce@vlasy-brno.cz');
    clock.advance(3 * DAY);
    const effects = await apply({ kind: 'bounce', bounce: hard({ recipient: 'recepce@vlasy-brno.cz' }) });
    expect(effects).toEqual({ sentEmailId: latest.sentId, prospectId: latest.prospectId, suppressed: true });
    expect((await sentEntry(latest.sentId)).status).toBe('bounced');
    expect((await sentEntry(older.sentId)).status).toBe('sent');
    expect(await suppression('recepce@vlasy-brno.cz')).toMatchObject({ reason: 'bounce', queue_id: latest.queueId });

    // more than 14 days after the last e-mail to it: no e-mail of ours, nothing happens
    const stale = await offerSent('Barber Zapomenutý', 'stary@barber-olomouc.cz');
    clock.advance(15 * DAY);
    expect(await apply({ kind: 'bounce', bounce: hard({ recipient: 'stary@barber-olomouc.cz' }) })).toEqual({
      sentEmailId: null,
      prospectId: null,
      suppressed: false,
    });
    expect((await sentEntry(stale.sentId)).status).toBe('sent');
    expect(await suppression('stary@barber-olomouc.cz')).toBeUndefined();
  });

  it('keeps an address already on the list as it is (an unsubscribe stays an unsubscribe)', async () => {
    const offer = await offerSent('Salon Odhlášený', 'odhlasen@salon.cz');
    const listed = { email: 'odhlasen@salon.cz', reason: 'unsubscribe', queue_id: null, created_at: '2026-11-01T08:00:00.000Z' };
    await createSuppressions(db(), { email: listed.email, reason: 'unsubscribe', at: listed.created_at });
    const effects = await apply({ kind: 'bounce', bounce: hard({ recipient: 'odhlasen@salon.cz', originalMessageId: offer.messageId }) });
    expect(effects).toEqual({ sentEmailId: offer.sentId, prospectId: offer.prospectId, suppressed: true });
    const kept = await suppression('odhlasen@salon.cz');
    expect({ ...kept, created_at: new Date(kept.created_at).toISOString() }).toEqual(listed);
  });

  it('a soft bounce (4.2.2 delayed) is linked to the sent e-mail; nothing is suppressed, the status stays', async () => {
    const offer = await offerSent('Salon Plný', 'plna.schranka@gmail.com');
    const report = await received('gmail-dsn-delay.eml', { '<9a8b7c6d-0000-4000-8000-000000000422@mail.test>': offer.messageId });
    expect(report.bounce).toMatchObject({ hard: false, status: '4.2.2', action: 'delayed' });
    expect(await apply({ kind: 'bounce', bounce: report.bounce })).toEqual({
      sentEmailId: offer.sentId,
      prospectId: offer.prospectId,
      suppressed: false,
    });
    expect((await sentEntry(offer.sentId)).status).toBe('sent');
    expect(await suppression('plna.schranka@gmail.com')).toBeUndefined();
  });

  it('a reply names our Message-ID: linked to the sent e-mail and the prospect, which becomes `replied` unless further along', async () => {
    const offer = await offerSent('Barber Karlín', 'majitel@barber-karlin.cz');
    const reply = await received('reply-plain.eml', { '<bbbbbbbb-cccc-4ddd-8eee-ffffffffffff@mail.test>': offer.messageId });
    expect(reply.kind).toBe('message');
    const effects = await apply({
      kind: 'message',
      fromEmail: 'majitel@barber-karlin.cz',
      inReplyTo: reply.message.inReplyTo,
      references: reply.message.references,
    });
    expect(effects).toEqual({ sentEmailId: offer.sentId, prospectId: offer.prospectId, suppressed: false });
    expect(await interest(offer.prospectId!)).toBe('replied');
    expect((await sentEntry(offer.sentId)).status).toBe('sent');

    // by References alone (In-Reply-To names someone else's message); a stage further along stays
    const further = await offerSent('Studio Zájem', 'studio@zajem.cz');
    await db()('prospects').where({ id: further.prospectId }).update({ website_interest: 'interested' });
    const byReferences = await apply({
      kind: 'message',
      inReplyTo: '<jine@example.cz>',
      references: ['<starsi@example.cz>', further.messageId],
    });
    expect(byReferences).toMatchObject({ sentEmailId: further.sentId, prospectId: further.prospectId });
    expect(await interest(further.prospectId!)).toBe('interested');
    // a link clicked is not as far as a reply
    const clicked = await offerSent('Salon Klik', 'klik@salon.cz');
    await db()('prospects').where({ id: clicked.prospectId }).update({ website_interest: 'link_clicked' });
    await apply({ kind: 'message', inReplyTo: clicked.messageId });
    expect(await interest(clicked.prospectId!)).toBe('replied');
  });

  it('an auto-reply is linked like a reply but does not mark the prospect', async () => {
    const offer = await offerSent('Salon Eva', 'eva@salon-eva.cz');
    const auto = await received('autoreply-cs-outlook.eml', { '<88888888-9999-4aaa-8bbb-cccccccccccc@mail.test>': offer.messageId });
    expect(auto.kind).toBe('auto_reply');
    const effects = await apply({ kind: 'auto_reply', inReplyTo: auto.message.inReplyTo, references: auto.message.references });
    expect(effects).toEqual({ sentEmailId: offer.sentId, prospectId: offer.prospectId, suppressed: false });
    expect(await interest(offer.prospectId!)).toBe('email_sent');
  });

  it('a bounce of a message that is not ours, and a message naming nothing of ours, change nothing', async () => {
    const before = await db()('email_suppressions').count({ n: '*' }).first();
    const foreign = await received('exim-plain.eml', {});
    expect(foreign.bounce).toMatchObject({ hard: true, recipient: 'info@zaniklyweb.cz' });
    expect(await apply({ kind: 'bounce', bounce: foreign.bounce })).toEqual({ sentEmailId: null, prospectId: null, suppressed: false });
    expect(await apply({ kind: 'bounce', bounce: null })).toEqual({ sentEmailId: null, prospectId: null, suppressed: false });
    expect(await apply({ kind: 'message', inReplyTo: '<nikdo@example.cz>' })).toEqual({
      sentEmailId: null,
      prospectId: null,
      suppressed: false,
    });
    expect(await db()('email_suppressions').count({ n: '*' }).first()).toEqual(before);
  });

  it("a business's own mailbox gets only the classification: no link, no bounce, no suppression, no interest", async () => {
    const offer = await offerSent('Salon Firemní', 'firemni@salon.cz');
    const companyId = Number((await db()('companies').orderBy('id').first('id')).id);
    const bounce = hard({ recipient: 'firemni@salon.cz', originalMessageId: offer.messageId });
    const none = { sentEmailId: null, prospectId: null, suppressed: false };
    expect(await apply({ kind: 'bounce', bounce, ownerCompanyId: companyId })).toEqual(none);
    expect(await apply({ kind: 'message', inReplyTo: offer.messageId, ownerCompanyId: companyId })).toEqual(none);
    expect((await sentEntry(offer.sentId)).status).toBe('sent');
    expect(await suppression('firemni@salon.cz')).toBeUndefined();
    expect(await interest(offer.prospectId!)).toBe('email_sent');
  });

  it('a batch of received messages: each gets its own effects, in order, and the sent e-mails they name are looked up in one query', async () => {
    const first = await offerSent('Salon Dávka', 'davka@salon.cz');
    const second = await offerSent('Salon Dávka Dva', 'davka2@salon.cz');
    const base = {
      bounce: null,
      fromEmail: null,
      references: [],
      receivedAt: new Date(clock.now().getTime() + MINUTE),
      ownerCompanyId: null,
    };
    const inputs: InboundEffectsInput[] = [
      { ...base, kind: 'message', inReplyTo: first.messageId },
      { ...base, kind: 'message', inReplyTo: '<nikdo@example.cz>' },
      { ...base, kind: 'auto_reply', inReplyTo: null, references: [second.messageId] },
      { ...base, kind: 'bounce', inReplyTo: null, bounce: hard({ recipient: 'davka2@salon.cz', originalMessageId: second.messageId }) },
      { ...base, kind: 'message', inReplyTo: second.messageId, ownerCompanyId: Number((await db()('companies').first('id')).id) },
    ];
    const lookups: string[] = [];
    const count = (query: { sql: string }) => {
      if (/from\s+[`"]?sent_emails\b/i.test(query.sql) && /message_id/i.test(query.sql)) lookups.push(query.sql);
    };
    db().on('query', count);
    const effects = await t.core.inbox.effects.applyAll(inputs).finally(() => db().off('query', count));
    expect(lookups).toHaveLength(1);
    const none = { sentEmailId: null, prospectId: null, suppressed: false };
    expect(effects).toEqual([
      { sentEmailId: first.sentId, prospectId: first.prospectId, suppressed: false },
      none,
      { sentEmailId: second.sentId, prospectId: second.prospectId, suppressed: false },
      { sentEmailId: second.sentId, prospectId: second.prospectId, suppressed: true },
      none,
    ]);
    expect(await interest(first.prospectId!)).toBe('replied');
    expect(await interest(second.prospectId!)).toBe('email_sent');
    expect((await sentEntry(second.sentId)).status).toBe('bounced');
    expect(await suppression('davka2@salon.cz')).toBeDefined();
  });

  it('synced from a real Dovecot in one batch: each reply stored with the sent e-mail and prospect it answers', async () => {
    const first = await offerSent('Salon Synchronní', 'sync1@salon.cz');
    const second = await offerSent('Salon Synchronní Dva', 'sync2@salon.cz');
    const dovecot = await startDovecot();
    try {
      await t.core.inbox.accounts.save(null, {
        host: dovecot.host,
        port: dovecot.port,
        tls: 'none',
        username: dovecot.user,
        password: dovecot.password,
      });
      await dovecot.append(
        rawMessage({ subject: 'Re: nabídka', messageId: '<odpoved-1@example.cz>', headers: { 'In-Reply-To': first.messageId } }),
      );
      await dovecot.append(rawMessage({ subject: 'Dotaz', messageId: '<dotaz@example.cz>' }));
      await dovecot.append(
        rawMessage({ subject: 'Re: nabídka', messageId: '<odpoved-2@example.cz>', headers: { References: second.messageId } }),
      );
      expect(await t.core.inbox.sync.run()).toMatchObject({ new: 3, errors: 0 });
      const stored = await db()('received_emails')
        .whereIn('message_id', ['<odpoved-1@example.cz>', '<dotaz@example.cz>', '<odpoved-2@example.cz>'])
        .orderBy('uid');
      const links = stored.map((r) => [
        r.sent_email_id === null ? null : Number(r.sent_email_id),
        r.company_id === null ? null : Number(r.company_id),
      ]);
      expect(links).toEqual([
        [first.sentId, first.prospectId],
        [null, null],
        [second.sentId, second.prospectId],
      ]);
      expect(await interest(first.prospectId!)).toBe('replied');
    } finally {
      await dovecot.stop();
    }
  });

  it("runs inside the caller's transaction: rolled back with it", async () => {
    const offer = await offerSent('Salon Transakce', 'transakce@salon.cz');
    const bounce = hard({ recipient: 'transakce@salon.cz', originalMessageId: offer.messageId });
    const input: InboundEffectsInput = {
      kind: 'bounce',
      bounce,
      fromEmail: null,
      inReplyTo: null,
      references: [],
      receivedAt: clock.now(),
      ownerCompanyId: null,
    };
    const failed = await db()
      .transaction(async (trx) => {
        expect(await t.core.inbox.effects.apply(input, createInboundEffectsRepository(trx))).toMatchObject({ suppressed: true });
        throw new Error('the stored message failed');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('the stored message failed');
    expect((await sentEntry(offer.sentId)).status).toBe('sent');
    expect(await suppression('transakce@salon.cz')).toBeUndefined();
  });
});
