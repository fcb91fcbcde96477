import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Signed tokens for links in e-mails (open pixel, click redirect, unsubscribe): `{id}.{signature}`,
 * the signature an HMAC-SHA256 of purpose and id under MARKETPLACE_SECRET, cut to 128 bits.
 */
export type TokenPurpose = 'open' | 'click' | 'unsubscribe' | 'claim' | 'cancel';

/** The secret as a key, made once: a message is signed for several times as it is sent. */
let cached: { secret: string; key: KeyObject } | undefined;
const keyOf = (secret: string) =>
  cached?.secret === secret ? cached.key : (cached = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) }).key;

const signature = (secret: string, purpose: TokenPurpose, id: number) =>
  createHmac('sha256', keyOf(secret)).update(`${purpose}:${id}`).digest('base64url').slice(0, 22);

export function signToken(secret: string, purpose: TokenPurpose, id: number): string {
  return `${id.toString(36)}.${signature(secret, purpose, id)}`;
}

/** The id a token was signed for, or undefined when it is malformed or tampered with. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string): number | undefined {
  const [, idText, mac] = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token) ?? [];
  if (idText === undefined || mac === undefined) return undefined;
  const id = parseInt(idText, 36);
  // canonical form only: one id, one token ('0a' and 'a' must not both name link 10)
  if (!Number.isSafeInteger(id) || id <= 0 || id.toString(36) !== idText) return undefined;
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
