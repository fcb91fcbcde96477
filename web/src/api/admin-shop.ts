import type {
  AdminOrderListQuery,
  adminOrderListResponse,
  AdminProductListQuery,
  adminProductListResponse,
  adminProductResponse,
  OrderStatus,
  orderResponse,
  ProductCreateRequest,
  productDeleteResponse,
  ProductUpdateRequest,
  PromoItemCreateRequest,
  promoItemDeleteResponse,
  promoItemListResponse,
  promoItemResponse,
  PromoItemUpdateRequest,
} from '../../../src/contract/shop.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest, type Answer } from './http.js';
import { postForm } from './upload.js';

/** The typed client of the admin's e-shop (src/contract/shop.ts): `/api/admin/shop/*`, admin only. */
export type {
  OrderDto,
  OrderStatus,
  ProductCreateRequest,
  ProductDetailDto,
  ProductUpdateRequest,
  PromoItemCreateRequest,
  PromoItemDto,
  PromoItemUpdateRequest,
} from '../../../src/contract/shop.js';
export type AdminProductList = Answer<typeof adminProductListResponse>;
export type AdminOrderList = Answer<typeof adminOrderListResponse>;
export type AdminPromoItemList = Answer<typeof promoItemListResponse>;
export type AdminProductFilter = Partial<Pick<AdminProductListQuery, 'category' | 'subcategory' | 'q' | 'page' | 'max_stock'>>;
export type AdminOrderFilter = Partial<Pick<AdminOrderListQuery, 'status' | 'q' | 'from' | 'to' | 'page'>>;

type ProductAnswer = Answer<typeof adminProductResponse>;

export const listAdminProducts = (filter: AdminProductFilter, signal?: AbortSignal) =>
  apiRequest<AdminProductList>('/admin/shop/products', { signal, query: { ...filter } });

export const createProduct = (body: ProductCreateRequest) => apiRequest<ProductAnswer>('/admin/shop/products', { method: 'POST', body });

export const updateProduct = (id: number, body: ProductUpdateRequest) =>
  apiRequest<ProductAnswer>(`/admin/shop/products/${id}`, { method: 'PUT', body });

export const deleteProduct = (id: number) =>
  apiRequest<Answer<typeof productDeleteResponse>>(`/admin/shop/products/${id}`, { method: 'DELETE' });

/** POST /api/admin/shop/products/{id}/images as multipart/form-data (file, alt): the product with it. */
export async function uploadProductImage(id: number, file: File, alt: string): Promise<ProductAnswer> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('file', file, file.name);
  return postForm<ProductAnswer>(`/admin/shop/products/${id}/images`, form);
}

export const deleteProductImage = (id: number, imageId: number) =>
  apiRequest<ProductAnswer>(`/admin/shop/products/${id}/images/${imageId}`, { method: 'DELETE' });

export const listAdminOrders = (filter: AdminOrderFilter, signal?: AbortSignal) =>
  apiRequest<AdminOrderList>('/admin/shop/orders', { signal, query: { ...filter } });

/** Paid, shipped, delivered or cancelled (the server allows only the order's `next_statuses`). */
export const setOrderStatus = (id: number, status: OrderStatus) =>
  apiRequest<Answer<typeof orderResponse>>(`/admin/shop/orders/${id}/status`, { method: 'POST', body: { status } });

/** Downloads the orders matching the filters (all pages) as the server's CSV file. */
export function downloadOrdersCsv(filter: Omit<AdminOrderFilter, 'page'>): Promise<void> {
  return downloadFile('/admin/shop/orders', { ...filter, format: 'csv' }, (response) =>
    attachmentName(response.headers.get('Content-Disposition'), 'objednavky.csv'),
  );
}

export const listAdminPromoItems = (filter: { q?: string }, signal?: AbortSignal) =>
  apiRequest<AdminPromoItemList>('/admin/shop/promo-items', { signal, query: { ...filter } });

export const createPromoItem = (body: PromoItemCreateRequest) =>
  apiRequest<Answer<typeof promoItemResponse>>('/admin/shop/promo-items', { method: 'POST', body });

export const updatePromoItem = (id: number, body: PromoItemUpdateRequest) =>
  apiRequest<Answer<typeof promoItemResponse>>(`/admin/shop/promo-items/${id}`, { method: 'PUT', body });

export const deletePromoItem = (id: number) =>
  apiRequest<Answer<typeof promoItemDeleteResponse>>(`/admin/shop/promo-items/${id}`, { method: 'DELETE' });
