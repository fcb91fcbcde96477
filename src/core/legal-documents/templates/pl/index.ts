import type { LanguageTemplates } from '../types.js';
import { bookingTerms } from './booking-terms.js';
import { complaints } from './complaints.js';
import { gdprConsent } from './gdpr-consent.js';
import { priceList } from './price-list.js';
import { words } from './words.js';

/** Polish (the PL edition). */
export const pl: LanguageTemplates = {
  words,
  titles: {
    'gdpr-consent': 'Zgoda na przetwarzanie danych osobowych',
    'booking-terms': 'Regulamin rezerwacji i odwoływania wizyt',
    complaints: 'Regulamin reklamacji',
    'price-list': 'Cennik usług',
  },
  documents: { 'gdpr-consent': gdprConsent, 'booking-terms': bookingTerms, complaints, 'price-list': priceList },
};
