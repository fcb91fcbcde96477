// PROVISIONAL shapes until src/contract/shop.ts lands (wt-shopcore).
import { apiRequest } from './http.js';

export type PaymentMethod = 'card' | 'bank_transfer' | 'cash_on_delivery';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'bank_transfer', 'cash_on_delivery'];

export interface OrderRequest {
  items: { product_id: number; quantity: number }[];
  shipping_address: { street: string; city: string; postalCode: string; country: string };
  payment_method: PaymentMethod;
}

export interface ShopOrder {
  id: number;
  number: string;
  status: 'pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled';
  currency: string;
  total_gross: number;
  created_at: string;
  payment_method: PaymentMethod;
  lines: { name: string; quantity: number; line_gross: number }[];
}

export interface OrderResponse {
  success: true;
  message: string;
  order: ShopOrder;
}

export interface OrdersResponse {
  success: true;
  orders: ShopOrder[];
  total: number;
}

/** Places an order; `idempotencyKey` is one per checkout attempt, so that a retry answers with the first order. */
export function createOrder(request: OrderRequest, idempotencyKey: string) {
  return apiRequest<OrderResponse>('/shop/orders', { method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The salon dashboard: the company's orders. */
export function fetchCompanyOrders(page: number, signal?: AbortSignal) {
  return apiRequest<OrdersResponse>('/company/shop/orders', { signal, query: { page, limit: 20 } });
}
