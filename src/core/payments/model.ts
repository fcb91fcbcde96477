/** Payments (core/payments): what is paid for, how, and the Czech texts the server sends. */

/** What a payment pays for: an e-shop order, a featured campaign, an outdoor contract. */
export const PAYMENT_SUBJECTS = ['order', 'featured', 'outdoor'] as const;
export type PaymentSubject = (typeof PAYMENT_SUBJECTS)[number];

/** How: a card through Stripe Checkout, or a bank transfer matched from the bank statement. */
export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type OnlinePaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['awaiting', 'paid', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What settled a payment: Stripe's event or the return from Checkout, a statement's file, Fio's API, the operator. */
export const PAID_VIA = ['card', 'bank_statement', 'fio', 'operator'] as const;
export type PaidVia = (typeof PAID_VIA)[number];

/** Why an awaiting payment was closed unpaid. */
export type CancelReason = 'expired' | 'cancelled';

/**
 * The variable symbol of a payment that is not an order's: '9' and its id (at most 10 digits). An order's
 * is the year and its id ('2026000123'), so the two never meet.
 */
export const paymentVariableSymbol = (paymentId: number) => `9${String(paymentId % 1_000_000_000).padStart(9, '0')}`;

const PLURAL = new Intl.PluralRules('cs');

export const PAYMENT_TEXTS = {
  notFound: 'Platba nenalezena',
  cardUnavailable: 'Platba kartou není k dispozici. Zvolte prosím bankovní převod.',
  /** 409 of one more unpaid order than MARKETPLACE_SHOP_MAX_UNPAID_ORDERS */
  tooManyUnpaid: (max: number) => {
    const form = PLURAL.select(max);
    const what = form === 'one' ? 'nezaplacenou objednávku' : form === 'few' ? 'nezaplacené objednávky' : 'nezaplacených objednávek';
    return `Máte už ${max} ${what}. Nejprve je prosím zaplaťte nebo zrušte, pak můžete objednat znovu.`;
  },
} as const;
