import type { LanguageTemplates } from '../types.js';
import { bookingTerms } from './booking-terms.js';
import { complaints } from './complaints.js';
import { gdprConsent } from './gdpr-consent.js';
import { priceList } from './price-list.js';
import { words } from './words.js';

/** Czech (the CZ edition). */
export const cs: LanguageTemplates = {
  words,
  titles: {
    'gdpr-consent': 'Souhlas se zpracováním osobních údajů',
    'booking-terms': 'Rezervační a storno podmínky',
    complaints: 'Reklamační řád',
    'price-list': 'Ceník služeb',
  },
  documents: { 'gdpr-consent': gdprConsent, 'booking-terms': bookingTerms, complaints, 'price-list': priceList },
};
