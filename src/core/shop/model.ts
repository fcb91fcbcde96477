/** The e-shop's rules that are not SQL: limits, Czech texts the server sends, order numbers. */
import type { CountryCodeDto } from '../../contract/common.js';
import { SHOP_CURRENCY } from '../../contract/shop.js';

/** Protective limits of the shop (configuration: MARKETPLACE_SHOP_*; README). */
export interface ShopOptions {
  /** MARKETPLACE_SHOP_MAX_LINE_QUANTITY: pieces of one product in one cart line or order line */
  maxLineQuantity: number;
  /** MARKETPLACE_SHOP_MAX_ORDER_LINES: lines of one order (and products in one cart) */
  maxOrderLines: number;
  /** MARKETPLACE_SHOP_BANK_ACCOUNT: the account a bank transfer goes to (shown with the variable symbol); '' leaves it out */
  bankAccount: string;
  /** MARKETPLACE_SHOP_UNPAID_MINUTES: an unpaid order (card or transfer) is cancelled by `shop-expire` after this */
  unpaidMinutes: number;
  /** MARKETPLACE_SHOP_MAX_UNPAID_ORDERS: unpaid orders one account may have at once */
  maxUnpaidOrders: number;
}

export const SHOP_OPTION_DEFAULTS: ShopOptions = {
  maxLineQuantity: 100,
  maxOrderLines: 50,
  bankAccount: '',
  unpaidMinutes: 4320,
  maxUnpaidOrders: 3,
};

/** Czech texts the server sends. */
export const SHOP_TEXTS = {
  productNotFound: 'Produkt nenalezen',
  promoItemNotFound: 'Reklamní předmět nenalezen',
  orderNotFound: 'Objednávka nenalezena',
  qrNotFound: 'Objednávka nemá QR kód k platbě převodem',
  imageNotFound: 'Obrázek nenalezen',
  orderCreated: (number: string) => `Objednávka ${number} byla úspěšně vytvořena!`,
  orderFailed: 'Chyba při vytváření objednávky',
  outOfStock: (name: string, stock: number) =>
    stock > 0 ? `Produkt „${name}“ není skladem v požadovaném množství (skladem ${stock} ks).` : `Produkt „${name}“ není skladem.`,
  productUnavailable: (name: string) => `Produkt „${name}“ už není v nabídce.`,
  promoUnavailable: (name: string) => `Reklamní předmět „${name}“ není dostupný.`,
  minOrder: (name: string, min: number) => `Minimální odběr předmětu „${name}“ je ${min} ks.`,
  lineQuantity: (max: number) => `Množství jedné položky může být nejvýše ${max} ks.`,
  tooManyLines: (max: number) => `Objednávka může mít nejvýše ${max} položek.`,
  cartTooManyLines: (max: number) => `Košík může mít nejvýše ${max} různých produktů.`,
  duplicateLine: 'Každý produkt uveďte v objednávce jen jednou.',
  mixedCurrency: 'Všechny položky objednávky musí být ze stejné edice (měny).',
  idempotencyMismatch: 'Klíč Idempotency-Key už byl použit pro jinou objednávku.',
  cancelOnlyPending: 'Zrušit lze jen objednávku, která čeká na platbu.',
  cancelled: (number: string) => `Objednávka ${number} byla zrušena.`,
  transition: (from: string, to: string) => `Objednávku ve stavu „${from}“ nelze převést do stavu „${to}“.`,
  statusChanged: (number: string, label: string) => `Objednávka ${number}: ${label}`,
  slugTaken: 'Tento slug už má jiný produkt',
  productSaved: 'Produkt byl uložen',
  productDeleted: 'Produkt byl smazán',
  productDeactivated: 'Produkt je v objednávkách, proto byl jen skryt z nabídky',
  promoSaved: 'Reklamní předmět byl uložen',
  promoDeleted: 'Reklamní předmět byl smazán',
  promoDeactivated: 'Předmět je v objednávkách, proto byl jen označen jako nedostupný',
  reviewNotBuyer: 'Recenzi může napsat jen kupující, kterému byl produkt doručen.',
  reviewTwice: 'Tento produkt jste už hodnotili.',
  reviewSaved: 'Děkujeme za recenzi!',
  tooManyImages: (max: number) => `Produkt může mít nejvýše ${max} obrázků.`,
  /** the operator's notification of a new order */
  notificationTitle: (number: string) => `Nová objednávka ${number}`,
} as const;

/** Images of one product at most. */
export const MAX_PRODUCT_IMAGES = 10;

/** The edition's currency. */
export const currencyOf = (country: CountryCodeDto): string => SHOP_CURRENCY[country];

/** 'OBJ-2026-000123' from the order's id and the year (Prague) it was made in. */
export const orderNumber = (year: number, id: number) => `OBJ-${year}-${String(id).padStart(6, '0')}`;

/** The variable symbol of a bank transfer: the year and the id, at most 10 digits ('2026000123'). */
export const variableSymbol = (year: number, id: number) => `${year}${String(id % 1_000_000).padStart(6, '0')}`;

/** An amount in minor units as the e-mail shows it: '1 234,50 Kč', '12,00 €', '99,99 zł'. */
export function formatMoney(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const cents = String(abs % 100).padStart(2, '0');
  const symbol = currency === 'CZK' ? 'Kč' : currency === 'EUR' ? '€' : currency === 'PLN' ? 'zł' : currency;
  return `${sign}${whole},${cents}\u00a0${symbol}`;
}
