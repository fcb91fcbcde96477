import type { OrderCreateRequest, orderCreatedResponse, promoItemListResponse } from '../../../src/contract/shop.js';
import { apiRequest, type Answer } from './http.js';

/** The salon's Reklamní předměty: the edition's promotional items and an order of one (src/contract/shop.ts). */
export type { PromoItemDto } from '../../../src/contract/shop.js';

export const fetchPromoItems = (signal?: AbortSignal) => apiRequest<Answer<typeof promoItemListResponse>>('/shop/promo-items', { signal });

/** POST /api/shop/orders with one promotional item line; `idempotencyKey` makes a repeated click the same order. */
export const orderPromoItem = (body: OrderCreateRequest, idempotencyKey: string) =>
  apiRequest<Answer<typeof orderCreatedResponse>>('/shop/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
