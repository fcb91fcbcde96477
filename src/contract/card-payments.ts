import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

/**
 * Card payments (Stripe Checkout) as the API shows them: an order's payment (the customer's order page, the
 * order create answer, the admin's orders), the admin's list of payments and refunds, the methods offered.
 * Amounts are integers in minor units of `currency`.
 */
const M = messageKeys('cardPayments');

const ONLINE_PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
const PAYMENT_STATUSES = ['awaiting', 'paid', 'cancelled'] as const;
export type PaymentStatusDto = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusDto, string> = {
  awaiting: 'Čeká na platbu',
  paid: 'Zaplaceno',
  cancelled: 'Zrušeno',
};

const paymentRefundDto = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

/** The payment of an order (card or bank transfer; cash on delivery has none). */
export const orderPaymentDto = z.object({
  id: z.number(),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  status_label: z.string(),
  amount: z.number(),
  currency: z.string(),
  refunded_amount: z.number(),
  /** card, while awaiting: Stripe's hosted payment page the web redirects to; null when it could not be opened (see `error`) */
  checkout_url: z.string().nullable(),
  /** card, awaiting, no payment page: why (Czech, for the UI); 'Zaplatit znovu' asks for one (POST …/checkout) */
  error: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** card | bank_statement | fio | operator */
  paid_via: z.string().nullable(),
  refunds: z.array(paymentRefundDto),
});
export type OrderPaymentDto = z.infer<typeof orderPaymentDto>;

/** GET /api/shop/payment-methods: what the checkout offers here ('card' only when Stripe is configured). */
export const paymentMethodsResponse = z.object({
  success: z.literal(true),
  methods: z.array(z.enum(['card', 'bank_transfer', 'cash_on_delivery'])),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

/** POST /api/payments/stripe/webhook: 200 for every event whose signature holds (`duplicate`: seen before, nothing changed). */
export const stripeWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** POST /api/admin/payments/{id}/refund: `amount` in minor units (default: what is left), `reason` for the record. */
export const refundRequest = z.object({
  amount: z.coerce
    .number({ error: M.refundAmount })
    .int({ error: M.refundAmount })
    .positive({ error: M.refundAmount })
    .max(1_000_000_000, { error: M.refundAmount })
    .optional(),
  reason: z.string({ error: M.refundReason }).trim().max(500, { error: M.refundReason }).optional(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

/** A payment in the admin's list (Platby › Platby kartou): the payment, what it pays for, its refunds. */
const adminPaymentDto = orderPaymentDto.extend({
  subject: z.string(),
  subject_id: z.number(),
  /** the order's number when it pays an order */
  order_number: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  country_code: countryCode,
  stripe_payment_intent: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPaymentDto = z.infer<typeof adminPaymentDto>;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
/** GET /api/admin/payments?method=card&status&page&limit: newest first. */
export const adminPaymentListQuery = z.object({
  method: z.preprocess(emptyAsUndefined, z.enum(ONLINE_PAYMENT_METHODS, { error: M.method }).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(PAYMENT_STATUSES, { error: M.status }).optional()),
  page: z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(100_000, { error: M.page }).default(1),
  limit: z.coerce.number({ error: M.limit }).int({ error: M.limit }).min(1, { error: M.limit }).max(100, { error: M.limit }).default(50),
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuery>;
export const adminPaymentListResponse = z.object({
  success: z.literal(true),
  payments: z.array(adminPaymentDto),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AdminPaymentListResponse = z.infer<typeof adminPaymentListResponse>;
export const refundResponse = z.object({ success: z.literal(true), message: z.string(), payment: adminPaymentDto });
export type RefundResponse = z.infer<typeof refundResponse>;
