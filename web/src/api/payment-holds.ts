import type { HoldPaymentResponse } from '../../../src/contract/payment-holds.js';
import { apiRequest } from './http.js';
import { sessionToken } from './session-token.js';

/** The payment of a company's featured campaign or outdoor contract (src/contract/payment-holds.ts). */
export type { HoldPaymentDto } from '../../../src/contract/payment-holds.js';

/**
 * The QR code (PNG) of the company's own payment, fetched with the session's token (an <img> would not send it):
 * `GET /api/company/payments/{id}/payment-qr.png`.
 */
export async function fetchHoldPaymentQr(paymentId: number, signal?: AbortSignal): Promise<Blob> {
  const token = sessionToken();
  const response = await fetch(`/api/company/payments/${paymentId}/payment-qr.png`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/** The company's own hold payment; a card one awaiting is looked up at Stripe (the return from its payment page). */
export function fetchHoldPayment(paymentId: number, signal?: AbortSignal) {
  return apiRequest<HoldPaymentResponse>(`/company/payments/${paymentId}`, { signal });
}

/** 'Zaplatit kartou': the payment page of the company's card hold (the one it has, or a new one). */
export function openHoldCheckout(paymentId: number) {
  return apiRequest<HoldPaymentResponse>(`/company/payments/${paymentId}/checkout`, { method: 'POST' });
}
