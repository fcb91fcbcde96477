import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { toInboundMessage } from '../../src/adapters/imap/parsed-message.js';
import { classifyInbound, type InboundMessage } from '../../src/core/inbox/classify.js';

const FIXTURES = new URL('../fixtures/inbound/', import.meta.url);

/** A fixture as the IMAP adapter hands it over: parsed by mailparser, turned into an InboundMessage. */
async function fixture(name: string): Promise<InboundMessage> {
  return toInboundMessage(await simpleParser(readFileSync(new URL(name, FIXTURES))));
}
const verdict = async (name: string) => classifyInbound(await fixture(name));

const bare: InboundMessage = {
  headers: [],
  from: null,
  to: [],
  subject: '',
  text: '',
  html: null,
  attachments: [],
  messageId: null,
  inReplyTo: null,
  references: [],
  date: null,
};

describe('toInboundMessage: mailparser output as the inbox reads it', () => {
  it('keeps the header lines in order, keys lower-cased and values unfolded, addresses, ids and the decoded subject', async () => {
    const m = await fixture('reply-plain.eml');
    expect(m.headers.map((h) => h.key).slice(0, 3)).toEqual(['return-path', 'from', 'to']);
    expect(m.headers.find((h) => h.key === 'references')?.value).toBe(
      '<00000000-1111-4222-8333-444444444444@mail.test> <bbbbbbbb-cccc-4ddd-8eee-ffffffffffff@mail.test>',
    );
    expect(m.from).toEqual({ address: 'Majitel@Barber-Karlin.cz', name: 'Tomáš Dvořák' });
    expect(m.to).toEqual(['obchod@mail.test']);
    expect(m.subject).toBe('Re: Nabídka pro Barber Karlín');
    expect(m.messageId).toBe('<CAF=reply.1234@mail.gmail.com>');
    expect(m.inReplyTo).toBe('<bbbbbbbb-cccc-4ddd-8eee-ffffffffffff@mail.test>');
    expect(m.references).toEqual(['<00000000-1111-4222-8333-444444444444@mail.test>', '<bbbbbbbb-cccc-4ddd-8eee-ffffffffffff@mail.test>']);
    expect(m.date?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(m.text).toContain('máme zájem');
    expect(m.html).toContain('<div>');
  });

  it('gives an HTML-only message its text, and a message without one an empty text and no HTML', async () => {
    const news = await fixture('newsletter-bulk.eml');
    expect(news.text).toContain('Slevy až 30 % na nůžky');
    expect(news.html).toContain('<h1>');
    const receipt = await fixture('autoreply-auto-prefix.eml');
    expect(receipt.html).toBeNull();
    expect(receipt.references).toEqual([]);
    expect(receipt.inReplyTo).toBeNull();
  });

  it('a message/delivery-status part without a disposition is added to the text; with `attachment` (or the global form) it is an attachment', async () => {
    const inline = await fixture('postfix-dsn-hard.eml');
    expect(inline.attachments.map((a) => a.contentType)).toEqual(['text/rfc822-headers']);
    expect(inline.text).toContain('Final-Recipient: rfc822; neexistuje@example.cz');
    const attached = await fixture('gmail-dsn-attachment.eml');
    expect(attached.attachments.map((a) => a.contentType)).toEqual(['message/delivery-status', 'text/rfc822-headers']);
    expect(attached.text).not.toContain('Final-Recipient');
    expect(attached.attachments[0]!.content.toString()).toContain('Final-Recipient: rfc822; Druhy.Neexistuje@Example.com');
    const exchange = await fixture('exchange-dsn-cs.eml');
    expect(exchange.attachments.map((a) => a.contentType)).toEqual(['message/rfc822']);
  });

  it('parses garbage without throwing, and the classifier calls it a message', async () => {
    const m = await fixture('garbage.eml');
    expect(classifyInbound(m)).toEqual({ kind: 'message', bounce: null });
  });
});

describe('classifyInbound: RFC 3464 delivery-status reports', () => {
  it('Postfix: the per-recipient fields from the inline report, the Message-ID from the returned headers', async () => {
    expect(await verdict('postfix-dsn-hard.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'neexistuje@example.cz',
        status: '5.1.1',
        action: 'failed',
        diagnostic: '550 5.1.1 <neexistuje@example.cz>: Recipient address rejected: User unknown in virtual mailbox table',
        hard: true,
        originalMessageId: '<3f0c1d2e-aaaa-bbbb-cccc-123456789abc@mail.test>',
      },
    });
  });

  it('Exchange (Czech, Nedoručitelná zpráva): the returned message/rfc822 gives the Message-ID', async () => {
    expect(await verdict('exchange-dsn-cs.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'jan.novak@firma.cz',
        status: '5.1.10',
        action: 'failed',
        diagnostic: '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
        hard: true,
        originalMessageId: '<7d1e2f3a-1111-2222-3333-444455556666@mail.test>',
      },
    });
  });

  it('several recipients in one report (as an attachment): the first that failed, lower-cased; a folded Message-ID', async () => {
    const { kind, bounce } = await verdict('gmail-dsn-attachment.eml');
    expect(kind).toBe('bounce');
    expect(bounce).toMatchObject({
      recipient: 'druhy.neexistuje@example.com',
      status: '5.1.1',
      action: 'failed',
      hard: true,
      originalMessageId: '<11111111-2222-4333-8444-555555555555@mail.test>',
    });
    expect(bounce?.diagnostic).toBe(
      "550-5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces.",
    );
  });

  it('a soft bounce: 4.2.2, delayed (Gmail: Delivery Status Notification (Delay)) is a bounce, not hard', async () => {
    expect(await verdict('gmail-dsn-delay.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'plna.schranka@gmail.com',
        status: '4.2.2',
        action: 'delayed',
        diagnostic: '452-4.2.2 The email account that you tried to reach is over quota.',
        hard: false,
        originalMessageId: '<9a8b7c6d-0000-4000-8000-000000000422@mail.test>',
      },
    });
  });

  it('a diagnostic longer than 1000 characters is cut', async () => {
    const m = { ...bare, attachments: [dsnPart(`Diagnostic-Code: smtp; 550 5.1.1 ${'x'.repeat(3000)}`)] };
    expect(classifyInbound(m).bounce?.diagnostic).toHaveLength(1000);
  });
});

const dsnPart = (extra: string) => ({
  filename: null,
  contentType: 'message/delivery-status',
  content: Buffer.from(
    `Reporting-MTA: dns; mx.example.cz\n\nFinal-Recipient: rfc822; a@example.cz\nAction: failed\nStatus: 5.1.1\n${extra}\n`,
  ),
});

describe('classifyInbound: non-standard bounces', () => {
  it('Exim (report without a status part): X-Failed-Recipients, permanent by its words', async () => {
    expect(await verdict('exim-failed.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'zrusena.schranka@hosting.cz',
        status: null,
        action: 'failed',
        diagnostic: null,
        hard: true,
        originalMessageId: '<22222222-3333-4444-8555-666666666666@mail.test>',
      },
    });
  });

  it('Exim (plain text): the SMTP code of the report, the Message-ID of the copy below it', async () => {
    expect(await verdict('exim-plain.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'info@zaniklyweb.cz',
        status: '5.1.1',
        action: 'failed',
        diagnostic: '550 5.1.1 <info@zaniklyweb.cz>: Recipient address rejected: User unknown',
        hard: true,
        originalMessageId: '<33333333-4444-4555-8666-777777777777@mail.test>',
      },
    });
  });

  it('Yahoo (qmail-like Failure Notice): the address of the report, a basic 554 code is permanent', async () => {
    expect(await verdict('qmail-yahoo-failure.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'nikdo.tady@yahoo.com',
        status: null,
        action: 'failed',
        diagnostic: '554: delivery error: dd Not a valid recipient - atlas117.free.mail.bf1.yahoo.com',
        hard: true,
        originalMessageId: '<44444444-5555-4666-8777-888888888888@mail.test>',
      },
    });
  });

  it('qmail (failure notice): #5.1.1 in the text', async () => {
    expect(await verdict('qmail-classic.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'recepce@stary-server.cz',
        status: '5.1.1',
        action: 'failed',
        diagnostic: 'Sorry, no mailbox here by that name. (#5.1.1)',
        hard: true,
        originalMessageId: '<55555555-6666-4777-8888-999999999999@mail.test>',
      },
    });
  });

  it('Outlook.com (Undeliverable:, plain text): Remote Server returned, Original message headers', async () => {
    expect(await verdict('outlook-undeliverable.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'zmizely.kadernik@outlook.com',
        status: '5.1.10',
        action: 'failed',
        diagnostic: "Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'",
        hard: true,
        originalMessageId: '<66666666-7777-4888-8999-aaaaaaaaaaaa@mail.test>',
      },
    });
  });

  it('Seznam (Nedoručitelná zpráva, Czech text)', async () => {
    expect(await verdict('seznam-nedorucitelna.eml')).toEqual({
      kind: 'bounce',
      bounce: {
        recipient: 'zruseny.ucet@seznam.cz',
        status: '5.1.1',
        action: 'failed',
        diagnostic: 'Důvod: 550 5.1.1 Schránka příjemce neexistuje.',
        hard: true,
        originalMessageId: '<77777777-8888-4999-8aaa-bbbbbbbbbbbb@mail.test>',
      },
    });
  });

  it('a delay in words only is soft; words that say nothing either way are not hard', () => {
    const delay = classifyInbound({
      ...bare,
      from: { address: 'MAILER-DAEMON@mx.example.cz', name: 'Mail Delivery System' },
      subject: 'Delayed Mail (still being retried)',
      text: 'Your message to <pomaly@example.cz> has not yet been delivered. The mail system will continue trying.',
    });
    expect(delay.bounce).toMatchObject({ recipient: 'pomaly@example.cz', action: 'delayed', hard: false, status: null });
    const vague = classifyInbound({
      ...bare,
      from: { address: 'postmaster@example.cz', name: '' },
      subject: 'Returned mail',
      text: 'see <x@example.cz>',
    });
    expect(vague).toMatchObject({ kind: 'bounce', bounce: { recipient: 'x@example.cz', hard: false } });
  });
});

describe('classifyInbound: auto-replies', () => {
  it.each([
    ['autoreply-cs-outlook.eml', 'Czech Outlook: Automatická odpověď, Auto-Submitted: auto-replied'],
    ['autoreply-sk-subject.eml', 'Slovak subject only: Neprítomnosť v kancelárii'],
    ['autoreply-pl-xautoreply.eml', 'Polish: Odpowiedź automatyczna, X-Autoreply'],
    ['autoreply-pl-subject.eml', 'Polish subject only: Nieobecność'],
    ['autoreply-en-precedence.eml', 'English: Out of Office, Precedence: auto_reply, X-Autorespond'],
    ['autoreply-bulk-vacation.eml', 'Precedence: bulk together with a vacation subject (dovolená)'],
    ['autoreply-auto-prefix.eml', 'the Auto: prefix'],
    ['read-receipt.eml', 'a read receipt (disposition-notification report)'],
    ['dsn-success-relayed.eml', 'a delivery report of success (Action relayed, 2.0.0): no bounce'],
  ])('%s: %s', async (name) => {
    expect(await verdict(name)).toEqual({ kind: 'auto_reply', bounce: null });
  });

  it('each rule alone, matched without diacritics and case', () => {
    const header = (key: string, value: string) => classifyInbound({ ...bare, headers: [{ key, value }] }).kind;
    expect(header('auto-submitted', 'auto-generated')).toBe('auto_reply');
    expect(header('auto-submitted', 'No')).toBe('message');
    expect(header('x-autoreply', 'yes')).toBe('auto_reply');
    expect(header('x-autorespond', '')).toBe('auto_reply');
    expect(header('precedence', 'auto_reply')).toBe('auto_reply');
    expect(header('precedence', 'bulk')).toBe('message');
    expect(header('precedence', 'junk')).toBe('message');
    const subject = (s: string) => classifyInbound({ ...bare, subject: s }).kind;
    for (const s of [
      'AUTOMATICKÁ ODPOVĚĎ: Nabídka',
      'automaticka odpoved: Nabidka',
      'Automatická odpoveď: Ponuka',
      'Nepřítomnost: Nabídka',
      'Mimo kancelář',
      'Odpowiedź automatyczna',
      'NIEOBECNOSC',
      'Automatic reply: Offer',
      'Out of office',
      'Auto: Nabídka',
    ]) {
      expect(subject(s), s).toBe('auto_reply');
    }
    expect(subject('Re: Nabídka')).toBe('message');
    expect(subject('Automobily na prodej')).toBe('message');
  });

  it('a bounce is never an auto-reply (reports carry Auto-Submitted: auto-replied too)', async () => {
    const m = await fixture('postfix-dsn-hard.eml');
    expect(m.headers.find((h) => h.key === 'auto-submitted')?.value).toBe('auto-replied');
    expect(classifyInbound(m).kind).toBe('bounce');
  });
});

describe('classifyInbound: everything else is a message', () => {
  it('a plain reply (even one that quotes a bounce) and a newsletter with Precedence: bulk', async () => {
    expect(await verdict('reply-plain.eml')).toEqual({ kind: 'message', bounce: null });
    expect(await verdict('newsletter-bulk.eml')).toEqual({ kind: 'message', bounce: null });
  });

  it('never throws on odd input, and reads no more than the first 64 KB of a text', () => {
    expect(classifyInbound(bare)).toEqual({ kind: 'message', bounce: null });
    const odd = {
      ...bare,
      subject: undefined,
      text: null,
      headers: [{ key: 'content-type', value: 'multipart/report; report-type=delivery-status' }],
      attachments: [{ filename: null, contentType: 'message/delivery-status', content: Buffer.from([0xff, 0x00, 0xfe]) }],
    } as unknown as InboundMessage;
    expect(() => classifyInbound(odd)).not.toThrow();
    // one long word, then what would make it a hard bounce: too late to be read
    const late = `${'a'.repeat(70 * 1024)}\n550 5.1.1 <late@example.cz>: user unknown`;
    const huge = { ...bare, from: { address: 'MAILER-DAEMON@mx.example.cz', name: '' }, subject: 'failure notice', text: late };
    const start = performance.now();
    expect(classifyInbound(huge).bounce).toMatchObject({ recipient: null, status: null, hard: false });
    classifyInbound({ ...huge, text: 'Final-Recipient: x\n'.repeat(500_000) });
    classifyInbound({ ...bare, headers: odd.headers, text: 'x'.repeat(10_000_000) });
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
