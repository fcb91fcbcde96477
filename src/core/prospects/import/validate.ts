import type { ProspectData } from '../model.js';
import type { ImportField } from './headers.js';
import { parseOpeningHours } from './hours.js';
import { IMPORT_TEXTS as T } from './texts.js';

/** A row that passed validation: its data (only the fields the file holds a value for) and where it came from. */
export interface ValidRow {
  line: number;
  data: ProspectData;
  /** its de-duplication keys, once computed */
  keys?: { domain: string | null; phone: string | null; name: string };
}
export type RowVerdict = { ok: true; data: ProspectData } | { ok: false; reason: string };

/** Column sizes of the prospects table (migration 000008). */
const MAX: Partial<Record<ImportField, [label: string, max: number]>> = {
  name: ['název', 255],
  address: ['adresa', 255],
  postal_code: ['PSČ', 16],
  city: ['město', 120],
  category: ['kategorie', 120],
  subcategory_name: ['podkategorie', 190],
  phone: ['telefon', 40],
  email: ['e-mail', 320],
  website_url: ['adresa webu', 500],
  instagram_url: ['Instagram', 500],
  facebook_url: ['Facebook', 500],
};

const EMAIL = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[^\s@"<>(),;:.]{2,}$/;

/** 6-15 digits once '+', spaces, dashes and brackets are taken out. */
const isPhone = (value: string) => /^\d{6,15}$/.test(value.replace(/[+\s\-–()[\]]/g, ''));

/** An http(s) address, or a bare domain completed to https://; undefined when it is neither. */
export function webUrl(value: string): string | undefined {
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+(\/|$)/.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !/^[^.]+(\.[^.]+)+$/.test(url.hostname) || /\s/.test(value))
    return undefined;
  return withScheme === value ? value : withScheme;
}

const decimal = (value: string) => {
  const text = value.replace(/\s/g, '').replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : undefined;
};

/**
 * Checks one row's values (already trimmed; empty cells left out) and turns them into prospect data.
 * The first problem is the row's reason, in Czech.
 */
export function validateRow(values: Partial<Record<ImportField, string>>): RowVerdict {
  const fail = (reason: string): RowVerdict => ({ ok: false, reason });
  if (!values.name) return fail(T.missingName);
  for (const [field, [label, max]] of Object.entries(MAX) as Array<[ImportField, [string, number]]>) {
    const value = values[field];
    if (value !== undefined && value.length > max) return fail(T.tooLong(label, max));
  }
  const data: ProspectData = { name: values.name };
  for (const field of ['address', 'postal_code', 'city', 'category', 'subcategory_name'] as const) {
    if (values[field] !== undefined) data[field] = values[field];
  }
  if (values.phone !== undefined) {
    if (!isPhone(values.phone)) return fail(T.badPhone(values.phone));
    data.phone = values.phone;
  }
  if (values.email !== undefined) {
    const email = values.email.replace(/^mailto:/i, '');
    if (!EMAIL.test(email)) return fail(T.badEmail(values.email));
    data.email = email;
  }
  const urls = [
    ['website_url', T.badWebsite],
    ['instagram_url', T.badInstagram],
    ['facebook_url', T.badFacebook],
  ] as const;
  for (const [field, message] of urls) {
    const value = values[field];
    if (value === undefined) continue;
    const handle = field === 'instagram_url' && /^@[\w.]+$/.test(value) ? `https://www.instagram.com/${value.slice(1)}` : value;
    const url = webUrl(handle);
    if (!url || url.length > 500) return fail(message(value));
    data[field] = url;
  }
  if (values.google_rating !== undefined) {
    const rating = decimal(values.google_rating);
    if (rating === undefined || rating < 0 || rating > 5) return fail(T.badRating(values.google_rating));
    data.google_rating = Math.round(rating * 100) / 100;
  }
  if (values.reviews_count !== undefined) {
    const reviews = decimal(values.reviews_count);
    if (reviews === undefined || !Number.isInteger(reviews) || reviews < 0 || reviews > 2_000_000_000)
      return fail(T.badReviews(values.reviews_count));
    data.reviews_count = reviews;
  }
  if (values.latitude !== undefined) {
    const lat = decimal(values.latitude);
    if (lat === undefined || Math.abs(lat) > 90) return fail(T.badLatitude(values.latitude));
    data.latitude = lat;
  }
  if (values.longitude !== undefined) {
    const lng = decimal(values.longitude);
    if (lng === undefined || Math.abs(lng) > 180) return fail(T.badLongitude(values.longitude));
    data.longitude = lng;
  }
  if (values.opening_hours !== undefined) {
    const hours = parseOpeningHours(values.opening_hours);
    if (!hours) return fail(T.badHours(values.opening_hours));
    data.opening_hours = hours;
  }
  return { ok: true, data };
}
