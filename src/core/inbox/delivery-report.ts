import type { BounceReport, InboundMessage } from './model.js';

/** The classifier reads no more than this of any text (a body, a part): a huge message costs no more. */
const TEXT_LIMIT = 64 * 1024;

export const head = (text: string) => (text.length > TEXT_LIMIT ? text.slice(0, TEXT_LIMIT) : text);
const textOf = (content: Buffer) => content.subarray(0, TEXT_LIMIT).toString('utf8');

/** The first header named `key` (lower case), or null. */
export function headerOf(message: InboundMessage, key: string): string | null {
  return message.headers.find((h) => h.key === key)?.value ?? null;
}

/** An enhanced status code (RFC 3463) standing alone: '5.1.1', not the tail of '10.4.5.6'. */
export const ENHANCED_STATUS = /(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?!\d|\.\d)/;

/** Parts of a report that carry the delivery-status fields. */
const STATUS_TYPES = new Set(['message/delivery-status', 'message/global-delivery-status']);
/** Parts of a report that return the original message, or its headers. */
const RETURNED_TYPES = new Set(['message/rfc822', 'text/rfc822-headers', 'message/global', 'message/global-headers']);

/** The report says it is a delivery-status report (RFC 3464): multipart/report; report-type=delivery-status. */
export function isDeliveryStatusReport(message: InboundMessage): boolean {
  const type = (headerOf(message, 'content-type') ?? '').toLowerCase();
  return /^\s*multipart\/report\b/.test(type) && /report-type\s*=\s*"?delivery-status/.test(type);
}

/** Blocks of 'Field: value' lines separated by blank lines, continuation lines unfolded; keys lower-cased. */
function fieldBlocks(text: string): Array<Map<string, string>> {
  const blocks: Array<Map<string, string>> = [];
  let block = new Map<string, string>();
  let last: string | null = null;
  for (const line of head(text).split(/\r?\n/)) {
    if (!line.trim()) {
      if (block.size) blocks.push(block);
      block = new Map();
      last = null;
      continue;
    }
    const [, name, value] = /^([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*(.*)$/.exec(line) ?? [];
    if (name !== undefined && value !== undefined) {
      last = name.toLowerCase();
      if (!block.has(last)) block.set(last, value);
      else last = null; // a repeated field: keep the first
    } else if (last && /^[ \t]/.test(line)) {
      block.set(last, `${block.get(last)} ${line.trim()}`);
    } else {
      last = null;
    }
  }
  if (block.size) blocks.push(block);
  return blocks;
}

/** 'rfc822; Jan@Example.cz' or '<jan@example.cz>' -> 'jan@example.cz'; null without an address. */
export function addressIn(value: string | undefined): string | null {
  if (!value) return null;
  const address = value
    .slice(value.indexOf(';') + 1)
    .trim()
    .replace(/^<|>$/g, '')
    .trim()
    .toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/** A diagnostic as people read it: its type ('smtp;') dropped, spaces collapsed, at most 1000 characters. */
export const cleanDiagnostic = (value: string | undefined) => {
  const text = (value ?? '')
    .replace(/^\s*[A-Za-z0-9-]+\s*;\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, 1000) : null;
};

/** A report's per-recipient fields, or null when `text` holds none. */
function recipientsIn(text: string): Array<Omit<BounceReport, 'originalMessageId'>> {
  return fieldBlocks(text)
    .filter((b) => b.has('final-recipient') || b.has('original-recipient'))
    .map((b) => {
      const action = b.get('action')?.trim().toLowerCase().split(/[\s(]/)[0] || null;
      const diagnostic = cleanDiagnostic(b.get('diagnostic-code'));
      const status = ENHANCED_STATUS.exec(b.get('status') ?? '')?.[0] ?? (diagnostic && ENHANCED_STATUS.exec(diagnostic)?.[0]) ?? null;
      return {
        recipient: addressIn(b.get('final-recipient')) ?? addressIn(b.get('original-recipient')),
        status,
        action,
        diagnostic,
        hard: action === 'failed' && status?.startsWith('5') === true,
      };
    });
}

/** A recipient the report says was delivered, relayed or expanded (a success notice, RFC 3464 2.3.3), not a bounce. */
export const deliveredFine = (r: Pick<BounceReport, 'action' | 'status'>) =>
  r.action === 'delivered' || r.action === 'relayed' || r.action === 'expanded' || r.status?.startsWith('2') === true;

/**
 * The delivery-status fields of an RFC 3464 report: from its `message/delivery-status` part, which
 * mailparser gives as an attachment or (an inline part) at the end of the text. Several recipients:
 * the first that failed, else the first delayed, else the first. Null when the message holds no such fields.
 */
export function deliveryStatusOf(message: InboundMessage): Omit<BounceReport, 'originalMessageId'> | null {
  const parts = message.attachments.filter((a) => STATUS_TYPES.has(a.contentType)).map((a) => textOf(a.content));
  if (isDeliveryStatusReport(message)) parts.push(message.text);
  const recipients = parts.flatMap(recipientsIn);
  return recipients.find((r) => r.action === 'failed') ?? recipients.find((r) => !deliveredFine(r)) ?? recipients[0] ?? null;
}

const MESSAGE_ID_LINE = /^message-id[ \t]*:[ \t]*(?:\r?\n[ \t]+)?(<[^<>\s]+>)/im;

/**
 * The Message-ID of the message that bounced: from the returned message or headers part, else from
 * a copy of its headers in the text (non-standard reports quote them), else the report's In-Reply-To
 * (Exchange and others answer the bounced message).
 */
export function returnedMessageId(message: InboundMessage): string | null {
  for (const part of message.attachments) {
    if (!RETURNED_TYPES.has(part.contentType)) continue;
    const text = textOf(part.content);
    const headers = text.split(/\r?\n\r?\n/)[0] ?? '';
    const id = MESSAGE_ID_LINE.exec(headers)?.[1];
    if (id) return id;
  }
  return MESSAGE_ID_LINE.exec(head(message.text))?.[1] ?? message.inReplyTo ?? null;
}
