import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * What the database keeps of a client's address: never the address, a keyed hash of it (HMAC-SHA256
 * under the instance secret, 64 hex characters). The same address always gives the same key, so the
 * rate limits, the login throttle and an anonymous booking's Idempotency-Key still count per address,
 * but a stolen database does not tell where anyone was (an unkeyed hash of an IPv4 address is undone by
 * trying all 2^32 of them; without the secret there is nothing to try).
 *
 * An IPv6 client is counted per /64 (one home or one host gets a whole /64 and picks any address in
 * it, so counting per address would give each of them 2^64 tries); an IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, as a dual-stack socket reports IPv4 clients) is its IPv4 address.
 */

/** The part of an address that identifies a client: an IPv4 address, the /64 of an IPv6 one, else the text as it is. */
export function clientNetwork(address: string): string {
  const bare = address
    .trim()
    .replace(/%.*$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted quad read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...middle, ...back];
}

/** A keyer of client addresses under the instance secret: `keyOf(address)` is what tables store. */
export function clientAddressKeyer(secret: string) {
  return (address: string): string =>
    createHmac('sha256', secret)
      .update(`client-address\0${clientNetwork(address)}`)
      .digest('hex');
}

export type ClientAddressKeyer = ReturnType<typeof clientAddressKeyer>;
