import { addCzechTexts } from './translate.js';

/**
 * Czech texts of the development language and market switcher (a local host or ?demo=1), which imports
 * this file: they come with its chunk.
 */
export const csDev = {
  'dev.label': 'Vývojový přepínač',
  'dev.language': 'Jazyk',
  'dev.market': 'Trh',
} as const;
addCzechTexts(csDev);
