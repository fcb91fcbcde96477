/** AI právník: the salon's documents from fixed templates (no external AI service). */

import {
  LEGAL_DOCUMENT_NAMES,
  type LegalDocumentField,
  type LegalDocumentLanguage,
  type LegalDocumentName,
} from '../../contract/legal-documents.js';

export { LEGAL_DOCUMENT_NAMES };
export type { LegalDocumentField, LegalDocumentLanguage, LegalDocumentName };

/** Default of MARKETPLACE_LEGAL_DOCUMENT_MAX_CHARS: the longest edited body a salon may save. */
export const DEFAULT_LEGAL_DOCUMENT_MAX_CHARS = 50_000;

/** The texts the server sends (Czech: the salon dashboard is Czech). */
export const LEGAL_TEXTS = {
  disclaimer:
    'Texty jsou vzory vytvořené z údajů vaší firmy, nejsou právní radou. Před použitím je zkontrolujte a v případě pochybností se poraďte s advokátem.',
  saved: 'Dokument byl uložen.',
  reset: 'Dokument byl vrácen k šabloně.',
  detailsSaved: 'Údaje pro dokumenty byly uloženy.',
  companyNotFound: 'Firma nenalezena',
  bodyTooLong: (max: number) => `Text dokumentu může mít nejvýše ${max.toLocaleString('cs-CZ')} znaků.`,
  bodyEmpty: 'Napište text dokumentu',
} as const;

/** Czech labels of the missing fields (the salon dashboard lists them). */
export const FIELD_LABELS: Record<LegalDocumentField, string> = {
  address: 'Adresa provozovny',
  registration_number: 'IČO',
  email: 'E-mail',
  phone: 'Telefon',
  services: 'Služby s cenami (sekce Služby)',
  opening_hours: 'Otevírací doba',
};

/** The fields each document needs: the header's for all, and its own. */
const HEADER_FIELDS: LegalDocumentField[] = ['address', 'registration_number', 'email', 'phone'];
export const DOCUMENT_FIELDS: Record<LegalDocumentName, LegalDocumentField[]> = {
  'gdpr-consent': HEADER_FIELDS,
  'booking-terms': [...HEADER_FIELDS, 'opening_hours'],
  complaints: HEADER_FIELDS,
  'price-list': [...HEADER_FIELDS, 'services'],
};

/** The language of an edition's documents. */
const LANGUAGE_OF_COUNTRY: Record<string, LegalDocumentLanguage> = { CZ: 'cs', SK: 'sk', PL: 'pl' };
export const languageOfEdition = (country: string): LegalDocumentLanguage => LANGUAGE_OF_COUNTRY[country] ?? 'cs';

/** The note in every document's footer, in the document's language. */
export const DOCUMENT_DISCLAIMER: Record<LegalDocumentLanguage, string> = {
  cs: 'Tento dokument je vzor vytvořený z údajů firmy, nikoli právní rada. Před použitím jej zkontrolujte.',
  sk: 'Tento dokument je vzor vytvorený z údajov firmy, nie právna rada. Pred použitím ho skontrolujte.',
  pl: 'Ten dokument jest wzorem utworzonym na podstawie danych firmy, a nie poradą prawną. Przed użyciem należy go sprawdzić.',
};

/** The words of a page number in the PDF's footer ('Strana 1 z 3'). */
export const PAGE_WORDS: Record<LegalDocumentLanguage, { page: string; of: string }> = {
  cs: { page: 'Strana', of: 'z' },
  sk: { page: 'Strana', of: 'z' },
  pl: { page: 'Strona', of: 'z' },
};

/** Intl locales of the languages (money, dates). */
export const LOCALE: Record<LegalDocumentLanguage, string> = { cs: 'cs-CZ', sk: 'sk-SK', pl: 'pl-PL' };

/** A row of the company's data the templates are filled from. */
export interface CompanyDocumentData {
  id: number;
  country_code: string;
  name: string;
  address: string;
  postal_code: string | null;
  city: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  /** the listing's category in the edition's language (the price list's group) */
  category: string;
  min_notice_minutes: number;
  time_zone: string;
  registration_number: string | null;
  tax_number: string | null;
  services: Array<{ name: string; duration_minutes: number; price: number; currency: string }>;
  /** weekday 0 = Sunday … 6 = Saturday */
  hours: Array<{ weekday: number; opens: string; closes: string }>;
}

/** A salon's edit of one document in one language. */
export interface StoredDocument {
  name: LegalDocumentName;
  language: LegalDocumentLanguage;
  body: string;
  updated_at: string;
}
