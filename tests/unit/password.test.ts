import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/core/accounts/password.js';

describe('password hashing', () => {
  it('uses scrypt N=2^17 r=8 p=1 with a random salt and verifies', async () => {
    const a = await hashPassword('Žluťoučký kůň 123');
    const b = await hashPassword('Žluťoučký kůň 123');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Žluťoučký kůň 123', a)).toBe(true);
    expect(await verifyPassword('Zlutoucky kun 123', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
