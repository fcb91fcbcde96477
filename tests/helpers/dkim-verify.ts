import { createHash, createVerify, type KeyObject } from 'node:crypto';

/**
 * A DKIM check (RFC 6376, rsa-sha256, relaxed/relaxed) of a raw message as an SMTP server received it,
 * against a known public key instead of DNS. Enough to prove our signatures verify and what they cover.
 */
export function verifyDkim(
  raw: string,
  publicKey: KeyObject,
): { valid: boolean; bodyHashOk: boolean; signedHeaders: string[]; domain: string; selector: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split + 2);
  const body = raw.slice(split + 4);
  const fields = head.split(/\r\n(?![ \t])/).filter(Boolean); // unfolded logical header fields (still with inner CRLFs)
  const signature = fields.find((f) => /^dkim-signature:/i.test(f));
  if (!signature) throw new Error('no DKIM-Signature header');
  const tags = Object.fromEntries(
    signature
      .slice(signature.indexOf(':') + 1)
      .replace(/\r\n/g, '')
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).replace(/\s+/g, '')]),
  );
  if (tags.a !== 'rsa-sha256' || tags.c !== 'relaxed/relaxed') throw new Error(`unsupported DKIM ${tags.a} ${tags.c}`);

  const relaxedBody = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (relaxedBody.length && relaxedBody[relaxedBody.length - 1] === '') relaxedBody.pop();
  const canonicalBody = relaxedBody.length ? `${relaxedBody.join('\r\n')}\r\n` : '';
  const bodyHashOk = createHash('sha256').update(canonicalBody).digest('base64') === tags.bh;

  const relaxedHeader = (field: string) => {
    const colon = field.indexOf(':');
    const value = field
      .slice(colon + 1)
      .replace(/\r\n/g, '')
      .replace(/[ \t]+/g, ' ')
      .trim();
    return `${field.slice(0, colon).trim().toLowerCase()}:${value}`;
  };
  const signedHeaders = tags.h!.split(':').map((h: string) => h.toLowerCase());
  const used = new Set<number>();
  let data = '';
  for (const name of signedHeaders) {
    // the last not yet used occurrence; a name with none contributes nothing
    for (let i = fields.length - 1; i >= 0; i -= 1) {
      if (!used.has(i) && fields[i]!.toLowerCase().startsWith(`${name}:`)) {
        used.add(i);
        data += `${relaxedHeader(fields[i]!)}\r\n`;
        break;
      }
    }
  }
  data += relaxedHeader(signature)
    .replace(/(;\s*b=)[^;]*$/, '$1')
    .replace(/(^|;)(\s*b=)[^;]*(;|$)/, '$1$2$3');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(data);
  return {
    valid: bodyHashOk && verifier.verify(publicKey, tags.b!, 'base64'),
    bodyHashOk,
    signedHeaders,
    domain: tags.d!,
    selector: tags.s!,
  };
}
