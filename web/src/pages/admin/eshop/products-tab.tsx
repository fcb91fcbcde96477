import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SHOP_CATEGORIES, SHOP_CATEGORY_LABELS, type ShopCategory } from '../../../../../src/contract/shop.js';
import { deleteProduct, updateProduct, type ProductDetailDto } from '../../../api/admin-shop.js';
import { Pagination } from '../../../components/pagination.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage, serverMessageOr } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { LOW_STOCK } from './eshop-rules.js';
import { ProductFormModal } from './product-form-modal.js';
import { ProductRow } from './product-row.js';
import { eshopKeys, useAdminProducts, useEshopChanged } from './queries.js';
import { useDebounced } from './use-debounced.js';
import styles from './eshop.module.css';

const COLUMNS = ['product', 'category', 'price', 'stock', 'active', 'actions'] as const;

/**
 * E-shop › Produkty: search, category filter, 'Jen nízký sklad'; the table (a low stock highlighted,
 * the active switch), 'Přidat produkt', Upravit (the form and the images) and Smazat after a confirmation.
 */
export function ProductsTab() {
  const { t } = useI18n();
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const [category, setCategory] = useState<ShopCategory | ''>('');
  const [lowOnly, setLowOnly] = useState(false);
  const [page, setPage] = useState(1);
  const filter = { q: q || undefined, category: category || undefined, max_stock: lowOnly ? LOW_STOCK : undefined, page };
  const list = useAdminProducts(filter);
  const changed = useEshopChanged();
  const notices = useNotices();
  const dialogs = useItemDialog<ProductDetailDto>();
  const { dialog } = dialogs;
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
  const products = list.data?.products ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const remove = (product: ProductDetailDto) =>
    dialogs.confirm(
      async () => {
        const answer = await deleteProduct(product.id);
        changed(eshopKeys.products);
        notices.success(answer.message);
      },
      (error) => t('admin.eshop.deleteFailed', { message: serverMessageOr(error, t('ui.unknownError')) }),
    );

  return (
    <div className={styles.tab} data-testid="eshop-products">
      <div className={styles.toolbar}>
        <form
          className={styles.filters}
          role="search"
          aria-label={t('admin.eshop.product.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="field">
            <label htmlFor={`${id}-q`}>{t('admin.eshop.product.search')}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={typed}
              placeholder={t('admin.eshop.product.searchPlaceholder')}
              onChange={(event) => {
                setTyped(event.target.value);
                setPage(1);
              }}
              data-testid="eshop-product-search"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-category`}>{t('admin.eshop.product.category')}</label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => {
                setCategory(event.target.value as ShopCategory | '');
                setPage(1);
              }}
              data-testid="eshop-product-category"
            >
              <option value="">{t('admin.eshop.all')}</option>
              {SHOP_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {SHOP_CATEGORY_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Checkbox
            label={t('admin.eshop.product.lowOnly', { count: LOW_STOCK })}
            labelClassName="ui-switch"
            checked={lowOnly}
            onChange={(checked) => {
              setLowOnly(checked);
              setPage(1);
            }}
            testId="eshop-product-low"
          />
        </form>
        <Button variant="primary" onClick={() => dialogs.open({ kind: 'create' })} data-testid="eshop-product-add">
          {t('admin.eshop.product.add')}
        </Button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="eshop-product-notice" />
      {list.status === 'error' ? (
        <LoadFailed error={list.error} fallback={t('admin.eshop.product.loadFailed')} onRetry={list.reload} testId="eshop-product-error" />
      ) : !list.data ? (
        <Loading label={t('admin.eshop.product.loading')} />
      ) : products.length === 0 ? (
        <EmptyState
          title={t('admin.eshop.product.empty')}
          hint={q || category || lowOnly ? t('admin.eshop.product.emptyFiltered') : t('admin.eshop.product.emptyHint')}
          testId="eshop-product-empty"
        />
      ) : (
        <>
          <Table
            caption={t('admin.eshop.product.caption')}
            columns={COLUMNS.map((column) => t(`admin.eshop.product.col.${column}`))}
            busy={list.status === 'loading'}
            testId="eshop-product-table"
          >
            {products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                switching={switching === product.id}
                onToggle={toggleActive}
                onEdit={(p) => dialogs.open({ kind: 'edit', item: p })}
                onDelete={(p) => dialogs.open({ kind: 'confirm', item: p })}
              />
            ))}
          </Table>
          <p className="ui-list-footer" data-testid="eshop-product-footer">
            {t('admin.eshop.footer', { total: list.data.total, shown: products.length })}
          </p>
          <Pagination page={page} pages={pages} onChange={setPage} testId="eshop-product-pagination" />
        </>
      )}
      {(dialog?.kind === 'edit' || dialog?.kind === 'create') && (
        <ProductFormModal
          product={dialog.kind === 'edit' ? dialog.item : null}
          onClose={dialogs.done}
          onSaved={(message) => notices.success(message)}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          title={t('admin.eshop.product.deleteTitle')}
          message={t('admin.eshop.product.deleteMessage', { name: dialog.item.name })}
          detail={t('admin.eshop.product.deleteDetail')}
          busy={dialogs.busy}
          error={dialogs.error}
          onConfirm={() => void remove(dialog.item)}
          onCancel={dialogs.close}
          testId="eshop-product-confirm-delete"
        />
      )}
    </div>
  );
}
