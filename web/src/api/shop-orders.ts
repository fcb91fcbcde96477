import type { OrderCreateRequest, OrderCreatedResponse, OrderDto, OrderListResponse } from '../../../src/contract/shop.js';
import { apiRequest } from './http.js';

export type { OrderDto };
export { PAYMENT_METHODS, type PaymentMethod } from '../../../src/contract/shop.js';

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
