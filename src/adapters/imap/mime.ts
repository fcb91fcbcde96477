import type { MessageStructureObject } from 'imapflow';
import { createRequire } from 'node:module';
import type { ParsedMail } from 'mailparser';
import type { InboundMessage } from '../../core/inbox/model.js';
import type { AttachmentInfo } from '../../core/inbox/imap.port.js';
import { toInboundMessage } from './parsed-message.js';

/** mailparser's work we do not need: no text-to-HTML, no data URIs for inline images. */
const PARSE_OPTIONS = { skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true } as const;

/** Parses a MIME source; rejects on what mailparser cannot read. */
/** mailparser loads on the first message parsed, not with every command. */
const simpleParser = (...args: Parameters<typeof import('mailparser').simpleParser>) =>
  (createRequire(import.meta.url)('mailparser') as typeof import('mailparser')).simpleParser(...args);

export const parseSource = (source: Buffer): Promise<ParsedMail> => simpleParser(source, PARSE_OPTIONS);

/**
 * Parses each source into the inbox's message (an Error for one mailparser cannot read), on this
 * thread. A parse thread of its own paid while mailparser read every body (a second core for 0.4-0.6 ms
 * a message); once a plain text message's body is decoded here (splitPlainText) and mailparser reads
 * its header block only, the thread cost more than it saved (first sync of 2 000 messages, SQLite,
 * best of 3 twice: 3.0-3.2 s with the thread, 2.4-2.6 s without), so it was removed.
 */
export const parseAll = (sources: Buffer[]): Promise<Array<InboundMessage | Error>> =>
  Promise.all(
    sources.map((source) =>
      parseSource(source).then(toInboundMessage, (error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    ),
  );

const mimeType = (node: MessageStructureObject) => node.type.toLowerCase();
const partOf = (node: MessageStructureObject) => node.part ?? '1';

function isAttachment(node: MessageStructureObject): boolean {
  const type = mimeType(node);
  if (type.startsWith('multipart/')) return false;
  if (node.disposition?.toLowerCase() === 'attachment') return true;
  if (type === 'message/rfc822') return true;
  const named = Boolean(node.dispositionParameters?.filename ?? node.parameters?.name);
  return named && !type.startsWith('text/');
}

/** The attachments the body structure lists (name, decoded size estimate, type, part number), without downloading them. */
export function attachmentsOf(root: MessageStructureObject | undefined): AttachmentInfo[] {
  const found: AttachmentInfo[] = [];
  const walk = (node: MessageStructureObject) => {
    if (isAttachment(node)) {
      const encoded = node.size ?? 0;
      found.push({
        name: node.dispositionParameters?.filename ?? node.parameters?.name ?? 'příloha',
        size: node.encoding?.toLowerCase() === 'base64' ? Math.floor((encoded * 3) / 4) : encoded,
        content_type: mimeType(node),
        part: partOf(node),
      });
      return;
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  if (root) walk(root);
  return found;
}

/** An attachment that is a file (not a text, a report or a returned message, which the classifier reads). */
export const hasAttachedFile = (root: MessageStructureObject | undefined) =>
  attachmentsOf(root).some((a) => !a.content_type.startsWith('text/') && !a.content_type.startsWith('message/'));

/** The parts the classifier and the reader need from a message not fetched whole: its texts, delivery reports and returned headers. */
export function textPartsOf(root: MessageStructureObject | undefined): MessageStructureObject[] {
  const found: MessageStructureObject[] = [];
  const walk = (node: MessageStructureObject) => {
    const type = mimeType(node);
    if (node.childNodes?.length && !isAttachment(node)) {
      for (const child of node.childNodes) walk(child);
      return;
    }
    if (type === 'message/rfc822') {
      // a returned message (a bounce's): its headers say which of our messages it was
      found.push({ part: `${partOf(node)}.HEADER`, type: 'text/rfc822-headers', encoding: '7bit', size: 0 });
      return;
    }
    if (isAttachment(node)) return;
    if (type === 'text/plain' || type === 'text/html' || type === 'message/delivery-status' || type === 'text/rfc822-headers')
      found.push(node);
  };
  if (root) walk(root);
  return found;
}

/** Charsets whose bytes mailparser reads as UTF-8 without converting them (its own list, compared without punctuation). */
const UTF8_CHARSETS = new Set(['utf8', 'ascii', 'usascii']);
/** Transfer encodings decoded here exactly as mailparser decodes them (quoted-printable is left to it). */
const PLAIN_ENCODINGS = new Set(['7bit', '8bit', 'binary', 'base64']);

/** Where a source's body starts: after the first empty line (CRLF or LF); null without one. */
function bodyStart(source: Buffer): number | null {
  for (let i = source.indexOf(10); i !== -1; i = source.indexOf(10, i + 1)) {
    if (source[i + 1] === 10) return i + 2;
    if (source[i + 1] === 13 && source[i + 2] === 10) return i + 3;
  }
  return null;
}

/**
 * A message that is one text/plain part in UTF-8 or ASCII (7bit, 8bit or base64, not format=flowed,
 * not an attachment), as most received mail is: its header block, for mailparser to read (the
 * addresses, encoded words and dates come out as from the whole message), and its text decoded here as
 * mailparser decodes it (line ends made LF). Reading the body itself was most of mailparser's time
 * (its streaming splitter over every byte: 0.4-0.6 ms of a 12 KB message, against 0.07 ms here; CPU profiles of 2 000 messages). Null
 * for any other message: mailparser reads it whole.
 */
export function splitPlainText(source: Buffer, root: MessageStructureObject | undefined): { header: Buffer; text: string } | null {
  if (!root || root.childNodes?.length || mimeType(root) !== 'text/plain') return null;
  if (root.disposition && root.disposition.toLowerCase() !== 'inline') return null;
  const params = root.parameters ?? {};
  if (params.name || root.dispositionParameters?.filename || (params.format ?? '').toLowerCase() === 'flowed') return null;
  const charset = (params.charset ?? 'utf-8').toLowerCase().replace(/[^a-z0-9]+/g, '');
  const encoding = (root.encoding ?? '7bit').toLowerCase();
  if (!UTF8_CHARSETS.has(charset) || !PLAIN_ENCODINGS.has(encoding)) return null;
  const start = bodyStart(source);
  if (start === null || start < 3) return null;
  const body = source.subarray(start);
  const bytes = encoding === 'base64' ? Buffer.from(body.toString('latin1'), 'base64') : body;
  return { header: source.subarray(0, start), text: bytes.toString().replace(/\r?\n/g, '\n') };
}

const HEADER_DROPPED = /^(content-type|content-transfer-encoding|mime-version):/i;

/**
 * A message rebuilt from its header block and the given parts (as fetched, still in their transfer
 * encoding): a multipart/mixed that mailparser reads like the original without its attachments. A text
 * and an HTML part go in a multipart/alternative, as they came, so they stay two forms of one text.
 */
export function rebuildFromParts(headers: Buffer, parts: Array<{ node: MessageStructureObject; body: Buffer }>): Buffer {
  const boundary = `----marketplace-part-${Math.random().toString(36).slice(2)}`;
  const kept = headers
    .toString('binary')
    .replace(/\r?\n(?=[ \t])/g, ' ')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !HEADER_DROPPED.test(line));
  const line = (text: string) => Buffer.from(`${text}\r\n`, 'binary');
  const partBytes = ({ node, body }: { node: MessageStructureObject; body: Buffer }) => {
    const params = Object.entries(node.parameters ?? {})
      .map(([k, v]) => `; ${k}="${v.replace(/"/g, '')}"`)
      .join('');
    return [
      line(`Content-Type: ${mimeType(node)}${params}`),
      line(`Content-Transfer-Encoding: ${node.encoding ?? '7bit'}`),
      line(''),
      body,
      line(''),
    ];
  };
  const plain = parts.find((p) => mimeType(p.node) === 'text/plain');
  const html = parts.find((p) => mimeType(p.node) === 'text/html');
  const chunks: Buffer[] = [line([...kept, 'MIME-Version: 1.0', `Content-Type: multipart/mixed; boundary="${boundary}"`, ''].join('\r\n'))];
  if (plain && html) {
    const inner = `${boundary}-alt`;
    chunks.push(line(`--${boundary}`), line(`Content-Type: multipart/alternative; boundary="${inner}"`), line(''));
    for (const p of [plain, html]) chunks.push(line(`--${inner}`), ...partBytes(p));
    chunks.push(line(`--${inner}--`));
  }
  for (const p of parts) {
    if (plain && html && (p === plain || p === html)) continue;
    chunks.push(line(`--${boundary}`), ...partBytes(p));
  }
  chunks.push(line(`--${boundary}--`));
  return Buffer.concat(chunks);
}
