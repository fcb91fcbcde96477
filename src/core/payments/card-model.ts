/** Card payments (Stripe Checkout): the Czech texts the server sends. */
import { formatMoney } from '../shop/model.js';

export const CARD_TEXTS = {
  /** the order exists; its payment page could not be opened (Stripe down or refusing): 'Zaplatit kartou' tries again */
  checkoutFailed: 'Platební bránu se teď nepodařilo otevřít. Objednávka je uložena a čeká na platbu; zkuste prosím zaplatit znovu.',
  notPayable: 'Tato objednávka už nečeká na platbu kartou.',
  badSignature: 'Neplatný podpis události Stripe',
  notConfigured: 'Platby kartou nejsou nastaveny',
  refundNotCard: 'Přes Stripe lze vrátit jen platbu kartou.',
  refundNotPaid: 'Vrátit lze jen zaplacenou platbu.',
  refundTooMuch: (left: number, currency: string) =>
    left > 0 ? `Vrátit lze nejvýše ${formatMoney(left, currency)}.` : 'Platba už byla vrácena celá.',
  refundFailed: 'Stripe vrácení peněz neprovedl. Zkuste to prosím později.',
  /** the reason recorded with an automatic refund */
  lateRefund: 'Automaticky vráceno: zaplaceno až po zrušení objednávky',
  refunded: (amount: number, currency: string) => `Vráceno ${formatMoney(amount, currency)}.`,
  /** the line on Stripe's payment page */
  orderLine: (number: string) => `Objednávka ${number}`,
} as const;

/** Stripe takes a payment page's expiry 30 minutes to 24 hours from its creation; a minute's margin each side. */
export const CHECKOUT_MIN_SECONDS = 31 * 60;
export const CHECKOUT_MAX_SECONDS = 24 * 3600 - 60;
