import type { ProductQuery } from '../api/shop.js';

/** The shop's queries (both faces): every key starts with 'shop', so that an order can make them all stale. */
export const shopKeys = {
  all: ['shop'] as const,
  products: (query: ProductQuery) => ['shop', 'products', query] as const,
  product: (slug: string) => ['shop', 'product', slug] as const,
  facets: ['shop', 'facets'] as const,
  companyOrders: (page: number) => ['shop', 'company-orders', page] as const,
  paymentMethods: ['shop', 'payment-methods'] as const,
  orderPayment: (orderId: number) => ['shop', 'order-payment', orderId] as const,
};
