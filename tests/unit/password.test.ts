import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, verifyPassword } from '../../src/core/accounts/password.js';

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

  it("hashes at the product's N unless a lower one is given (tests), and verifies either by the N the hash keeps", async () => {
    const product = createPasswordHasher({ concurrency: 1, queue: 1 });
    const cheap = createPasswordHasher({ concurrency: 1, queue: 1, scryptN: 1024 });
    const strong = await product.hash('heslo-123');
    const weak = await cheap.hash('heslo-123');
    expect(strong).toMatch(/^scrypt\$131072\$/);
    expect(weak).toMatch(/^scrypt\$1024\$/);
    expect(await cheap.verify('heslo-123', strong)).toBe(true);
    expect(await product.verify('heslo-123', weak)).toBe(true);
    expect(await product.hashUncapped('x')).toMatch(/^scrypt\$131072\$/);
  });
});
