import { csBackOffice } from './cs-back-office.js';
import { plBackOffice } from './pl-back-office.js';
import { skBackOffice } from './sk-back-office.js';
import { addCzechTexts, addTexts } from './translate.js';

/**
 * Importing this module adds the back office's texts (Czech, and the Slovak and Polish of the salon dashboard
 * of those editions and of the admin when Nastavení › Obecné › Jazyk says so) to what `translate` knows: the
 * admin layout, the salon dashboard and the outdoor-ad page import it, so their chunks carry the texts and the
 * public site's bundle does not (tests/unit/bundle-budget.test.ts).
 */
addCzechTexts(csBackOffice);
addTexts('sk', skBackOffice);
addTexts('pl', plBackOffice);
