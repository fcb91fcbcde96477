import '../../../shop/shop.css';
import { useEffect, useMemo, useState } from 'react';
import { fetchShopFacets } from '../../../api/shop.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { ProductDetailModal } from '../../../shop/product-detail.js';
import { shopKeys } from '../../../shop/shop-keys.js';
import { ProductCard } from '../../eshop/product-card.js';
import { EshopOrders } from './eshop-orders.js';
import { productSearch, shopProductsQuery } from '../common/first-queries.js';
import type { SectionProps } from '../section-props.js';
import styles from '../common/salon.module.css';
import '../../../i18n/cs-shop.js';
import { Panel } from '../common/panel.js';

const SEARCH_DELAY_MS = 300;

/** E-shop: the operator's products (search, category), Detail and 'Do košíku' into the cart of the header's drawer, and the company's orders. */
export function EshopSection(_: SectionProps) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [detail, setDetail] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const productList = useMemo(() => shopProductsQuery(productSearch(q, category)), [q, category]);
  const products = useApiQuery(productList.key, productList.load);
  const facets = useApiQuery(shopKeys.facets, (signal) => fetchShopFacets(signal));

  return (
    <div className={styles.stack} data-testid="salon-eshop">
      <Panel titleId="salon-eshop-products" title={t('salon.eshop.products')} headRow>
        <div className={styles.toolbar}>
          <label className={styles.filter}>
            {t('salon.eshop.search')}
            <input type="search" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} data-testid="salon-eshop-search" />
          </label>
          <label className={styles.filter}>
            {t('salon.eshop.category')}
            <select value={category} onChange={(event) => setCategory(event.currentTarget.value)} data-testid="salon-eshop-category">
              <option value="">{t('salon.eshop.allCategories')}</option>
              {(facets.data?.categories ?? []).map((item) => (
                <option key={item.category} value={item.category}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {products.status === 'error' && <LoadError error={products.error} fallback={t('eshop.error')} onRetry={products.reload} />}
        {products.status === 'loading' && !products.data && <Spinner block label={t('eshop.loading')} />}
        {products.data && products.status !== 'error' && (
          <>
            <p className={styles.note} aria-live="polite" data-testid="salon-eshop-count">
              {t('eshop.count', { count: products.data.total })}
            </p>
            {products.data.products.length === 0 ? (
              <p className={styles.empty}>{t('eshop.emptyHint')}</p>
            ) : (
              <ul className="shop-grid" data-testid="salon-eshop-products">
                {products.data.products.map((product) => (
                  <ProductCard key={product.id} product={product} onDetail={setDetail} />
                ))}
              </ul>
            )}
          </>
        )}
      </Panel>
      <EshopOrders />
      {detail && <ProductDetailModal slug={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
