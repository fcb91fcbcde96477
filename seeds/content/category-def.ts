import type { CountryCode } from '../../src/config/schema.js';

/** A text in the three edition languages: [cs, sk, pl]. */
export type T3 = readonly [cs: string, sk: string, pl: string];
/** A language's position in a T3 (LANGUAGE_INDEX). */
export type LanguageIndex = 0 | 1 | 2;
export type Duration = 15 | 30 | 45 | 60 | 90 | 120;
/** How demo company names are built (see vocabulary.ts). */
export type NameStyle = 'personal' | 'soft' | 'solid' | 'barber' | 'hospitality';

export interface ServiceDef {
  name: T3;
  minutes: Duration;
  /** base price in CZK; SK and PL prices are converted from it */
  czk: number;
}

export interface SubDef {
  name: T3;
  /** the word used in company names ('Nehtové studio' for 'Manikúra a pedikúra') */
  label: T3;
  weight: number;
  style?: NameStyle;
  services: ServiceDef[];
}

export interface GroupDef {
  /** language-neutral key, also the placeholder image name */
  key: string;
  slug: Record<CountryCode, string>;
  name: T3;
  icon: string;
  /** share of demo companies in CZ and PL; SK uses skWeight when given */
  weight: number;
  skWeight?: number;
  style: NameStyle;
  countries: readonly CountryCode[];
  subs: SubDef[];
}

export const sv = (cs: string, sk: string, pl: string, minutes: Duration, czk: number): ServiceDef => ({
  name: [cs, sk, pl],
  minutes,
  czk,
});

export const sub = (name: T3, services: ServiceDef[], options: { label?: T3; weight?: number; style?: NameStyle } = {}): SubDef => ({
  name,
  label: options.label ?? name,
  weight: options.weight ?? 1,
  style: options.style,
  services,
});

/** Slovak-only entries (the SK extra categories): the same text in every slot. */
export const skText = (text: string): T3 => [text, text, text];
export const skSv = (text: string, minutes: Duration, czk: number): ServiceDef => sv(text, text, text, minutes, czk);

export const ALL_COUNTRIES: readonly CountryCode[] = ['CZ', 'SK', 'PL'];
export const sameSlug = (slug: string): Record<CountryCode, string> => ({ CZ: slug, SK: slug, PL: slug });
