import { shopPublicCs } from '../shop/texts.js';
import { addCzechTexts } from './translate.js';

/**
 * Czech texts of the e-shop (/eshop, an order's page, the cart drawer and checkout, the salon dashboard's
 * shop). Not in the home page's bundle, which shows only the cart button (`shopCartButtonCs`): every
 * module that shows one of them imports this file, which adds them to `translate` when its chunk loads.
 */
export const csShop = {
  'page.eshop': 'Firemní E-shop',
  ...shopPublicCs,
} as const;
addCzechTexts(csShop);
