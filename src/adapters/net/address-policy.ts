import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses an outbound fetch may connect to (see safe-fetch.ts). Pure: no sockets, no DNS.
 * Everything that is not a public unicast address is refused: loopback, private networks, link-local,
 * carrier-grade NAT, unique-local, multicast, unspecified, broadcast, documentation and other reserved
 * ranges (IANA special-purpose registries), and the IPv6 forms carrying an IPv4 address (mapped
 * `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4, Teredo).
 */

export type NonPublicKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'unique-local'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'reserved'
  | 'not-an-address';

type Rule = [network: string, prefix: number, kind: NonPublicKind];

const IPV4_RULES: Rule[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

/** Checked in order; whatever is outside global unicast 2000::/3 is reserved as well. */
const IPV6_RULES: Rule[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['fc00::', 7, 'unique-local'],
  ['ff00::', 8, 'multicast'],
  ['2001::', 32, 'reserved'],
  ['2001:10::', 28, 'reserved'],
  ['2001:20::', 28, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['2002::', 16, 'reserved'],
  ['3fff::', 20, 'reserved'],
];

function blockListOf(rules: Rule[], family: 'ipv4' | 'ipv6') {
  return rules.map(([network, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, kind };
  });
}

/** Built once on import and never changed afterwards (constants, not state). */
const IPV4 = blockListOf(IPV4_RULES, 'ipv4');
const IPV6 = blockListOf(IPV6_RULES, 'ipv6');
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** The 16 bytes of an IPv6 address (`::`, embedded dotted quads), or null. */
function ipv6Bytes(text: string): number[] | null {
  if (isIP(text) !== 6) return null;
  let groups = text.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(groups);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    groups = `${groups.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = groups.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').filter(Boolean) : []);
  const left = part(head);
  const right = part(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 address carries in its last 32 bits when it is IPv4-mapped or -compatible. */
function embeddedIpv4(bytes: number[]): { address: string; mapped: boolean } | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const address = bytes.slice(12).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return { address, mapped: true };
  if (zeros(0, 12) && !zeros(12, 15)) return { address, mapped: false }; // not :: nor ::1
  return null;
}

/**
 * Why `address` (an IP literal as DNS or the URL parser gives it; brackets and a zone id allowed) is
 * not a public unicast address, or null when it is.
 */
export function nonPublicKind(address: string): NonPublicKind | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return IPV4.find((rule) => rule.list.check(bare, 'ipv4'))?.kind ?? null;
  if (family !== 6) return 'not-an-address';
  const bytes = ipv6Bytes(bare);
  if (!bytes) return 'not-an-address';
  const embedded = embeddedIpv4(bytes);
  if (embedded) return nonPublicKind(embedded.address) ?? (embedded.mapped ? null : 'reserved');
  const found = IPV6.find((rule) => rule.list.check(bare, 'ipv6'))?.kind;
  if (found) return found;
  return GLOBAL_UNICAST.check(bare, 'ipv6') ? null : 'reserved';
}

/** The address an IPv4-mapped IPv6 address stands for (connect to that), else the address itself. */
export function unmapped(address: string): string {
  const bytes = ipv6Bytes(address);
  const embedded = bytes && embeddedIpv4(bytes);
  return embedded?.mapped ? embedded.address : address;
}
