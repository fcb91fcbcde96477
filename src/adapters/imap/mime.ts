import type { MessageStructureObject } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AttachmentInfo } from '../../core/inbox/ports.js';

/** mailparser's work we do not need: no text-to-HTML, no data URIs for inline images. */
const PARSE_OPTIONS = { skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true } as const;

/** Parses a MIME source; rejects on what mailparser cannot read. */
export const parseSource = (source: Buffer): Promise<ParsedMail> => simpleParser(source, PARSE_OPTIONS);

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
