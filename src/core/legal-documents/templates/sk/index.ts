import type { LanguageTemplates } from '../types.js';
import { bookingTerms } from './booking-terms.js';
import { complaints } from './complaints.js';
import { gdprConsent } from './gdpr-consent.js';
import { priceList } from './price-list.js';
import { words } from './words.js';

/** Slovak (the SK edition). */
export const sk: LanguageTemplates = {
  words,
  titles: {
    'gdpr-consent': 'Súhlas so spracúvaním osobných údajov',
    'booking-terms': 'Rezervačné a stornovacie podmienky',
    complaints: 'Reklamačný poriadok',
    'price-list': 'Cenník služieb',
  },
  documents: { 'gdpr-consent': gdprConsent, 'booking-terms': bookingTerms, complaints, 'price-list': priceList },
};
