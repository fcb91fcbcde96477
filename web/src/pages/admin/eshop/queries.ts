import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OutdoorSpaceCreateRequest } from '../../../../../src/contract/outdoor.js';
import type { OrderStatus, PromoItemCreateRequest } from '../../../../../src/contract/shop.js';
import { createOutdoorSpace, listAdminOutdoorSpaces, updateOutdoorSpace } from '../../../api/admin-outdoor.js';
import {
  createProduct,
  createPromoItem,
  listAdminOrders,
  listAdminProducts,
  listAdminPromoItems,
  setOrderStatus,
  updateProduct,
  updatePromoItem,
  type AdminOrderFilter,
  type AdminProductFilter,
  type ProductCreateRequest,
} from '../../../api/admin-shop.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';

/** The E-shop screen's query keys: all under 'admin', 'eshop'. */
export const eshopKeys = {
  all: ['admin', 'eshop'] as const,
  products: ['admin', 'eshop', 'products'] as const,
  productList: (filter: AdminProductFilter) => ['admin', 'eshop', 'products', filter] as const,
  orders: ['admin', 'eshop', 'orders'] as const,
  orderList: (filter: AdminOrderFilter) => ['admin', 'eshop', 'orders', filter] as const,
  promoItems: ['admin', 'eshop', 'promo-items'] as const,
  promoItemList: (q: string) => ['admin', 'eshop', 'promo-items', q] as const,
  spaces: ['admin', 'eshop', 'spaces'] as const,
  spaceList: (q: string, page: number) => ['admin', 'eshop', 'spaces', q, page] as const,
  /** Platby: bank statements and their transactions */
  payments: ['admin', 'eshop', 'payments'] as const,
  statementList: (page: number) => ['admin', 'eshop', 'payments', 'statements', page] as const,
  transactionList: (state: string, page: number) => ['admin', 'eshop', 'payments', 'transactions', state, page] as const,
};

/** A page of the products of one filter: the screen's first query (its first tab, Produkty). */
export const productListQuery = (filter: AdminProductFilter) =>
  ({ key: eshopKeys.productList(filter), load: (signal) => listAdminProducts(filter, signal) }) satisfies FirstQuery<unknown>;

export function useAdminProducts(filter: AdminProductFilter) {
  const query = productListQuery(filter);
  return useApiQuery(query.key, query.load);
}

export function useAdminOrders(filter: AdminOrderFilter) {
  return useApiQuery(eshopKeys.orderList(filter), (signal) => listAdminOrders(filter, signal));
}

export function useAdminPromoItems(q: string) {
  return useApiQuery(eshopKeys.promoItemList(q), (signal) => listAdminPromoItems({ q: q || undefined }, signal));
}

export function useAdminOutdoorSpaces(q: string, page: number) {
  return useApiQuery(eshopKeys.spaceList(q, page), (signal) => listAdminOutdoorSpaces({ q: q || undefined, page }, signal));
}

/**
 * After a change the area's lists refetch: a product's (its stock moves with orders too, so orders'
 * status changes refresh the products as well), the promotional items', the ad spaces'.
 */
export function useEshopChanged(): (key: readonly string[]) => void {
  const client = useQueryClient();
  return useCallback((key: readonly string[]) => void client.invalidateQueries({ queryKey: key }), [client]);
}

/** A write of the area as a mutation: when it succeeds the lists under `key` refetch (not awaited). */
export function useEshopMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>, key: readonly string[]) {
  const changed = useEshopChanged();
  return useMutation({ mutationFn, onSuccess: () => changed(key) });
}

/** What a form modal saves: a new item (`id` null) or the changes of the item `id`. */
export interface Save<Request> {
  id: number | null;
  request: Request;
}

/** 'Přidat produkt' / 'Upravit produkt': creates or updates a product; the products refetch. */
export const useSaveProduct = () =>
  useEshopMutation(
    ({ id, request }: Save<ProductCreateRequest>) => (id === null ? createProduct(request) : updateProduct(id, request)),
    eshopKeys.products,
  );

/** 'Přidat předmět' / 'Upravit předmět': creates or updates a promotional item; the items refetch. */
export const useSavePromoItem = () =>
  useEshopMutation(
    ({ id, request }: Save<PromoItemCreateRequest>) => (id === null ? createPromoItem(request) : updatePromoItem(id, request)),
    eshopKeys.promoItems,
  );

/** 'Přidat plochu' / 'Upravit plochu': creates or updates an ad space; the spaces refetch. */
export const useSaveAdSpace = () =>
  useEshopMutation(
    ({ id, request }: Save<OutdoorSpaceCreateRequest>) => (id === null ? createOutdoorSpace(request) : updateOutdoorSpace(id, request)),
    eshopKeys.spaces,
  );

/** An order's next status; the orders refetch, and the products too when it is cancelled (the stock came back). */
export function useSetOrderStatus() {
  const changed = useEshopChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => setOrderStatus(id, status),
    onSuccess: (_answer, { status }) => {
      changed(eshopKeys.orders);
      if (status === 'cancelled') changed(eshopKeys.products);
    },
  });
}
