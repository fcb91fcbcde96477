import { CANCEL_CUTOFF_MINUTES } from '../booking/model.js';
import {
  DOCUMENT_FIELDS,
  FIELD_LABELS,
  LOCALE,
  languageOfEdition,
  type CompanyDocumentData,
  type LegalDocumentField,
  type LegalDocumentLanguage,
  type LegalDocumentName,
} from './model.js';

/** What a language's templates need besides the documents themselves (templates/<lang>/words.ts). */
export interface LanguageWords {
  /** a clear mark of missing data in the text: '[doplňte: IČO]' */
  missing(label: string): string;
  registrationLabel: string;
  taxLabel: string;
  addressLabel: string;
  emailLabel: string;
  phoneLabel: string;
  /** weekday 0 = Sunday … 6 = Saturday */
  weekdays: readonly string[];
  closed: string;
  /** '45 min', '1 h 30 min' */
  duration(minutes: number): string;
  /** a span of time in words: '2 hodiny', '60 minut' */
  notice(minutes: number): string;
  /** the price list's heading when the listing's category is of another language */
  servicesGroup: string;
}

/** One document's fill: the company's values (or a missing-data mark), all as text ready to print. */
export interface DocumentContext {
  language: LegalDocumentLanguage;
  name: string;
  registrationNumber: string;
  /** null: not held (the tax number is optional, its line is left out) */
  taxNumber: string | null;
  address: string;
  email: string;
  phone: string;
  website: string | null;
  /** opening hours by weekday, Monday first ('Pondělí: 09:00–18:00'); empty when the company has none */
  hours: string[];
  priceGroups: Array<{ title: string; rows: Array<[name: string, duration: string, price: string]> }>;
  /** the customer may cancel online until this long before the start (the booking area's rule) */
  cancelNotice: string;
  /** a booking must be made at least this long ahead (the company's setting) */
  bookingNotice: string;
  /** today in the language's words, for the documents' date of effect */
  today: string;
  words: LanguageWords;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The company data a document needs and the company does not hold. */
export function missingFields(data: CompanyDocumentData, name: LegalDocumentName): Array<{ field: LegalDocumentField; label: string }> {
  const has: Record<LegalDocumentField, boolean> = {
    address: present(data.address),
    registration_number: present(data.registration_number),
    email: present(data.email),
    phone: present(data.phone),
    services: data.services.length > 0,
    opening_hours: data.hours.length > 0,
  };
  return DOCUMENT_FIELDS[name].filter((f) => !has[f]).map((field) => ({ field, label: FIELD_LABELS[field] }));
}

function priceOf(amount: number, currency: string, language: LegalDocumentLanguage): string {
  try {
    return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Opening hours by weekday, Monday first, closed days said so. */
function hoursLines(data: CompanyDocumentData, words: LanguageWords): string[] {
  if (data.hours.length === 0) return [];
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const spans = data.hours
      .filter((h) => h.weekday === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((h) => `${h.opens}–${h.closes}`);
    return `${words.weekdays[day]}: ${spans.length > 0 ? spans.join(', ') : words.closed}`;
  });
}

export function documentContext(
  data: CompanyDocumentData,
  language: LegalDocumentLanguage,
  words: LanguageWords,
  now: Date,
): DocumentContext {
  const or = (value: string | null, label: string) => (present(value) ? value.trim() : words.missing(label));
  const place = [data.postal_code, data.city].filter(present).join(' ');
  const address = present(data.address) ? [data.address.trim(), place].filter(present).join(', ') : words.missing(words.addressLabel);
  // the listing's category is written in the edition's language; another language gets a plain 'Services'
  const groupTitle = language === languageOfEdition(data.country_code) && present(data.category) ? data.category : words.servicesGroup;
  return {
    language,
    name: data.name,
    registrationNumber: or(data.registration_number, words.registrationLabel),
    taxNumber: present(data.tax_number) ? data.tax_number.trim() : null,
    address,
    email: or(data.email, words.emailLabel),
    phone: or(data.phone, words.phoneLabel),
    website: present(data.website) ? data.website.trim() : null,
    hours: hoursLines(data, words),
    priceGroups:
      data.services.length === 0
        ? []
        : [
            {
              title: groupTitle,
              rows: data.services.map((s) => [s.name, words.duration(s.duration_minutes), priceOf(s.price, s.currency, language)]),
            },
          ],
    cancelNotice: words.notice(CANCEL_CUTOFF_MINUTES),
    bookingNotice: words.notice(data.min_notice_minutes),
    today: new Intl.DateTimeFormat(LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: data.time_zone }).format(
      now,
    ),
    words,
  };
}
