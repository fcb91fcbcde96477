import { PAYMENT_STATUS_LABELS, type AdminPaymentDto, type OrderPaymentDto } from '../../contract/card-payments.js';
import type { PaymentSubjectFacts, StoredRefund } from './card.repository.js';
import { CARD_TEXTS } from './card-model.js';
import type { StoredPayment } from './payments.repository.js';

/** An order's payment as the API shows it: the payment page while a card payment awaits, its refunds. */
export function toOrderPaymentDto(payment: StoredPayment, refunds: StoredRefund[] = []): OrderPaymentDto {
  const awaitingCard = payment.method === 'card' && payment.status === 'awaiting';
  return {
    id: payment.id,
    method: payment.method,
    status: payment.status,
    status_label: PAYMENT_STATUS_LABELS[payment.status],
    amount: payment.amount,
    currency: payment.currency,
    refunded_amount: payment.refunded_amount,
    checkout_url: awaitingCard ? payment.checkout_url : null,
    error: awaitingCard && !payment.checkout_url ? CARD_TEXTS.checkoutFailed : null,
    paid_at: payment.paid_at,
    paid_via: payment.paid_via,
    refunds: refunds.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, created_at: r.created_at })),
  };
}

export function toAdminPaymentDto(
  payment: StoredPayment,
  refunds: StoredRefund[],
  facts: PaymentSubjectFacts | undefined,
): AdminPaymentDto {
  return {
    ...toOrderPaymentDto(payment, refunds),
    subject: payment.subject,
    subject_id: payment.subject_id,
    order_number: facts?.order_number ?? null,
    customer_name: facts?.customer_name ?? null,
    customer_email: facts?.customer_email ?? null,
    country_code: payment.country_code as AdminPaymentDto['country_code'],
    stripe_payment_intent: payment.stripe_payment_intent,
    created_at: payment.created_at,
  };
}
