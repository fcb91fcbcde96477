import type {
  AdminPaymentDto,
  AdminPaymentListResponse,
  PaymentMethodsResponse,
  RefundRequest,
  RefundResponse,
} from '../../../src/contract/card-payments.js';
import type { OrderPaymentResponse } from '../../../src/contract/shop.js';
import { apiRequest } from './http.js';

export type { AdminPaymentDto };

/** What the checkout offers here (`card` only when Stripe is configured). */
export function fetchPaymentMethods(signal?: AbortSignal) {
  return apiRequest<PaymentMethodsResponse>('/shop/payment-methods', { signal });
}

/** The order and its payment; a card payment still awaiting is looked up at Stripe (the order page polls it). */
export function fetchOrderPayment(orderId: number, signal?: AbortSignal) {
  return apiRequest<OrderPaymentResponse>(`/shop/orders/${orderId}/payment-status`, { signal });
}

/** The payment page of a pending card order (the one it has, or a new one when none could be opened). */
export function retryCardCheckout(orderId: number) {
  return apiRequest<OrderPaymentResponse>(`/shop/orders/${orderId}/checkout`, { method: 'POST' });
}

/** Admin: card payments, newest first. */
export function fetchCardPayments(page: number, signal?: AbortSignal) {
  return apiRequest<AdminPaymentListResponse>('/admin/payments', { signal, query: { method: 'card', page, limit: 50 } });
}

/** Admin: refunds a card payment through Stripe (amount in minor units; none: what is left). */
export function refundPayment(paymentId: number, request: RefundRequest) {
  return apiRequest<RefundResponse>(`/admin/payments/${paymentId}/refund`, { method: 'POST', body: request });
}
