import { describe, expect, it } from 'vitest';
import { foldText, foldWords } from '../../src/core/text/normalize.js';

/** The rule foldWords keeps: foldText, then each run of white space one space, the ends trimmed. */
const byRule = (text: string) =>
  foldText(text)
    .replace(/\s\s+|(?! )\s/g, ' ')
    .trim();

/** Letters and marks of every kind the table treats apart: Czech, Slovak and Polish letters, white space of
 * several kinds, combining marks, Σ (whose lower case depends on its place), astral characters, letters
 * whose fold is two characters, controls. */
const POOL = [
  ...'abcXYZ019 .,;:!?-_@',
  ...'áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ',
  ...'ĺľŕôäĹĽŔÔÄ',
  ...'ąćęłńśźżĄĆĘŁŃŚŹŻ',
  ...'ßÆæøØİıŒœĐđ',
  ...'ΣσςΑΒΓ',
  ...'ДЖЯ',
  '\u0301',
  '\u0308',
  '\u0345',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u00a0',
  '\u2003',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u0085',
  '\u0001',
  '„',
  '“',
  '–',
  '…',
  '€',
  '™',
  'ﬁ',
  'Ǆ',
  'ǅ',
  '한',
  '😊',
  '𐐀',
  '\ud800',
];

/** A seeded generator (mulberry32): the same strings every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('foldWords (a received message search text in one pass)', () => {
  it('gives what folding and then collapsing the white space gives, for 20 000 random texts', () => {
    const next = random(20261126);
    for (let i = 0; i < 20_000; i += 1) {
      const length = Math.floor(next() * 40);
      // most texts draw from a few characters of the pool, so that the table's fast way is taken too
      const from = Math.floor(next() * POOL.length);
      const span = next() < 0.5 ? 60 : POOL.length;
      let text = '';
      for (let j = 0; j < length; j += 1) text += POOL[(from + Math.floor(next() * span)) % POOL.length];
      expect(foldWords(text), JSON.stringify(text)).toBe(byRule(text));
    }
  });

  it('folds a Czech message as a search needs it, and a long one too', () => {
    expect(foldWords('  Dobrý den,\r\n\r\n  posílám   POPTÁVKU\u00a0na střih.\n')).toBe('dobry den, posilam poptavku na strih.');
    expect(foldWords('Łódź „Zażółć gęślą jaźń“ – ΟΔΟΣ')).toBe(byRule('Łódź „Zażółć gęślą jaźń“ – ΟΔΟΣ'));
    const long = 'Kadeřnictví Žofie, Štěpánská 12\n'.repeat(2_000);
    expect(foldWords(long)).toBe(byRule(long));
    expect(foldWords('')).toBe('');
    expect(foldWords(' \n\t ')).toBe('');
  });
});
