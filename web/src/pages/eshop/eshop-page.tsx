import '../../shop/shop.css';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SHOP_CATEGORIES, SHOP_CATEGORY_LABELS, SHOP_SUBCATEGORIES, SHOP_SUBCATEGORY_LABELS } from '../../../../src/contract/shop.js';
import { fetchProducts, fetchShopFacets, shopCategory, shopSubcategory, type ProductQuery } from '../../api/shop.js';
import { totalPages } from '../../components/format.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { Pagination } from '../../components/pagination.js';
import { EmptyState, LoadFailed, Loading } from '../../components/ui/states.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CartSummary } from '../../shop/cart-summary.js';
import { ProductDetailModal } from '../../shop/product-detail.js';
import { shopKeys } from '../../shop/shop-keys.js';
import { EshopFilters } from './eshop-filters.js';
import {
  MAX_PRICE_LIMIT,
  parseShopFilters,
  resetFilters,
  SHOP_PAGE_SIZE,
  shopFiltersQuery,
  SORTS,
  withFilter,
  type ShopFilters,
} from './eshop-query.js';
import { ProductCard } from './product-card.js';
import '../../i18n/cs-shop.js';

function productQuery(filters: ShopFilters): ProductQuery {
  return {
    category: shopCategory(filters.category),
    subcategory: shopSubcategory(filters.subcategory),
    q: filters.q || undefined,
    max_price: filters.maxPrice < MAX_PRICE_LIMIT ? filters.maxPrice : undefined,
    brand: filters.brand || undefined,
    in_stock: filters.inStock || undefined,
    sort: filters.sort,
    page: filters.page,
    limit: SHOP_PAGE_SIZE,
  };
}

/** /eshop 'Firemní E-shop': categories, filters, sort, grid or list, the detail; every choice is in the address. */
export function EshopPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseShopFilters(params), [params]);
  const query = useMemo(() => productQuery(filters), [filters]);
  const products = useApiQuery(shopKeys.products(query), (signal) => fetchProducts(query, signal));
  const facets = useApiQuery(shopKeys.facets, (signal) => fetchShopFacets(signal));

  const apply = useCallback(
    (next: ShopFilters, replace = false) => setParams(shopFiltersQuery(next), { replace, preventScrollReset: true }),
    [setParams],
  );
  const change = useCallback(
    (part: Partial<ShopFilters>) => apply(withFilter(parseShopFilters(new URLSearchParams(window.location.search)), part), 'q' in part),
    [apply],
  );

  const counts = useMemo(() => {
    const out = new Map<string, number>();
    for (const item of facets.data?.categories ?? []) out.set(item.category, item.count);
    for (const item of facets.data?.subcategories ?? []) out.set(item.subcategory, item.count);
    return out;
  }, [facets.data]);
  const label = (name: string, key: string) => (counts.has(key) ? `${name} (${counts.get(key)})` : name);
  const total = products.data?.total ?? 0;
  const pages = totalPages(total, SHOP_PAGE_SIZE);

  return (
    <PageShell title={t('page.eshop')} lead={t('eshop.lead')} wide>
      <div className="shop-layout" data-testid="eshop">
        <nav className="shop-categories" aria-label={t('eshop.categories')}>
          <div className="shop-chips" role="group" aria-label={t('eshop.categories')}>
            <Chip pressed={!filters.category} onClick={() => change({ category: '' })} testId="eshop-category-all">
              {t('eshop.allCategories')}
            </Chip>
            {SHOP_CATEGORIES.map((key) => (
              <Chip key={key} pressed={filters.category === key} onClick={() => change({ category: key })} testId={`eshop-category-${key}`}>
                {label(SHOP_CATEGORY_LABELS[key], key)}
              </Chip>
            ))}
          </div>
          <div className="shop-chips shop-chips--sub" role="group" aria-label={t('eshop.subcategories')}>
            {SHOP_SUBCATEGORIES.map((key) => (
              <Chip
                key={key}
                pressed={filters.subcategory === key}
                onClick={() => change({ subcategory: filters.subcategory === key ? '' : key })}
                testId={`eshop-subcategory-${key}`}
              >
                {label(SHOP_SUBCATEGORY_LABELS[key], key)}
              </Chip>
            ))}
          </div>
        </nav>
        <EshopFilters filters={filters} brands={facets.data?.brands ?? []} onChange={change} onReset={() => apply(resetFilters(filters))} />
        <section className="shop-results" aria-labelledby="eshop-count">
          <div className="shop-toolbar">
            <p id="eshop-count" className="shop-count" aria-live="polite" data-testid="eshop-count">
              {products.data ? t('eshop.count', { count: total }) : t('eshop.loading')}
            </p>
            <label className="shop-sort">
              {t('eshop.sort')}
              <select
                value={filters.sort}
                onChange={(event) => change({ sort: event.currentTarget.value as ShopFilters['sort'] })}
                data-testid="eshop-sort"
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`eshop.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="shop-chips" role="group" aria-label={t('eshop.view')}>
              {(['grid', 'list'] as const).map((view) => (
                <button
                  key={view}
                  type="button"
                  className="shop-chip"
                  aria-pressed={filters.view === view}
                  onClick={() => change({ view })}
                  data-testid={`eshop-view-${view}`}
                >
                  {t(`eshop.view.${view}`)}
                </button>
              ))}
            </div>
          </div>
          {products.status === 'loading' && !products.data && <Loading label={t('eshop.loading')} />}
          {products.status === 'error' && (
            <LoadFailed error={products.error} fallback={t('eshop.error')} onRetry={products.reload} testId="eshop-error" />
          )}
          {products.data && products.status !== 'error' && products.data.products.length === 0 && (
            <EmptyState title={t('eshop.empty')} hint={t('eshop.emptyHint')} testId="eshop-empty" />
          )}
          {products.data && products.status !== 'error' && products.data.products.length > 0 && (
            <ul
              className={filters.view === 'list' ? 'shop-grid shop-grid--list' : 'shop-grid'}
              aria-busy={products.status === 'loading'}
              data-testid="eshop-products"
            >
              {products.data.products.map((product) => (
                <ProductCard key={product.id} product={product} onDetail={(slug) => change({ product: slug })} />
              ))}
            </ul>
          )}
          <Pagination
            page={Math.min(filters.page, Math.max(pages, 1))}
            pages={pages}
            onChange={(page) => change({ page })}
            testId="eshop-pagination"
          />
        </section>
      </div>
      <CartSummary />
      {filters.product && <ProductDetailModal slug={filters.product} onClose={() => change({ product: '' })} />}
    </PageShell>
  );
}

/** A chip of the category choice: pressed while its category is the chosen one. */
function Chip({ pressed, onClick, testId, children }: { pressed: boolean; onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <button type="button" className="shop-chip" aria-pressed={pressed} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
