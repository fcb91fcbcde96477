/**
 * The filters of /eshop as they stand in the address (so that a filtered view can be linked and
 * reloaded): `?kategorie&podkategorie&q&cena_do&znacka&skladem=1&razeni&zobrazeni=seznam&strana&produkt`.
 * Pure: parsing and writing the query, shared by the page and its tests.
 */
export const SORTS = ['name', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ShopSort = (typeof SORTS)[number];
export type ShopView = 'grid' | 'list';

/** The price slider's range: 0–100000 in the edition's currency (whole units, with VAT). */
export const MAX_PRICE_LIMIT = 100_000;
export const PRICE_STEP = 500;
export const SHOP_PAGE_SIZE = 24;

export interface ShopFilters {
  category: string;
  subcategory: string;
  q: string;
  /** whole units of the currency; MAX_PRICE_LIMIT means no limit */
  maxPrice: number;
  brand: string;
  inStock: boolean;
  sort: ShopSort;
  view: ShopView;
  page: number;
  /** the product whose detail is open (its slug) */
  product: string;
}

const DEFAULTS: ShopFilters = {
  category: '',
  subcategory: '',
  q: '',
  maxPrice: MAX_PRICE_LIMIT,
  brand: '',
  inStock: false,
  sort: 'name',
  view: 'grid',
  page: 1,
  product: '',
};

const isSort = (value: string | null): value is ShopSort => SORTS.some((sort) => sort === value);

function wholeNumber(value: string | null, fallback: number, min: number, max: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(Math.max(parsed, min), max) : fallback;
}

export function parseShopFilters(params: URLSearchParams): ShopFilters {
  const sort = params.get('razeni');
  return {
    category: params.get('kategorie')?.trim() ?? '',
    subcategory: params.get('podkategorie')?.trim() ?? '',
    q: params.get('q')?.trim() ?? '',
    maxPrice: wholeNumber(params.get('cena_do'), MAX_PRICE_LIMIT, 0, MAX_PRICE_LIMIT),
    brand: params.get('znacka')?.trim() ?? '',
    inStock: params.get('skladem') === '1',
    sort: isSort(sort) ? sort : 'name',
    view: params.get('zobrazeni') === 'seznam' ? 'list' : 'grid',
    page: wholeNumber(params.get('strana'), 1, 1, 10_000),
    product: params.get('produkt')?.trim() ?? '',
  };
}

/** The address's query for `filters`: only what differs from the defaults. */
export function shopFiltersQuery(filters: ShopFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.category) query.set('kategorie', filters.category);
  if (filters.subcategory) query.set('podkategorie', filters.subcategory);
  if (filters.q) query.set('q', filters.q);
  if (filters.maxPrice < MAX_PRICE_LIMIT) query.set('cena_do', String(filters.maxPrice));
  if (filters.brand) query.set('znacka', filters.brand);
  if (filters.inStock) query.set('skladem', '1');
  if (filters.sort !== DEFAULTS.sort) query.set('razeni', filters.sort);
  if (filters.view === 'list') query.set('zobrazeni', 'seznam');
  if (filters.page > 1) query.set('strana', String(filters.page));
  if (filters.product) query.set('produkt', filters.product);
  return query;
}

const KEEPS_PAGE: readonly (keyof ShopFilters)[] = ['page', 'view', 'product'];

/** A change of a filter starts again from page 1. */
export function withFilter(filters: ShopFilters, change: Partial<ShopFilters>): ShopFilters {
  const next = { ...filters, ...change };
  if (Object.keys(change).some((key) => !KEEPS_PAGE.includes(key as keyof ShopFilters))) next.page = 1;
  return next;
}

export const hasFilters = (filters: ShopFilters) =>
  Boolean(filters.category || filters.subcategory || filters.q || filters.brand || filters.inStock || filters.maxPrice < MAX_PRICE_LIMIT);

export const resetFilters = (filters: ShopFilters): ShopFilters => ({ ...DEFAULTS, sort: filters.sort, view: filters.view });
