import type { EditionResponse } from '../api/system.js';

/** What the shell shows until /api/edition answers (or when it cannot): the Czech edition. */
export const FALLBACK_EDITION: EditionResponse = {
  success: true,
  edition: {
    code: 'CZ',
    name: 'Česká republika',
    domain: 'marketplace.cz',
    language: 'cs',
    currency: 'CZK',
    currencyLabel: 'Kč',
    defaultCity: 'Praha',
    timeZone: 'Europe/Prague',
  },
  editions: [],
  isLocalHost: false,
  analytics: null,
  pageViews: false,
  map: null,
};

/** Contact address of an edition (info@ its domain). */
export function contactEmail(domain: string): string {
  return `info@${domain.replace(/^www\./, '')}`;
}
