import type {
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductSummaryDto,
  ShopFacetsResponse,
} from '../../../src/contract/shop.js';
import { SHOP_CATEGORIES, SHOP_SUBCATEGORIES, type ShopCategory, type ShopSubcategory } from '../../../src/contract/shop.js';
import { apiRequest } from './http.js';

/** The typed client of the public catalogue (src/contract/shop.ts). Prices are with VAT, in minor units. */
export type { ProductListResponse, ProductResponse, ProductSummaryDto, ShopFacetsResponse };

/** What /eshop and the salon's E-shop ask for; `max_price` in whole units of the currency (the slider). */
export type ProductQuery = Partial<Omit<ProductListQuery, 'country'>>;

export function fetchProducts(query: ProductQuery, signal?: AbortSignal) {
  return apiRequest<ProductListResponse>('/shop/products', { signal, query: { ...query, in_stock: query.in_stock ? 'true' : undefined } });
}

export function fetchProduct(slug: string, signal?: AbortSignal) {
  return apiRequest<ProductResponse>(`/shop/products/${encodeURIComponent(slug)}`, { signal });
}

export function fetchShopFacets(signal?: AbortSignal) {
  return apiRequest<ShopFacetsResponse>('/shop/facets', { signal });
}

/** A category of the address or a select, if it is one of the shop's (else none). */
export function shopCategory(value: string): ShopCategory | undefined {
  return SHOP_CATEGORIES.find((category) => category === value);
}

export function shopSubcategory(value: string): ShopSubcategory | undefined {
  return SHOP_SUBCATEGORIES.find((subcategory) => subcategory === value);
}
