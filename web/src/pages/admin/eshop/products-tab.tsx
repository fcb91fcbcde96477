import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SHOP_CATEGORIES, SHOP_CATEGORY_LABELS, type ShopCategory } from '../../../../../src/contract/shop.js';
import { deleteProduct, updateProduct, type ProductDetailDto } from '../../../api/admin-shop.js';
import { SelectField } from '../../../components/form/select-field.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useNotices } from '../../../components/ui/notices.js';
import { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { useDebounced } from '../common/use-debounced.js';
import { CatalogSearch, CatalogTab, deleteFailed, usePaging } from './catalog-tab.js';
import { LOW_STOCK } from './eshop-rules.js';
import { ProductFormModal } from './product-form-modal.js';
import { ProductRow } from './product-row.js';
import { eshopKeys, useAdminProducts, useEshopChanged } from './queries.js';

const COLUMNS = ['product', 'category', 'price', 'stock', 'active', 'actions'] as const;

/**
 * E-shop › Produkty: search, category filter, 'Jen nízký sklad'; the table (a low stock highlighted,
 * the active switch), 'Přidat produkt', Upravit (the form and the images) and Smazat after a confirmation.
 */
export function ProductsTab() {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 400);
  const [category, setCategory] = useState<ShopCategory | ''>('');
  const [lowOnly, setLowOnly] = useState(false);
  const { page, setPage, resetting: reset } = usePaging();
  const filter = { q: q || undefined, category: category || undefined, max_stock: lowOnly ? LOW_STOCK : undefined, page };
  const list = useAdminProducts(filter);
  const changed = useEshopChanged();
  const notices = useNotices();
  const dialogs = useItemDialog<ProductDetailDto>();
  const activeSwitch = useMutation({
    mutationFn: (product: ProductDetailDto) => updateProduct(product.id, { active: !product.active }),
    onSuccess: (answer) => {
      changed(eshopKeys.products);
      notices.success(
        t(answer.product.active ? 'admin.eshop.product.activated' : 'admin.eshop.product.deactivated', { name: answer.product.name }),
      );
    },
    onError: (error) => notices.error(t('admin.eshop.product.switchFailed', { message: errorMessage(error, t) })),
  });
  /** the product whose 'Aktivní' switch is being saved */
  const switching = activeSwitch.isPending ? activeSwitch.variables.id : null;
  const toggleActive = (product: ProductDetailDto) => activeSwitch.mutate(product);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const remove = (product: ProductDetailDto) =>
    dialogs.confirm(async () => {
      const answer = await deleteProduct(product.id);
      changed(eshopKeys.products);
      notices.success(answer.message);
    }, deleteFailed(t));

  return (
    <CatalogTab
      area="product"
      testId="eshop-products"
      filters={
        <>
          <CatalogSearch area="product" value={typed} placeholder={t('admin.eshop.product.searchPlaceholder')} onChange={reset(setTyped)} />
          <SelectField
            label={t('admin.eshop.product.category')}
            name="category"
            value={category}
            onChange={(value) => reset(setCategory)(value as ShopCategory | '')}
            options={SHOP_CATEGORIES.map((value) => ({ value, label: SHOP_CATEGORY_LABELS[value] }))}
            placeholder={t('admin.eshop.all')}
            testId="eshop-product-category"
          />
          <Checkbox
            label={t('admin.eshop.product.lowOnly', { count: LOW_STOCK })}
            labelClassName="ui-switch"
            checked={lowOnly}
            onChange={reset(setLowOnly)}
            testId="eshop-product-low"
          />
        </>
      }
      notices={notices}
      list={list}
      count={({ products, total }) => ({ total, shown: products.length })}
      filtered={Boolean(q || category || lowOnly)}
      columns={COLUMNS.map((column) => t(`admin.eshop.product.col.${column}`))}
      paging={{ page, pages, onChange: setPage }}
      rows={({ products }) =>
        products.map((product) => (
          <ProductRow key={product.id} product={product} switching={switching === product.id} onToggle={toggleActive} dialogs={dialogs} />
        ))
      }
      dialogs={dialogs}
      form={(product) => <ProductFormModal product={product} onClose={dialogs.done} onSaved={(message) => notices.success(message)} />}
      remove={{ name: (product) => product.name, run: remove }}
    />
  );
}
