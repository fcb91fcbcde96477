import { z } from 'zod';
import { transferDetailsDto } from './payments-bank.js';

/**
 * The payment of a featured campaign or an outdoor contract bought by a company (a hold until paid):
 * what the salon's screens show beside the purchase, with the bank-transfer details to copy and, for a card,
 * the payment page's address once the card provider made one.
 */
export const holdPaymentDto = z.object({
  id: z.number(),
  method: z.enum(['card', 'bank_transfer']),
  status: z.enum(['awaiting', 'paid', 'cancelled']),
  /** minor units of `currency` */
  amount: z.number(),
  currency: z.string(),
  variable_symbol: z.string().nullable(),
  /** when the hold frees its slot or space if still unpaid */
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** the card provider's payment page (a card payment awaiting) */
  checkout_url: z.string().nullable(),
  /** a bank transfer's details (the shop's account, the symbol, the amount, the note); null for a card */
  transfer: transferDetailsDto
    .extend({
      /** whether GET /api/company/payments/{id}/payment-qr.png answers a QR code (CZ QR Platba, SK PAY by square) */
      has_qr: z.boolean(),
    })
    .nullable(),
});
export type HoldPaymentDto = z.infer<typeof holdPaymentDto>;

/** GET /api/company/payments/{id} and POST …/checkout: the company's own hold payment. */
export const holdPaymentResponse = z.object({ success: z.literal(true), payment: holdPaymentDto });
export type HoldPaymentResponse = z.infer<typeof holdPaymentResponse>;

/** How a company pays a purchase: a bank transfer (default) or a card where cards are offered. */
export const holdPaymentMethod = z.enum(['bank_transfer', 'card']).optional();

/** POST /api/admin/payments/{id}/confirm: the operator marks an awaiting payment paid by hand. */
export const paymentConfirmResponse = z.object({ success: z.literal(true), message: z.string() });
