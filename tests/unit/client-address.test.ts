import { describe, expect, it } from 'vitest';
import { idempotencyClaim } from '../../src/core/booking/idempotency.js';
import type { BookingRequest } from '../../src/core/booking/booking.service.js';
import { clientAddressKeyer, clientNetwork } from '../../src/core/security/client-address.js';

describe('client addresses: what the tables keep of them', () => {
  it('counts an IPv6 client per /64, an IPv4-mapped address as its IPv4 one', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
  });

  it('keys an address with the instance secret: 64 hex characters that depend on the secret and never hold the address', () => {
    const keyOf = clientAddressKeyer('secret-a-secret-a-secret-a-secret-a');
    const other = clientAddressKeyer('secret-b-secret-b-secret-b-secret-b');
    expect(keyOf('127.0.0.1')).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf('127.0.0.1')).toBe(keyOf('::ffff:127.0.0.1'));
    expect(keyOf('127.0.0.1')).not.toBe(keyOf('127.0.0.2'));
    expect(keyOf('127.0.0.1')).not.toBe(other('127.0.0.1'));
    expect(keyOf('2001:db8:1:2::1')).toBe(keyOf('2001:db8:1:2:aaaa::1'));
  });

  it("scopes an anonymous booking's Idempotency-Key by the address's key: another secret, another scope", () => {
    const request = { company: 1, service: 2, start: '2026-12-01T10:00:00Z', name: 'Eva', email: 'eva@example.cz', phone: '777' };
    const claim = (secret: string) =>
      idempotencyClaim('k', request as unknown as BookingRequest, {
        customerId: null,
        addressKey: clientAddressKeyer(secret)('127.0.0.1'),
      });
    expect(claim('secret-a-secret-a-secret-a-secret-a').scope).not.toBe(claim('secret-b-secret-b-secret-b-secret-b').scope);
    expect(claim('secret-a-secret-a-secret-a-secret-a').scope).toBe(claim('secret-a-secret-a-secret-a-secret-a').scope);
  });
});
