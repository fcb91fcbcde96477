import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../src/core/mail/signing.js';

const SECRET = 'unit-test-secret-unit-test-secret-1234';

describe('signed link tokens', () => {
  it('accept the canonical token only: a leading zero in the id is another token', () => {
    for (const id of [1, 10, 35, 36, 123_456, 2 ** 40]) {
      const token = signToken(SECRET, 'click', id);
      const [head, signature] = token.split('.');
      expect(verifyToken(SECRET, 'click', token)).toBe(id);
      expect(verifyToken(SECRET, 'click', `0${head}.${signature}`)).toBeUndefined();
      expect(verifyToken(SECRET, 'click', `000${head}.${signature}`)).toBeUndefined();
      expect(verifyToken(SECRET, 'click', `${head!.toUpperCase()}.${signature}`)).toBe(head === head!.toUpperCase() ? id : undefined);
    }
    expect(verifyToken(SECRET, 'click', `0.${signToken(SECRET, 'click', 1).split('.')[1]}`)).toBeUndefined();
  });

  it('refuse another purpose or secret', () => {
    const token = signToken(SECRET, 'open', 7);
    expect(verifyToken(SECRET, 'click', token)).toBeUndefined();
    expect(verifyToken(`${SECRET}x`, 'open', token)).toBeUndefined();
  });
});
