import { cs } from './cs.js';
import { pl } from './pl.js';
import { sk } from './sk.js';
import type { Catalog, Language, MessageKey, Vars } from './catalog.js';

const CATALOGS: Readonly<Record<Language, Catalog>> = { cs, sk, pl };

export type PluralForm = 'one' | 'few' | 'many';
export type PluralBase = 'common.companies' | 'company.reviews' | 'search.found';

function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** The text of `key` in `lang`, falling back to Czech, then to the key itself. */
export function translate(lang: Language, key: MessageKey, vars?: Vars): string {
  const template = CATALOGS[lang]?.[key] ?? cs[key] ?? key;
  return interpolate(template, vars);
}

/** Czech and Slovak: 1 / 2-4 / 5+ ; Polish: 1 / 2-4 except 12-14 / rest. */
export function pluralForm(lang: Language, count: number): PluralForm {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return 'one';
  if (lang === 'pl') {
    const last = n % 10;
    const lastTwo = n % 100;
    return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'few' : 'many';
  }
  return n >= 2 && n <= 4 ? 'few' : 'many';
}

export function translatePlural(lang: Language, base: PluralBase, count: number): string {
  return translate(lang, `${base}.${pluralForm(lang, count)}` as MessageKey, { count });
}
