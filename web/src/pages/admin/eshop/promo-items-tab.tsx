import { useId, useState } from 'react';
import { deletePromoItem, type PromoItemDto } from '../../../api/admin-shop.js';
import { Badge } from '../../../components/ui/badge.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { serverMessageOr } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import { Button } from '../../../components/ui/button.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { money } from './eshop-rules.js';
import { PromoItemFormModal } from './promo-item-form-modal.js';
import { eshopKeys, useAdminPromoItems, useEshopChanged } from './queries.js';
import { useDebounced } from './use-debounced.js';
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
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const list = useAdminPromoItems(q);
  const changed = useEshopChanged();
  const notices = useNotices();
  const dialogs = useItemDialog<PromoItemDto>();
  const { dialog } = dialogs;
  const remove = (item: PromoItemDto) =>
    dialogs.confirm(
      async () => {
        const answer = await deletePromoItem(item.id);
        changed(eshopKeys.promoItems);
        notices.success(answer.message);
      },
      (error) => t('admin.eshop.deleteFailed', { message: serverMessageOr(error, t('ui.unknownError')) }),
    );

  return (
    <div className={styles.tab} data-testid="eshop-promo">
      <div className={styles.toolbar}>
        <form className={styles.filters} role="search" aria-label={t('admin.eshop.promo.filters')} onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label htmlFor={`${id}-q`}>{t('admin.eshop.promo.search')}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              data-testid="eshop-promo-search"
            />
          </div>
        </form>
        <Button variant="primary" onClick={() => dialogs.open({ kind: 'create' })} data-testid="eshop-promo-add">
          {t('admin.eshop.promo.add')}
        </Button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="eshop-promo-notice" />
      <ResourceStates
        resource={list}
        isEmpty={(data) => data.items.length === 0}
        failed={{ fallback: t('admin.eshop.promo.loadFailed'), testId: 'eshop-promo-error' }}
        loading={t('admin.eshop.promo.loading')}
        empty={{
          title: t('admin.eshop.promo.empty'),
          hint: q ? t('admin.eshop.promo.emptyFiltered') : t('admin.eshop.promo.emptyHint'),
          testId: 'eshop-promo-empty',
        }}
      >
        {({ items }) => (
          <>
            <Table
              caption={t('admin.eshop.promo.caption')}
              columns={COLUMNS.map((column) => t(`admin.eshop.promo.col.${column}`))}
              busy={list.status === 'loading'}
              testId="eshop-promo-table"
            >
              {items.map((item) => (
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
                    <RowActions
                      name={item.name}
                      onEdit={() => dialogs.open({ kind: 'edit', item })}
                      onDelete={() => dialogs.open({ kind: 'confirm', item })}
                      testId="eshop-promo"
                    />
                  </td>
                </tr>
              ))}
            </Table>
            <p className="ui-list-footer" data-testid="eshop-promo-footer">
              {t('admin.eshop.footer', { total: items.length, shown: items.length })}
            </p>
          </>
        )}
      </ResourceStates>
      {(dialog?.kind === 'edit' || dialog?.kind === 'create') && (
        <PromoItemFormModal
          item={dialog.kind === 'edit' ? dialog.item : null}
          categories={list.data?.categories ?? []}
          onClose={dialogs.done}
          onSaved={(message) => {
            dialogs.done();
            notices.success(message);
          }}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          title={t('admin.eshop.promo.deleteTitle')}
          message={t('admin.eshop.promo.deleteMessage', { name: dialog.item.name })}
          detail={t('admin.eshop.promo.deleteDetail')}
          busy={dialogs.busy}
          error={dialogs.error}
          onConfirm={() => void remove(dialog.item)}
          onCancel={dialogs.close}
          testId="eshop-promo-confirm-delete"
        />
      )}
    </div>
  );
}
