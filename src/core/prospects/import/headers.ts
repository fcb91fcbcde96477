import { foldText } from '../../text/normalize.js';
import { DomainError } from '../../errors.js';
import { IMPORT_TEXTS } from './texts.js';

/** The columns an import understands, by the prospect field they fill. */
export const IMPORT_FIELDS = [
  'name',
  'address',
  'postal_code',
  'city',
  'phone',
  'website_url',
  'email',
  'instagram_url',
  'facebook_url',
  'category',
  'subcategory_name',
  'google_rating',
  'reviews_count',
  'latitude',
  'longitude',
  'opening_hours',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Header spellings (Czech and English), compared folded (no case, no diacritics) and without spaces, '_', '-' or '.'. */
const ALIASES: Record<ImportField, string[]> = {
  name: ['name', 'nazev', 'firma', 'nazevfirmy', 'jmenofirmy', 'company', 'companyname', 'businessname', 'nazevprovozovny'],
  address: ['address', 'adresa', 'ulice', 'street', 'streetaddress', 'ulicecislo', 'adresaprovozovny'],
  postal_code: ['postalcode', 'psc', 'zip', 'zipcode', 'postcode', 'kodpsc'],
  city: ['city', 'mesto', 'obec', 'town', 'misto'],
  phone: ['phone', 'telefon', 'tel', 'phonenumber', 'telefonnicislo', 'mobil', 'mobile'],
  website_url: ['website', 'web', 'www', 'url', 'websiteurl', 'webovestranky', 'stranky', 'webovastranka'],
  email: ['email', 'mail', 'emailovaadresa'],
  instagram_url: ['instagram', 'instagramurl', 'ig'],
  facebook_url: ['facebook', 'facebookurl', 'fb'],
  category: ['category', 'kategorie', 'obor'],
  subcategory_name: ['subcategory', 'podkategorie', 'subcategoryname'],
  google_rating: ['rating', 'hodnoceni', 'googlerating', 'hvezdicky'],
  reviews_count: ['reviews', 'recenze', 'pocetrecenzi', 'reviewscount', 'reviewcount', 'pocethodnoceni'],
  latitude: ['latitude', 'lat', 'zemepisnasirka', 'sirka'],
  longitude: ['longitude', 'lng', 'lon', 'long', 'zemepisnadelka', 'delka'],
  opening_hours: ['openinghours', 'oteviracidoba', 'hours', 'oteviracihodiny', 'provoznidoba'],
};

const BY_ALIAS = new Map(Object.entries(ALIASES).flatMap(([field, names]) => names.map((n) => [n, field as ImportField] as const)));

const headerKey = (header: string) => foldText(header.replace(/^\uFEFF/, '')).replace(/[\s_.\-–/]+/g, '');

/** Which field each column fills (null: not imported); the first column of a field wins. */
export function mapHeaders(headers: string[]): Array<ImportField | null> {
  const seen = new Set<ImportField>();
  const mapped = headers.map((header) => {
    const field = BY_ALIAS.get(headerKey(header)) ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
  if (!seen.has('name'))
    throw new DomainError('validation', IMPORT_TEXTS.noNameColumn, { fields: [{ field: 'file', message: IMPORT_TEXTS.noNameColumn }] });
  return mapped;
}
