import type { OrderListResponse } from '../../../src/contract/shop.js';
import { apiRequest } from './http.js';

/** The signed-in customer's own e-shop orders, newest first (`GET /api/shop/orders`). */
export function fetchMyOrders(page: number, signal?: AbortSignal) {
  return apiRequest<OrderListResponse>('/shop/orders', { signal, query: { page, limit: 20 } });
}
