import type { CountryCode } from '../../config/schema.js';

export interface Edition {
  code: CountryCode;
  name: string;
  domain: string;
  language: 'cs' | 'sk' | 'pl';
  currency: 'CZK' | 'EUR' | 'PLN';
  currencyLabel: string;
  adminEmail: string;
  defaultCity: string;
  timeZone: string;
}

/** Country configuration. Domains are overridden by MARKETPLACE_DOMAINS. */
export const EDITIONS: Record<CountryCode, Edition> = {
  CZ: {
    code: 'CZ',
    name: 'Česká republika',
    domain: 'marketplace.cz',
    language: 'cs',
    currency: 'CZK',
    currencyLabel: 'Kč',
    adminEmail: 'info@marketplace.cz',
    defaultCity: 'Praha',
    timeZone: 'Europe/Prague',
  },
  SK: {
    code: 'SK',
    name: 'Slovensko',
    domain: 'marketplace.sk',
    language: 'sk',
    currency: 'EUR',
    currencyLabel: '€',
    adminEmail: 'info@marketplace.sk',
    defaultCity: 'Bratislava',
    timeZone: 'Europe/Bratislava',
  },
  PL: {
    code: 'PL',
    name: 'Polska',
    domain: 'marketplace.pl',
    language: 'pl',
    currency: 'PLN',
    currencyLabel: 'zł',
    adminEmail: 'info@marketplace.pl',
    defaultCity: 'Warszawa',
    timeZone: 'Europe/Warsaw',
  },
};

export const CITY_LIST_DEFAULT = 20;
export const CITY_LIST_MAX = 1000;

/** CZK shown as EUR: x 0.041, rounded (docs/decisions.md). */
export const czkToEur = (czk: number) => Math.round(czk * 0.041);

/** Messages of the directory the UI shows. */
export const DIRECTORY_MESSAGES = {
  companyNotFound: 'Firma nenalezena',
  categoryNotFound: 'Kategorie nenalezena',
  cityNotFound: 'Město nenalezeno',
} as const;

/** Listings per sitemap file (the protocol allows 50 000). */
export const SITEMAP_PAGE_SIZE = 40_000;
