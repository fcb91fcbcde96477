/**
 * Sort keys that order names the way each edition's language does, identically on SQLite and
 * PostgreSQL (compared as plain bytes): Czech 'ch' after 'h', 'č' after 'c', 'ř' after 'r';
 * Slovak also 'ä' after 'a', 'ô' after 'o', 'ľ'/'ĺ' after 'l'; Polish 'ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ś',
 * 'ź', 'ż' after their base letters. Other accents (á, é, í ...) sort with their base letter.
 */
export type CollationLanguage = 'cs' | 'sk' | 'pl';

const BASE = 'abcdefghijklmnopqrstuvwxyz';

/** Letters that are letters of their own, each placed right after its base letter (in this order). */
const OWN_LETTERS: Record<CollationLanguage, string[]> = {
  cs: ['č', 'ď', 'ě', 'ch', 'ň', 'ř', 'š', 'ť', 'ž'],
  sk: ['ä', 'č', 'ď', 'dz', 'dž', 'ch', 'ĺ', 'ľ', 'ň', 'ô', 'ŕ', 'š', 'ť', 'ž'],
  pl: ['ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ś', 'ź', 'ż'],
};

/** Czech treats ě as e at the primary level; keep it with e there. */
const PRIMARY_AS_BASE: Record<CollationLanguage, string[]> = { cs: ['ě', 'ď', 'ť', 'ň'], sk: ['ď', 'ť', 'ň', 'ĺ', 'ŕ'], pl: [] };

interface Alphabet {
  /** letter -> two-character code; multi-letter units (ch, dz) first */
  units: Array<[string, string]>;
}

function buildAlphabet(language: CollationLanguage): Alphabet {
  const own = OWN_LETTERS[language].filter((l) => !PRIMARY_AS_BASE[language].includes(l));
  const order: string[] = [];
  for (const letter of BASE) {
    order.push(letter);
    // own letters whose base is this letter, in list order (ch after h; dz, dž after d)
    for (const extra of own) if (baseOf(extra) === letter) order.push(extra);
  }
  const units = order.map((l, i): [string, string] => [
    l,
    String.fromCharCode(0x41 + Math.floor(i / 26)) + String.fromCharCode(0x61 + (i % 26)),
  ]);
  units.sort((a, b) => b[0].length - a[0].length);
  return { units };
}

function baseOf(letter: string): string {
  if (letter === 'ch') return 'h';
  return letter.normalize('NFD').replace(/\p{M}/gu, '').replace('ł', 'l').charAt(0);
}

const alphabets: Record<CollationLanguage, Alphabet> = {
  cs: buildAlphabet('cs'),
  sk: buildAlphabet('sk'),
  pl: buildAlphabet('pl'),
};

/** A byte-comparable key: letters by the language's alphabet, digits before letters, the rest ignored. */
export function collationKey(text: string, language: CollationLanguage): string {
  const { units } = alphabets[language];
  const lower = text.toLowerCase().normalize('NFC');
  let key = '';
  let i = 0;
  while (i < lower.length) {
    const unit = units.find(([letter]) => lower.startsWith(letter, i));
    if (unit) {
      key += unit[1];
      i += unit[0].length;
      continue;
    }
    const ch = lower.charAt(i);
    const plain = ch.normalize('NFD').replace(/\p{M}/gu, '');
    const folded = units.find(([letter]) => letter === plain);
    if (folded) key += folded[1];
    else if (/\d/.test(ch)) key += `0${ch}`;
    else if (/\s/.test(ch)) key += ' ';
    i += 1;
  }
  return key.trim().slice(0, 180);
}
