/**
 * The listings' derived search columns as migration 20261122000003 first filled them. A migration is
 * history: it keeps its own copy of what it ran (this file), so later changes of the product's search
 * (src/core/directory) never change what an old migration does.
 */
import type { Knex } from 'knex';
import { foldText } from '../../src/contract/text.js';

type CollationLanguage = 'cs' | 'sk' | 'pl';

const BASE = 'abcdefghijklmnopqrstuvwxyz';

/** Letters that are letters of their own, each placed right after its base letter (in this order). */
const OWN_LETTERS: Record<CollationLanguage, string[]> = {
  cs: ['č', 'ď', 'ě', 'ch', 'ň', 'ř', 'š', 'ť', 'ž'],
  sk: ['ä', 'č', 'ď', 'dz', 'dž', 'ch', 'ĺ', 'ľ', 'ň', 'ô', 'ŕ', 'š', 'ť', 'ž'],
  pl: ['ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ś', 'ź', 'ż'],
};

/** Letters kept with their base letter at the primary level. */
const PRIMARY_AS_BASE: Record<CollationLanguage, string[]> = { cs: ['ě', 'ď', 'ť', 'ň'], sk: ['ď', 'ť', 'ň', 'ĺ', 'ŕ'], pl: [] };

function baseOf(letter: string): string {
  if (letter === 'ch') return 'h';
  return letter.normalize('NFD').replace(/\p{M}/gu, '').replace('ł', 'l').charAt(0);
}

/** letter -> two-character code; multi-letter units (ch, dz) first */
function unitsOf(language: CollationLanguage): Array<[string, string]> {
  const own = OWN_LETTERS[language].filter((l) => !PRIMARY_AS_BASE[language].includes(l));
  const order: string[] = [];
  for (const letter of BASE) {
    order.push(letter);
    for (const extra of own) if (baseOf(extra) === letter) order.push(extra);
  }
  const units = order.map((l, i): [string, string] => [
    l,
    String.fromCharCode(0x41 + Math.floor(i / 26)) + String.fromCharCode(0x61 + (i % 26)),
  ]);
  return units.sort((a, b) => b[0].length - a[0].length);
}

const UNITS: Record<CollationLanguage, Array<[string, string]>> = { cs: unitsOf('cs'), sk: unitsOf('sk'), pl: unitsOf('pl') };

/** A byte-comparable sort key: letters by the language's alphabet, digits before letters, the rest ignored. */
function collationKey(text: string, language: CollationLanguage): string {
  const units = UNITS[language];
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

const LANGUAGE: Record<string, CollationLanguage> = { CZ: 'cs', SK: 'sk', PL: 'pl' };
const BATCH = 500;

/** Fills name_search, name_sort, search_text, price_min and price_avg of every listing. */
export async function refreshSearchDocuments(db: Knex): Promise<void> {
  let lastId = 0;
  for (;;) {
    const companies: Array<{ id: number; name: string; country_code: string; subcategory_name: string | null }> = await db('companies as c')
      .leftJoin('subcategories as s', 's.id', 'c.subcategory_id')
      .select('c.id', 'c.name', 'c.country_code', { subcategory_name: 's.name' })
      .where('c.id', '>', lastId)
      .orderBy('c.id')
      .limit(BATCH);
    const last = companies.at(-1);
    if (!last) return;
    const services: Array<{ company_id: number; name: string; price: number }> = await db('services')
      .whereIn(
        'company_id',
        companies.map((c) => c.id),
      )
      .andWhere('is_active', true)
      .orderBy(['company_id', 'sort_order', 'id'])
      .select('company_id', 'name', 'price');
    for (const company of companies) {
      const own = services.filter((s) => Number(s.company_id) === Number(company.id));
      const prices = own.map((s) => Number(s.price));
      const parts = [company.name, company.subcategory_name ?? '', ...own.map((s) => s.name)];
      await db('companies')
        .where({ id: company.id })
        .update({
          name_search: foldText(company.name),
          name_sort: collationKey(company.name, LANGUAGE[company.country_code] ?? 'cs'),
          search_text: foldText(parts.filter(Boolean).join(' | ')).slice(0, 4000),
          price_min: prices.length ? Math.min(...prices) : null,
          price_avg: prices.length ? Math.round(prices.reduce((a, b) => a + b, 0) / prices.length) : null,
        });
    }
    lastId = Number(last.id);
  }
}
