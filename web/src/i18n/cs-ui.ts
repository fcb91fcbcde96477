import { uiFormActionsCs } from '../components/ui/form-actions-texts.js';
import { uiCs } from '../components/ui/texts.js';
import { addCzechTexts } from './translate.js';

/**
 * Czech texts of the UI kit (`components/ui`: dialogs, list states, notices, form actions), which the back
 * office and the public pages with dialogs use; the home page shows none of them. The kit's modules import
 * this file, which adds the texts to `translate` when their chunk loads.
 */
export const csUi = {
  ...uiCs,
  ...uiFormActionsCs,
} as const;
addCzechTexts(csUi);
