import { useState } from 'react';
import { deletePromoItem, type PromoItemDto } from '../../../api/admin-shop.js';
import { Badge } from '../../../components/ui/badge.js';
import { useNotices } from '../../../components/ui/notices.js';
import { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { useDebounced } from '../common/use-debounced.js';
import { CatalogSearch, CatalogTab, deleteFailed } from './catalog-tab.js';
import { money } from './eshop-rules.js';
import { PromoItemFormModal } from './promo-item-form-modal.js';
import { eshopKeys, useAdminPromoItems, useEshopChanged } from './queries.js';
import { RowActions } from './row-actions.js';
import styles from './eshop.module.css';

const COLUMNS = ['name', 'price', 'minOrder', 'material', 'printing', 'available', 'orders', 'actions'] as const;

/**
 * E-shop › Reklamní předměty: search, the table with the item's fields (category, price, minimum order,
 * material, colours, printing, availability, orders), 'Přidat předmět', Upravit, Smazat after a
 * confirmation (an item that orders name is made unavailable instead; the server's message says which).
 */
export function PromoItemsTab() {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 400);
  const list = useAdminPromoItems(q);
  const changed = useEshopChanged();
  const notices = useNotices();
  const dialogs = useItemDialog<PromoItemDto>();
  const remove = (item: PromoItemDto) =>
    dialogs.confirm(async () => {
      const answer = await deletePromoItem(item.id);
      changed(eshopKeys.promoItems);
      notices.success(answer.message);
    }, deleteFailed(t));

  return (
    <CatalogTab
      area="promo"
      testId="eshop-promo"
      filters={<CatalogSearch area="promo" value={typed} onChange={setTyped} />}
      notices={notices}
      list={list}
      count={({ items }) => ({ total: items.length, shown: items.length })}
      filtered={Boolean(q)}
      columns={COLUMNS.map((column) => t(`admin.eshop.promo.col.${column}`))}
      rows={({ items }) =>
        items.map((item) => (
          <tr key={item.id} data-testid="eshop-promo-row" data-item-id={item.id}>
            <th scope="row">
              <span data-testid="eshop-promo-name">{item.name}</span>
              <span className={styles.sub}>
                {[item.category, item.country_code].join(' · ')}
                {item.is_demo && ` · ${t('admin.eshop.demo')}`}
              </span>
            </th>
            <td className={styles.number}>{money(item.price, item.currency)}</td>
            <td className={styles.number}>{t('admin.eshop.product.pieces', { count: item.min_order })}</td>
            <td>
              {item.material ?? t('admin.eshop.none')}
              {item.colors.length > 0 && <span className={styles.sub}>{item.colors.join(', ')}</span>}
            </td>
            <td>{item.printing ?? t('admin.eshop.none')}</td>
            <td>
              <Badge tone={item.available ? 'green' : 'grey'} data-testid="eshop-promo-available" data-available={item.available}>
                {t(item.available ? 'admin.eshop.promo.availableYes' : 'admin.eshop.promo.availableNo')}
              </Badge>
            </td>
            <td className={styles.number}>{item.orders_count}</td>
            <td>
              <RowActions name={item.name} item={item} dialogs={dialogs} testId="eshop-promo" />
            </td>
          </tr>
        ))
      }
      dialogs={dialogs}
      form={(item) => (
        <PromoItemFormModal
          item={item}
          categories={list.data?.categories ?? []}
          onClose={dialogs.done}
          onSaved={(message) => {
            dialogs.done();
            notices.success(message);
          }}
        />
      )}
      remove={{ name: (item) => item.name, run: remove }}
    />
  );
}
