import type { OrderCreateRequest, OrderCreatedResponse, OrderDto, OrderListResponse } from '../../../src/contract/shop.js';
import { ApiError } from './api-error.js';
import { apiRequest, buildApiUrl, currentCountry } from './http.js';
import { sessionToken } from './session-token.js';

export type { OrderDto };
export { PAYMENT_METHODS } from '../../../src/contract/shop.js';

/**
 * Places an order (`POST /api/shop/orders`); `idempotencyKey` is one per checkout attempt, so that a double
 * click or a retry answers with the first order instead of making a second.
 */
export function createOrder(request: OrderCreateRequest, idempotencyKey: string) {
  return apiRequest<OrderCreatedResponse>('/shop/orders', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The salon dashboard: the company's orders, newest first. */
export function fetchCompanyOrders(page: number, signal?: AbortSignal) {
  return apiRequest<OrderListResponse>('/company/shop/orders', { signal, query: { page, limit: 20 } });
}

/**
 * The QR code (PNG) of the caller's own bank-transfer order (`GET /api/shop/orders/{id}/payment-qr.png`),
 * fetched with the session's token (an <img> would not send it); null when the order has none (404).
 */
export async function fetchPaymentQr(id: number, signal?: AbortSignal): Promise<Blob | null> {
  const token = sessionToken();
  const response = await fetch(buildApiUrl(`/shop/orders/${id}/payment-qr.png`, {}, currentCountry()), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, 'bad_response', `HTTP ${response.status}`);
  return response.blob();
}
