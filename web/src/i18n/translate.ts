import { csPublic } from './cs-public.js';
import type { Catalog, Language, MessageKey, Vars } from './catalog.js';

/**
 * The texts loaded so far: the Czech of the home page and the public frame (the default and every catalog's
 * fallback), each other page's Czech once a module that shows it has loaded (`cs-<page>.ts`, `addCzechTexts`),
 * Slovak or Polish once `loadCatalog` fetched its chunk (only the edition's language is downloaded: ~9 KB
 * gzip each), and the back office's once its code is loaded (`back-office-texts.ts`).
 */
const czech: Catalog = { ...csPublic };
const CATALOGS: Record<Language, Catalog> = { cs: czech, sk: {}, pl: {} };
const LOADED = new Set<Language>(['cs']);
const LOADERS: Record<Exclude<Language, 'cs'>, () => Promise<Catalog>> = {
  sk: () => import('./sk.js').then((m) => m.sk),
  pl: () => import('./pl.js').then((m) => m.pl),
};

export const isCatalogLoaded = (lang: Language): boolean => LOADED.has(lang);

/** Fetches the public texts of `lang` (once); texts the back office added before are kept. */
export async function loadCatalog(lang: Language): Promise<void> {
  if (lang === 'cs' || LOADED.has(lang)) return;
  const texts = await LOADERS[lang]();
  CATALOGS[lang] = { ...texts, ...CATALOGS[lang] };
  LOADED.add(lang);
}

/** Adds texts to a language's catalog (the back office's chunks, through `back-office-texts.ts`). */
export function addTexts(lang: Language, texts: Catalog): void {
  Object.assign(CATALOGS[lang], texts);
}

/** Adds texts to the Czech catalog (a page's catalog, `cs-<page>.ts`, when its module loads). */
export function addCzechTexts(texts: Catalog): void {
  addTexts('cs', texts);
}

export type PluralForm = 'one' | 'few' | 'many';
export type PluralBase =
  | 'common.companies'
  | 'company.reviews'
  | 'search.found'
  | 'admin.center.emails'
  | 'admin.center.unreadEmails'
  | 'admin.center.scheduledEmails'
  | 'admin.center.activeCampaigns'
  | 'admin.notifications.bell'
  | 'admin.notifications.unreadCount'
  | 'admin.inbox.unreadCount'
  | 'admin.unread'
  | 'admin.hosting.projects';

function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** The text of `key` in `lang`, falling back to Czech, then to the key itself. */
export function translate(lang: Language, key: MessageKey, vars?: Vars): string {
  const template = CATALOGS[lang]?.[key] ?? czech[key] ?? key;
  return interpolate(template, vars);
}

const PLURAL_RULES: Readonly<Record<Language, Intl.PluralRules>> = {
  cs: new Intl.PluralRules('cs'),
  sk: new Intl.PluralRules('sk'),
  pl: new Intl.PluralRules('pl'),
};

/**
 * The catalog's plural form of a whole count, by the language's CLDR rules (Intl.PluralRules):
 * Czech and Slovak 1 / 2-4 / 5+; Polish 1 / 2-4 except 12-14 / the rest. CLDR's 'other' of whole
 * numbers is the catalogs' 'many'.
 */
export function pluralForm(lang: Language, count: number): PluralForm {
  const category = PLURAL_RULES[lang].select(Math.abs(Math.trunc(count)));
  return category === 'one' || category === 'few' ? category : 'many';
}

/** The form of `count`; `shown` is what stands for {count} when it is not the number itself (a capped '99+'). */
export function translatePlural(lang: Language, base: PluralBase, count: number, shown?: string): string {
  return translate(lang, `${base}.${pluralForm(lang, count)}` as MessageKey, { count: shown ?? count });
}
