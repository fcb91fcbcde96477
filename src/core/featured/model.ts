/** Featured campaigns (salon Reklamní kampaně): constants, options and the Czech texts the server sends. */
import type { CountryCode } from '../../config/schema.js';

/** The zone a campaign's dates are days of: a period runs from the start day's midnight to the midnight after the end day. */
export const FEATURED_ZONE = 'Europe/Prague';

/** The edition's currency of a campaign's price. */
export const FEATURED_CURRENCY: Record<CountryCode, string> = { CZ: 'CZK', SK: 'EUR', PL: 'PLN' };

/** The configuration (MARKETPLACE_FEATURED_*; defaults below, documented in the README). */
export interface FeaturedOptions {
  /** a day's price per edition, minor units of its currency */
  dayPrices: Record<CountryCode, number>;
  /** the longest period, in days */
  maxDays: number;
  /** campaigns that may run at once in one city and category */
  slots: number;
  /** how long the campaigns not ended are kept in memory for the featured check (0: read for every search) */
  cacheSeconds: number;
  /** MARKETPLACE_FEATURED_HOLD_HOURS: an unpaid campaign or outdoor contract frees its slot or space after this */
  holdHours: number;
  /** MARKETPLACE_FEATURED_MAX_HOLDS: open holds (campaigns and outdoor contracts awaiting payment) of one company */
  maxHolds: number;
}

export const DEFAULT_FEATURED_OPTIONS: FeaturedOptions = {
  dayPrices: { CZ: 19_900, SK: 790, PL: 3_500 },
  maxDays: 90,
  slots: 3,
  cacheSeconds: 10,
  holdHours: 48,
  maxHolds: 3,
};

const dayMonthYear = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
};

export const FEATURED_TEXTS = {
  notFound: 'Kampaň nenalezena',
  bought: 'Kampaň byla objednána',
  cancelled: 'Kampaň byla zrušena',
  badDate: 'Neplatné datum',
  startInPast: 'Začátek kampaně nesmí být v minulosti',
  tooLong: (maxDays: number) => `Kampaň může trvat nejvýše ${maxDays} dní`,
  onlyPlanned: 'Zrušit lze jen naplánovanou kampaň',
  ownOverlap: 'V tomto období už máte jinou kampaň',
  slotsFull: (from: string, to: string, slots: number) =>
    from === to
      ? `Dne ${dayMonthYear(from)} jsou ve vaší kategorii a městě obsazena všechna místa (${slots}). Zvolte jiné období.`
      : `Ve dnech ${dayMonthYear(from)} – ${dayMonthYear(to)} jsou ve vaší kategorii a městě obsazena všechna místa (${slots}). Zvolte jiné období.`,
  notificationTitle: 'Nová reklamní kampaň',
} as const;
