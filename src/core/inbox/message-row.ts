import { foldWords } from '../text/normalize.js';
import type { NewMessageRow } from './message.repository.js';
import type { Classification, InboundEffectsInput, InboundMessage } from './model.js';
import type { FetchedMessage, MessageSummary } from './imap.port.js';
import { INBOX_TEXTS } from './texts.js';

const PREVIEW_LENGTH = 100;
/** Content kept in the search text (folded): its first 8 000 characters, with the subject and the sender. */
const SEARCH_CONTENT_MAX = 8_000;

export const SEEN = '\\Seen';
export const FLAGGED = '\\Flagged';

/** When a message arrived: the server's internal date, else its Date header, else now. */
export const receivedAtOf = (m: MessageSummary, now: Date) => m.internalDate ?? m.date ?? now;

/** What a changed UIDVALIDITY matches a message without Message-ID on: date, size and sender. */
export const fallbackKey = (receivedAt: Date, size: number, fromEmail: string | null) =>
  `${receivedAt.toISOString()}|${size}|${(fromEmail ?? '').toLowerCase()}`;

/**
 * Whitespace runs made one space, trimmed (the preview's; the search text's are collapsed by
 * foldWords as it folds). Only what is not already a single space is replaced: replacing every space
 * between words (a match each) costs several times more.
 */
const collapse = (text: string) => text.replace(/\s\s+|(?! )\s/g, ' ').trim();

/** The message as the classifier sees it when its source could not be parsed: what the envelope says. */
export function inboundFromSummary(m: MessageSummary): InboundMessage {
  return {
    headers: [],
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: '',
    html: null,
    attachments: [],
    messageId: m.messageId,
    inReplyTo: m.inReplyTo,
    references: [],
    date: m.date,
  };
}

/** The text shown and searched: the text part, else the HTML stripped of its tags. */
function plainText(parsed: InboundMessage | null): string {
  if (!parsed) return '';
  if (parsed.text) return parsed.text;
  return parsed.html ? parsed.html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ') : '';
}

/** The received_emails row of a fetched message and the input of its effects. */
export function messageRow(
  m: FetchedMessage,
  classification: Classification,
  context: { archived: boolean; ownerCompanyId: number | null; now: Date },
): { row: NewMessageRow; effects: InboundEffectsInput } {
  const parsed = m.parsed;
  const from = parsed?.from ?? m.from;
  const subject = parsed?.subject || m.subject;
  const text = plainText(parsed).slice(0, SEARCH_CONTENT_MAX);
  const receivedAt = receivedAtOf(m, context.now);
  const references = parsed?.references ?? [];
  const inReplyTo = parsed?.inReplyTo ?? m.inReplyTo;
  const row: NewMessageRow = {
    uid: m.uid,
    message_id: (parsed?.messageId ?? m.messageId)?.slice(0, 998) ?? null,
    in_reply_to: inReplyTo?.slice(0, 998) ?? null,
    references: references.length ? references.join(' ') : null,
    from_email: from?.address.toLowerCase().slice(0, 320) ?? null,
    from_name: from?.name ? from.name.slice(0, 255) : null,
    to_email: (parsed?.to.length ? parsed.to : m.to).join(', ') || null,
    cc: m.cc.join(', ') || null,
    subject: subject || null,
    preview: collapse(text.slice(0, PREVIEW_LENGTH * 20)).slice(0, PREVIEW_LENGTH),
    received_at: receivedAt,
    is_read: m.flags.includes(SEEN),
    is_starred: m.flags.includes(FLAGGED),
    is_archived: context.archived,
    size: m.size,
    has_attachments: m.attachments.length > 0,
    attachments: m.attachments,
    body_text: parsed ? parsed.text : null,
    body_html: parsed?.html ?? null,
    kind: classification.kind,
    bounce: classification.bounce ? JSON.stringify(classification.bounce) : null,
    search_text: foldWords([subject, from?.name, from?.address, text].filter(Boolean).join(' ')),
    note: m.note ?? (parsed ? null : INBOX_TEXTS.notes.unparsed),
  };
  const effects: InboundEffectsInput = {
    kind: classification.kind,
    bounce: classification.bounce,
    fromEmail: row.from_email,
    inReplyTo: row.in_reply_to,
    references,
    receivedAt,
    ownerCompanyId: context.ownerCompanyId,
  };
  return { row, effects };
}
