import type { AddressObject, EmailAddress, ParsedMail } from 'mailparser';
import type { InboundMessage } from '../../core/inbox/model.js';

/** Every address of a header, groups flattened ('Team: a@x, b@y;'). */
function addressesOf(field: AddressObject | AddressObject[] | undefined): EmailAddress[] {
  const flat = (list: EmailAddress[]): EmailAddress[] => list.flatMap((a) => (a.group ? flat(a.group) : [a]));
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((f) => flat(f.value));
}

/** 'Key: value' as mailparser keeps it (folded, raw) -> the value unfolded (RFC 5322 2.2.3), trimmed. */
const unfolded = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();

/**
 * mailparser's `ParsedMail` as the inbox handles it: the header lines in order, the addresses, the
 * texts (mailparser makes the text from the HTML when there is no text part) and every part it keeps
 * as an attachment. In a delivery report (multipart/report) mailparser adds an inline
 * `message/delivery-status` part to `text` and keeps it as an attachment only when the part says
 * `Content-Disposition: attachment` (or is `message/global-delivery-status`); `message/rfc822` and
 * `text/rfc822-headers` parts are attachments (tests/unit/inbound-classify.test.ts shows each).
 */
export function toInboundMessage(parsed: ParsedMail): InboundMessage {
  const from = addressesOf(parsed.from).find((a) => a.address);
  const references = parsed.references;
  return {
    headers: (parsed.headerLines ?? []).map((h) => ({ key: h.key.toLowerCase(), value: unfolded(h.line) })),
    from: from ? { address: from.address ?? '', name: from.name ?? '' } : null,
    to: addressesOf(parsed.to)
      .map((a) => a.address ?? '')
      .filter(Boolean),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: (parsed.attachments ?? []).map((a) => ({
      filename: a.filename ?? null,
      contentType: (a.contentType ?? 'application/octet-stream').toLowerCase(),
      content: a.content ?? Buffer.alloc(0),
    })),
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: Array.isArray(references) ? references : references ? references.split(/\s+/).filter(Boolean) : [],
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
  };
}
