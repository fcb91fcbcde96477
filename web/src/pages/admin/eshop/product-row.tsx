import { SHOP_CATEGORY_LABELS, SHOP_SUBCATEGORY_LABELS } from '../../../../../src/contract/shop.js';
import type { ProductDetailDto } from '../../../api/admin-shop.js';
import { Switch } from '../../../components/ui/checkbox.js';
import { Badge } from '../../../components/ui/badge.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { CatalogDialogs } from './catalog-tab.js';
import { money, stockLevel } from './eshop-rules.js';
import { RowActions } from './row-actions.js';
import styles from './eshop.module.css';

/**
 * One product: image, name, brand and edition; category and subcategory; price (and the original when
 * on sale); stock (a low one highlighted, none 'Není skladem'); the active switch; Upravit and Smazat.
 */
export function ProductRow({
  product,
  switching,
  onToggle,
  dialogs,
}: {
  product: ProductDetailDto;
  switching: boolean;
  onToggle: (product: ProductDetailDto) => void;
  dialogs: CatalogDialogs<ProductDetailDto>;
}) {
  const { t } = useI18n();
  const level = stockLevel(product.stock);
  return (
    <tr data-testid="eshop-product-row" data-product-id={product.id} data-stock-level={level}>
      <th scope="row">
        {product.image_url && <img className={styles.thumb} src={product.image_url} alt="" loading="lazy" width={48} height={36} />}{' '}
        <span data-testid="eshop-product-name">{product.name}</span>
        <span className={styles.sub}>
          {[product.brand, product.country_code, product.slug].filter(Boolean).join(' · ')}
          {product.is_demo && ` · ${t('admin.eshop.demo')}`}
        </span>
      </th>
      <td>
        {SHOP_CATEGORY_LABELS[product.category]}
        <span className={styles.sub}>{SHOP_SUBCATEGORY_LABELS[product.subcategory]}</span>
      </td>
      <td className={styles.number} data-testid="eshop-product-price">
        {money(product.price, product.currency)}
        {product.is_on_sale && product.original_price !== null && (
          <span className={styles.sub}>
            <s aria-label={t('admin.eshop.product.originalPriceLabel', { price: money(product.original_price, product.currency) })}>
              {money(product.original_price, product.currency)}
            </s>
          </span>
        )}
      </td>
      <td className={styles.number}>
        <span className={level === 'ok' ? undefined : styles.lowStock} data-testid="eshop-product-stock">
          {t('admin.eshop.product.pieces', { count: product.stock })}
        </span>
        {level !== 'ok' && (
          <span className={styles.sub}>
            <Badge tone={level === 'out' ? 'red' : 'yellow'} data-testid="eshop-product-stock-badge">
              {t(level === 'out' ? 'admin.eshop.product.outOfStock' : 'admin.eshop.product.lowStock')}
            </Badge>
          </span>
        )}
      </td>
      <td>
        <Switch
          label={<span aria-hidden="true">{t(product.active ? 'admin.eshop.product.activeYes' : 'admin.eshop.product.activeNo')}</span>}
          checked={product.active}
          disabled={switching}
          onChange={() => onToggle(product)}
          aria-label={t('admin.eshop.product.activeLabel', { name: product.name })}
          testId="eshop-product-active"
        />
      </td>
      <td>
        <RowActions name={product.name} item={product} dialogs={dialogs} testId="eshop-product" />
      </td>
    </tr>
  );
}
