/** The local changes to a list of the inbox's views (Doručená pošta, Nepřečtené, S hvězdičkou, Archiv: folders.ts). Pure. */
import type { InboxView } from './folders.js';

export interface InboxFlags {
  id: number;
  is_read: boolean;
  is_starred: boolean;
  is_archived: boolean;
}

/** Whether a message (as changed here) still belongs to the view it is listed in. */
export function belongsToView(view: InboxView, email: Omit<InboxFlags, 'id'>): boolean {
  switch (view) {
    case 'archive':
      return email.is_archived;
    case 'starred':
      return email.is_starred;
    case 'unread':
      return !email.is_archived && !email.is_read;
    default:
      return !email.is_archived;
  }
}

/** An inbox list answer with one message's flags changed, and the inbox's unread count following them. */
export function patchInboxList<L extends { unread: number; emails: E[] }, E extends InboxFlags>(
  list: L,
  id: number,
  patch: Partial<Omit<InboxFlags, 'id'>>,
): L {
  const before = list.emails.find((e) => e.id === id);
  if (!before) return list;
  const after = { ...before, ...patch };
  const counted = (e: InboxFlags) => (!e.is_archived && !e.is_read ? 1 : 0);
  return {
    ...list,
    unread: Math.max(0, list.unread + counted(after) - counted(before)),
    emails: list.emails.map((e) => (e.id === id ? after : e)),
  };
}

/** An inbox list answer without one message (deleted). */
export function dropFromInboxList<L extends { total: number; unread: number; emails: E[] }, E extends InboxFlags>(list: L, id: number): L {
  const gone = list.emails.find((e) => e.id === id);
  if (!gone) return list;
  return {
    ...list,
    total: Math.max(0, list.total - 1),
    unread: Math.max(0, list.unread - (!gone.is_archived && !gone.is_read ? 1 : 0)),
    emails: list.emails.filter((e) => e.id !== id),
  };
}

/** The subject of a reply or a forward: 'Re: ' / 'Fwd: ' once, however many times it went back and forth. */
export function answerSubject(kind: 'reply' | 'forward', subject: string): string {
  const prefix = kind === 'reply' ? 'Re: ' : 'Fwd: ';
  const pattern = kind === 'reply' ? /^\s*re\s*:\s*/i : /^\s*(fwd?|fw)\s*:\s*/i;
  return prefix + subject.replace(pattern, '');
}

/** The References of an answer: the message's own chain, then the message itself (RFC 5322, section 3.6.4). */
export function answerReferences(references: string | null, messageId: string | null): string | null {
  const chain = [...(references?.match(/<[^<>\s]+>/g) ?? [])];
  if (messageId && !chain.includes(messageId)) chain.push(messageId);
  return chain.length ? chain.join(' ') : null;
}

/** The quoted original under an answer: 'On {date}, {sender} wrote:' and each line after '> '. */
export function quoteText(header: string, text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  return `\n\n${header}\n${lines.map((line) => `> ${line}`).join('\n')}`;
}
