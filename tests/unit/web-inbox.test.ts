import { describe, expect, it } from 'vitest';
import { cs } from '../../web/src/i18n/cs.js';
import { parseInboxView } from '../../web/src/pages/admin/email/folders.js';
import { composeAnswer } from '../../web/src/pages/admin/email/inbox-answer.js';
import {
  answerReferences,
  answerSubject,
  belongsToView,
  dropFromInboxList,
  patchInboxList,
  quoteText,
} from '../../web/src/pages/admin/email/inbox-views.js';
import { relativeDate, subjectOf } from '../../web/src/pages/admin/email/mail-format.js';
import type { ReceivedEmailDetailDto } from '../../src/contract/received-emails.js';

const t = (key: string, vars: Record<string, string | number> = {}) =>
  (cs as Record<string, string>)[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));

describe('web: inbox relative dates (up to a day the time, up to 7 days the weekday, else day and month)', () => {
  const now = new Date('2026-11-25T12:00:00Z'); // a Wednesday, 13:00 in Prague
  const zone = 'Europe/Prague';
  it('shows the time up to one day old, in the edition zone', () => {
    expect(relativeDate('2026-11-25T11:30:00Z', now, zone)).toBe('12:30');
    expect(relativeDate('2026-11-24T12:00:00Z', now, zone)).toBe('13:00');
    expect(relativeDate('2026-11-25T08:05:00Z', now, 'Europe/Warsaw')).toBe('09:05');
  });
  it('shows the Czech weekday up to seven days old', () => {
    expect(relativeDate('2026-11-24T11:59:00Z', now, zone)).toBe('úterý');
    expect(relativeDate('2026-11-20T09:00:00Z', now, zone)).toBe('pátek');
    expect(relativeDate('2026-11-18T12:00:00Z', now, zone)).toBe('středa');
  });
  it('shows day and month beyond seven days', () => {
    expect(relativeDate('2026-11-18T11:59:00Z', now, zone)).toBe('18. listopadu');
    expect(relativeDate('2026-01-02T10:00:00Z', now, zone)).toBe('2. ledna');
    // the day in Prague, not in UTC
    expect(relativeDate('2026-10-31T23:30:00Z', now, zone)).toBe('1. listopadu');
  });
  it('says nothing for a broken date and gives (Bez předmětu) for an empty subject', () => {
    expect(relativeDate('není datum', now, zone)).toBe('');
    expect(subjectOf('  ', t)).toBe('(Bez předmětu)');
    expect(subjectOf('Dotaz', t)).toBe('Dotaz');
  });
});

describe('web: inbox views and local changes', () => {
  const email = (id: number, flags: Partial<{ is_read: boolean; is_starred: boolean; is_archived: boolean }> = {}) => ({
    id,
    is_read: false,
    is_starred: false,
    is_archived: false,
    ...flags,
  });

  it('reads ?view= and falls back to the inbox', () => {
    expect(parseInboxView(null)).toBe('inbox');
    expect(parseInboxView('archive')).toBe('archive');
    expect(parseInboxView('starred')).toBe('starred');
    expect(parseInboxView('unread')).toBe('unread');
    expect(parseInboxView('spam')).toBe('inbox');
  });

  it('keeps a message in the views it belongs to', () => {
    expect(belongsToView('inbox', email(1))).toBe(true);
    expect(belongsToView('inbox', email(1, { is_archived: true }))).toBe(false);
    expect(belongsToView('archive', email(1, { is_archived: true }))).toBe(true);
    expect(belongsToView('starred', email(1, { is_starred: true, is_archived: true }))).toBe(true);
    expect(belongsToView('starred', email(1))).toBe(false);
    expect(belongsToView('unread', email(1, { is_read: true }))).toBe(false);
    expect(belongsToView('unread', email(1, { is_archived: true }))).toBe(false);
  });

  it('patches one message and keeps the unread count of the inbox right', () => {
    const list = { total: 3, unread: 2, emails: [email(1), email(2), email(3, { is_read: true })] };
    const read = patchInboxList(list, 1, { is_read: true });
    expect(read.unread).toBe(1);
    expect(read.emails[0]!.is_read).toBe(true);
    expect(list.emails[0]!.is_read).toBe(false); // the answer itself is not changed
    expect(patchInboxList(read, 1, { is_read: true }).unread).toBe(1);
    expect(patchInboxList(list, 2, { is_archived: true }).unread).toBe(1);
    expect(patchInboxList(list, 3, { is_starred: true }).unread).toBe(2);
    expect(patchInboxList(list, 9, { is_read: true })).toBe(list);
  });

  it('drops a deleted message with its share of the counts', () => {
    const list = { total: 3, unread: 1, emails: [email(1), email(2, { is_read: true })] };
    expect(dropFromInboxList(list, 1)).toMatchObject({ total: 2, unread: 0, emails: [{ id: 2 }] });
    expect(dropFromInboxList(list, 2)).toMatchObject({ total: 2, unread: 1 });
    expect(dropFromInboxList(list, 5)).toBe(list);
  });
});

describe('web: reply and forward', () => {
  it('prefixes Re: and Fwd: once', () => {
    expect(answerSubject('reply', 'Dotaz')).toBe('Re: Dotaz');
    expect(answerSubject('reply', 'RE: Dotaz')).toBe('Re: Dotaz');
    expect(answerSubject('forward', 'Fwd: Dotaz')).toBe('Fwd: Dotaz');
    expect(answerSubject('forward', 'FW: Dotaz')).toBe('Fwd: Dotaz');
    expect(answerSubject('forward', 'Re: Dotaz')).toBe('Fwd: Re: Dotaz');
  });

  it('chains References and quotes the text', () => {
    expect(answerReferences('<a@x> <b@x>', '<c@x>')).toBe('<a@x> <b@x> <c@x>');
    expect(answerReferences(null, '<c@x>')).toBe('<c@x>');
    expect(answerReferences('<c@x>', '<c@x>')).toBe('<c@x>');
    expect(answerReferences(null, null)).toBeNull();
    expect(quoteText('Hlavička:', 'řádek 1\r\nřádek 2')).toBe('\n\nHlavička:\n> řádek 1\n> řádek 2');
  });

  it('starts a reply to the sender with the threading headers, a forward without them', () => {
    const email = {
      id: 5,
      from_email: 'petr@example.cz',
      from_name: 'Petr',
      subject: 'Dotaz',
      text: 'Máte volno?',
      received_at: '2026-11-20T09:00:00.000Z',
      message_id: '<m2@example.cz>',
      references: '<m1@example.cz>',
    } as ReceivedEmailDetailDto;
    const reply = composeAnswer('reply', email, t as never, 'Europe/Prague');
    expect(reply).toEqual({
      to_email: 'petr@example.cz',
      subject: 'Re: Dotaz',
      content: '\n\nDne 20. 11. 2026 10:00 napsal(a) Petr <petr@example.cz>:\n> Máte volno?',
      in_reply_to: '<m2@example.cz>',
      references: '<m1@example.cz> <m2@example.cz>',
    });
    const forward = composeAnswer('forward', email, t as never, 'Europe/Prague');
    expect(forward).toMatchObject({ to_email: '', subject: 'Fwd: Dotaz', in_reply_to: null, references: null });
    expect(forward.content).toContain('---------- Přeposlaná zpráva ----------\n> Máte volno?');
  });
});
