// PROVISIONAL: typed by hand until src/contract/shop.ts lands (wt-shopcore); then the types come from the contract.
import { apiRequest } from './http.js';

export interface ShopProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  subcategory: string;
  price: number;
  original_price: number | null;
  currency: string;
  vat_rate: number;
  stock: number;
  rating: number;
  review_count: number;
  images: { url: string }[];
  features: string[];
  specifications: { name: string; value: string }[];
}
export interface ShopReview {
  id: number;
  author: string;
  rating: number;
  text: string;
  created_at: string;
}
export interface ProductsResponse {
  success: true;
  products: ShopProduct[];
  total: number;
  page: number;
  limit: number;
}
export interface ProductResponse {
  success: true;
  product: ShopProduct;
  reviews: ShopReview[];
}
export interface ShopFacets {
  success: true;
  categories: { key: string; name: string; subcategories: { key: string; name: string }[] }[];
  brands: string[];
}

export interface ProductQuery {
  category?: string;
  subcategory?: string;
  q?: string;
  max_price?: number;
  brand?: string;
  in_stock?: boolean;
  sort?: string;
  page?: number;
  limit?: number;
}

export function fetchProducts(query: ProductQuery, signal?: AbortSignal) {
  return apiRequest<ProductsResponse>('/shop/products', { signal, query: { ...query, in_stock: query.in_stock ? 'true' : undefined } });
}

export function fetchProduct(slug: string, signal?: AbortSignal) {
  return apiRequest<ProductResponse>(`/shop/products/${encodeURIComponent(slug)}`, { signal });
}

export function fetchShopFacets(signal?: AbortSignal) {
  return apiRequest<ShopFacets>('/shop/facets', { signal });
}
