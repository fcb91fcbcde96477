import { useEffect, useId, useState } from 'react';
import { useEdition } from '../../app/edition-context.js';
import { formatPrice } from '../../components/format.js';
import { useOnChange } from '../../hooks/use-on-change.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { hasFilters, MAX_PRICE_LIMIT, PRICE_STEP, type ShopFilters } from './eshop-query.js';
import '../../i18n/cs-shop.js';

/** Typing in the search box reaches the address (and the list) this long after the last key. */
const SEARCH_DELAY_MS = 300;

/** The filter sidebar: search, the max price slider (0–100000), brand, in stock only. */
export function EshopFilters({
  filters,
  brands,
  onChange,
  onReset,
}: {
  filters: ShopFilters;
  brands: readonly string[];
  onChange: (change: Partial<ShopFilters>) => void;
  onReset: () => void;
}) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const id = useId();
  const [q, setQ] = useState(filters.q);
  const [price, setPrice] = useState(filters.maxPrice);

  // the address changed (back, a reset): the fields follow it
  useOnChange(filters.q, setQ);
  useOnChange(filters.maxPrice, setPrice);
  useEffect(() => {
    if (q.trim() === filters.q) return;
    const timer = window.setTimeout(() => onChange({ q: q.trim() }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [q, filters.q, onChange]);

  const priceText = price >= MAX_PRICE_LIMIT ? formatPrice(MAX_PRICE_LIMIT, edition.currency) : formatPrice(price, edition.currency);
  return (
    <aside className="shop-filters" aria-label={t('eshop.filters')}>
      <h2 className="shop-subtitle">{t('eshop.filters')}</h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('eshop.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          placeholder={t('eshop.searchPlaceholder')}
          onChange={(event) => setQ(event.currentTarget.value)}
          data-testid="eshop-search"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-price`}>{t('eshop.maxPrice')}</label>
        <input
          id={`${id}-price`}
          type="range"
          min={0}
          max={MAX_PRICE_LIMIT}
          step={PRICE_STEP}
          value={price}
          aria-valuetext={t('eshop.maxPriceValue', { price: priceText })}
          onChange={(event) => setPrice(event.currentTarget.valueAsNumber)}
          onPointerUp={() => onChange({ maxPrice: price })}
          onKeyUp={() => onChange({ maxPrice: price })}
          onBlur={() => price !== filters.maxPrice && onChange({ maxPrice: price })}
          data-testid="eshop-max-price"
        />
        <output htmlFor={`${id}-price`} className="shop-muted" data-testid="eshop-max-price-value">
          {t('eshop.maxPriceValue', { price: priceText })}
        </output>
      </div>
      <div className="field">
        <label htmlFor={`${id}-brand`}>{t('eshop.brand')}</label>
        <select
          id={`${id}-brand`}
          value={filters.brand}
          onChange={(event) => onChange({ brand: event.currentTarget.value })}
          data-testid="eshop-brand"
        >
          <option value="">{t('eshop.allBrands')}</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>
      <label className="shop-check">
        <input
          type="checkbox"
          checked={filters.inStock}
          onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
          data-testid="eshop-in-stock"
        />
        {t('eshop.inStockOnly')}
      </label>
      {hasFilters(filters) && (
        <button type="button" className="button button--ghost" onClick={onReset} data-testid="eshop-reset">
          {t('eshop.resetFilters')}
        </button>
      )}
    </aside>
  );
}
