import { csBackOffice } from './cs-back-office.js';
import { csPublic } from './cs-public.js';
import { plBackOffice } from './pl-back-office.js';
import { skBackOffice } from './sk-back-office.js';
import { addCzechTexts, addTexts } from './translate.js';

/**
 * Czech: the default language and the fallback of every other catalog; every key of the product.
 * Importing this module adds the back office's texts to what `translate` knows: the admin layout and the
 * salon dashboard import it, so their chunks carry the texts and the public site's bundle does not
 * (tests/unit/bundle-budget.test.ts).
 */
export const cs = { ...csPublic, ...csBackOffice } as const;
addCzechTexts(csBackOffice);
// the back office in Slovak and Polish: the salon dashboard of those editions, the admin when Nastavení › Obecné › Jazyk says so
addTexts('sk', skBackOffice);
addTexts('pl', plBackOffice);

export type MessageKey = keyof typeof cs;
