import { addCzechTexts } from './translate.js';

/**
 * Czech texts of the not-found page (an unknown address; the logo's 'Úvodní stránka' is in cs-public.ts).
 * The not-found page imports this file, which adds them to `translate` when its chunk loads.
 */
export const csNotFound = {
  'notFound.code': '404',
  'notFound.title': 'Stránka nenalezena',
  'notFound.text': 'Je nám líto, ale požadovaná stránka nebyla nalezena.',
  'notFound.search': 'Vyhledávání',
  'notFound.cities': 'Města',
  'notFound.catalog': 'Katalog',
  'notFound.register': 'Registrace',
} as const;
addCzechTexts(csNotFound);
