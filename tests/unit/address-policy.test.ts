import { describe, expect, it } from 'vitest';
import { nonPublicKind, unmapped } from '../../src/adapters/net/address-policy.js';

/** The classifier of the outbound-fetch guard over literal addresses: pure, no sockets, no DNS. */
describe('non-public address classifier', () => {
  const kinds: Array<[string, ReturnType<typeof nonPublicKind>]> = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['ff05::2', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    // IPv4-mapped and -compatible IPv6 forms carry the IPv4 address's kind
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0:0:0:0:0:ffff:a00:1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:100.64.0.1', 'cgnat'],
    ['::ffff:c0a8:101', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::10.0.0.1', 'private'],
    ['::8.8.8.8', 'reserved'],
    // public
    ['8.8.8.8', null],
    ['93.184.216.34', null],
    ['172.32.0.1', null],
    ['100.128.0.1', null],
    ['169.255.0.1', null],
    ['11.0.0.1', null],
    ['223.255.255.254', null],
    ['2606:4700:4700::1111', null],
    ['2a00:1450:4001:80b::200e', null],
    ['::ffff:8.8.8.8', null],
    ['::ffff:808:808', null],
    // not addresses at all
    ['localhost', 'not-an-address'],
    ['example.cz', 'not-an-address'],
    ['', 'not-an-address'],
    ['1.2.3', 'not-an-address'],
  ];
  it.each(kinds)('%s is %s', (address, kind) => {
    expect(nonPublicKind(address)).toBe(kind);
  });

  it('classifies the hosts of URLs the way the WHATWG URL parser normalises them (decimal, hex, octal, short forms)', () => {
    const hostOf = (url: string) => new URL(url).hostname;
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0x7f000001/',
      'http://017700000001/',
      'http://127.0.0.1./',
      'http://[::ffff:127.0.0.1]/',
      'http://[::127.0.0.1]/',
      'http://[0:0::1]/',
    ]) {
      expect(nonPublicKind(hostOf(url)), url).toBe('loopback');
    }
    expect(nonPublicKind(hostOf('http://0xa9fea9fe/latest/meta-data/'))).toBe('link-local');
    expect(nonPublicKind(hostOf('http://2852039166/'))).toBe('link-local');
    expect(nonPublicKind(hostOf('http://012.0.0.1/'))).toBe('private');
    expect(nonPublicKind(hostOf('http://0/'))).toBe('unspecified');
    expect(nonPublicKind(hostOf('http://[::]/'))).toBe('unspecified');
    expect(nonPublicKind(hostOf('http://134744072/'))).toBeNull(); // 8.8.8.8
  });

  it('connects to the IPv4 address an IPv4-mapped IPv6 address stands for', () => {
    expect(unmapped('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(unmapped('::ffff:808:808')).toBe('8.8.8.8');
    expect(unmapped('2606:4700:4700::1111')).toBe('2606:4700:4700::1111');
    expect(unmapped('8.8.8.8')).toBe('8.8.8.8');
  });
});
