import { useI18n } from '../i18n/i18n-context.js';
import type { ProductSummaryDto } from '../api/shop.js';
import { formatMoney } from './money.js';
import '../i18n/cs-shop.js';

/** The price with VAT, the original price struck through and the saving when on sale. */
export function ProductPrice({ product, detailed = false }: { product: ProductSummaryDto; detailed?: boolean }) {
  const { t } = useI18n();
  const sale = product.is_on_sale && product.original_price !== null;
  return (
    <div className="shop-price" data-testid="product-price">
      <strong className="shop-price-now">{formatMoney(product.price, product.currency)}</strong>
      {sale && product.original_price !== null && (
        <>
          <s className="shop-price-was" aria-label={t('eshop.originalPrice')}>
            {formatMoney(product.original_price, product.currency)}
          </s>
          <span className="shop-sale">{t('eshop.sale', { percent: product.sale_percentage })}</span>
        </>
      )}
      {detailed && <span className="shop-vat">{t('eshop.withVat', { rate: product.vat_rate })}</span>}
      {detailed && sale && <span className="shop-save">{t('eshop.save', { amount: formatMoney(product.savings, product.currency) })}</span>}
    </div>
  );
}

/** 'Skladem 12 ks' or 'Není skladem'. */
export function StockLabel({ stock }: { stock: number }) {
  const { t } = useI18n();
  return (
    <span className={stock > 0 ? 'shop-stock' : 'shop-stock shop-stock--out'} data-testid="product-stock">
      {stock > 0 ? t('eshop.inStock', { count: stock }) : t('eshop.outOfStock')}
    </span>
  );
}
