import type { ProspectDto, ScoreFilterValue } from '../../../../../src/contract/prospects.js';

/** Rules of the Companies screen. Pure: no React, no calls. */

/** Page size options; the server answers at most 500 a page. */
export const PAGE_SIZES = [50, 100, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

/** Search applies this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 3000;

/** A call is recent (blue icon) within this many days. */
export const RECENT_CALL_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SCORE_GROUPS = ['1-2', '3-4', '5+'] as const;
export const EXACT_SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export function parseScoreFilter(value: string | null | undefined): ScoreFilterValue | '' {
  if (!value) return '';
  if ((SCORE_GROUPS as readonly string[]).includes(value)) return value as ScoreFilterValue;
  return /^([1-9]|10)$/.test(value) ? (value as ScoreFilterValue) : '';
}

export function parsePageSize(value: string | number | null | undefined): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

export type ScoreTone = 'red' | 'yellow' | 'blue' | 'green' | 'none';

/** Score badge colour: <=2 red, <=4 yellow, <=6 blue, else green; no score yet: neutral. */
export function scoreTone(score: number | null | undefined): ScoreTone {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'none';
  if (score <= 2) return 'red';
  if (score <= 4) return 'yellow';
  if (score <= 6) return 'blue';
  return 'green';
}

/** Ownership badge tone: claimed green, unclaimed grey, other yellow. */
export function ownershipTone(status: ProspectDto['ownership_status']): 'green' | 'grey' | 'yellow' {
  if (status === 'claimed') return 'green';
  if (status === 'other') return 'yellow';
  return 'grey';
}

/** The call icon is blue when the last call is within 3 days of now. */
export function isRecentCall(lastCall: string | null | undefined, now: number): boolean {
  if (!lastCall) return false;
  const at = Date.parse(lastCall);
  if (Number.isNaN(at)) return false;
  return now - at <= RECENT_CALL_DAYS * DAY_MS;
}

/** The e-mail icon is green once an offer went out. */
export const offerSent = (company: Pick<ProspectDto, 'email_sent_date'>) => Boolean(company.email_sent_date);

/** The company answered an offer (a reply received in the operator's mailbox, not an auto-reply): a badge under its name. */
export const repliedToOffer = (company: Pick<ProspectDto, 'website_interest'>) => company.website_interest === 'replied';

/** A company that showed interest in a new website (website_interest interested) can become a web project ('Vytvořit webový projekt'). */
export const canStartWebProject = (company: Pick<ProspectDto, 'website_interest'>) => company.website_interest === 'interested';

const LEGAL_FORMS =
  /(?<=^|[\s,])(s\.?\s?r\.?\s?o\.?|spol\.?|a\.\s?s\.|v\.\s?o\.\s?s\.|k\.\s?s\.|sp\.\s?z\s?o\.\s?o\.|s\.\s?a\.)(?=[\s,]|$)/giu;

/** Lower-case ASCII letters and digits of a name ('Kadeřnictví Łucja s.r.o.' -> 'kadernictvilucja'). */
export function nameSlug(name: string): string {
  return name
    .replace(LEGAL_FORMS, ' ')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const TLD: Record<string, string> = { CZ: 'cz', SK: 'sk', PL: 'pl' };

export interface RecipientGuess {
  email: string;
  source: 'company' | 'name' | 'none';
}

/**
 * The default recipient of an offer: the company's own address; else, when the company has a
 * phone (so it is a real, reachable business), a guess from its name: info@<name>.<edition TLD>.
 */
export function guessRecipient(company: Pick<ProspectDto, 'email' | 'phone' | 'name' | 'country_code'>): RecipientGuess {
  const own = company.email?.trim();
  if (own) return { email: own, source: 'company' };
  const slug = nameSlug(company.name);
  if (company.phone?.trim() && slug) return { email: `info@${slug}.${TLD[company.country_code] ?? 'cz'}`, source: 'name' };
  return { email: '', source: 'none' };
}

/** An e-mail address as the field accepts it (the server checks again). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** 'Zobrazeno 51–100 z 240': the first and last row number of a page. */
export function shownRange(page: number, limit: number, shown: number): { from: number; to: number } {
  if (shown <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: from + shown - 1 };
}

/** A website as a link: addresses without a scheme get https://; anything but http(s) is not linked. */
export function websiteHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A website as shown in the list: no scheme, no 'www.', no trailing slash. */
export function websiteLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** tel: link of a phone number (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The social networks' names as the screen shows them. */
export const NETWORK_NAMES: Record<'instagram' | 'facebook', 'Instagram' | 'Facebook'> = { instagram: 'Instagram', facebook: 'Facebook' };
