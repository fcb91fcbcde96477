import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../../../src/contract/shop.js';
import { downloadOrdersCsv, type OrderDto } from '../../../api/admin-shop.js';
import { SelectField } from '../../../components/form/select-field.js';
import { Badge } from '../../../components/ui/badge.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useNotices } from '../../../components/ui/notices.js';
import { Field } from '../../../components/ui/field.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { useDebounced } from '../common/use-debounced.js';
import { CatalogSearch, CatalogTab, usePaging } from './catalog-tab.js';
import { money, orderStatusTone, pragueDateTime } from './eshop-rules.js';
import { OrderDetailModal } from './order-detail-modal.js';
import { useAdminOrders } from './queries.js';
import styles from './eshop.module.css';

const COLUMNS = ['number', 'customer', 'total', 'payment', 'status', 'date', 'actions'] as const;

/**
 * E-shop › Objednávky: filters (status with counts, search by number, customer or company, a date range
 * of Prague days), the table, 'Detail' (lines, VAT, address, the status actions) and 'Export CSV' of
 * every order matching the filters.
 */
export function OrdersTab() {
  const { t } = useI18n();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 400);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { page, setPage, resetting: reset } = usePaging();
  const [opened, setOpened] = useState<OrderDto | null>(null);
  const notices = useNotices();
  const filters = { status: status || undefined, q: q || undefined, from: from || undefined, to: to || undefined };
  const list = useAdminOrders({ ...filters, page });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const counts = list.data?.counts ?? {};
  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const csvExport = useMutation({
    mutationFn: () => downloadOrdersCsv(filters),
    onSuccess: () => notices.success(t('admin.eshop.order.exported')),
    onError: (error) => notices.error(t('admin.eshop.order.exportFailed', { message: errorMessage(error, t) })),
  });
  const exporting = csvExport.isPending;

  return (
    <CatalogTab
      area="order"
      testId="eshop-orders"
      filters={
        <>
          <SelectField
            label={t('admin.eshop.order.status')}
            name="status"
            value={status}
            onChange={(value) => reset(setStatus)(value as OrderStatus | '')}
            options={ORDER_STATUSES.map((value) => ({
              value,
              label: t('admin.eshop.order.statusCount', { label: ORDER_STATUS_LABELS[value], count: counts[value] ?? 0 }),
            }))}
            placeholder={t('admin.eshop.order.allStatuses', { count: allCount })}
            testId="eshop-order-status-filter"
          />
          <CatalogSearch area="order" value={typed} placeholder={t('admin.eshop.order.searchPlaceholder')} onChange={reset(setTyped)} />
          <Field label={t('admin.eshop.order.from')}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => reset(setFrom)(event.target.value)}
                data-testid="eshop-order-from"
              />
            )}
          </Field>
          <Field label={t('admin.eshop.order.to')}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => reset(setTo)(event.target.value)}
                data-testid="eshop-order-to"
              />
            )}
          </Field>
        </>
      }
      action={
        <button
          type="button"
          className="button button--ghost"
          onClick={() => csvExport.mutate()}
          disabled={exporting || list.status === 'error'}
          data-testid="eshop-order-export"
        >
          {exporting ? t('admin.eshop.order.exporting') : t('admin.eshop.order.export')}
        </button>
      }
      notices={notices}
      list={list}
      count={({ orders, total }) => ({ total, shown: orders.length })}
      filtered={Boolean(status || q || from || to)}
      columns={COLUMNS.map((column) => t(`admin.eshop.order.col.${column}`))}
      paging={{ page, pages, onChange: setPage }}
      rows={({ orders }) =>
        orders.map((order) => (
          <tr key={order.id} data-testid="eshop-order-row" data-order-id={order.id} data-status={order.status}>
            <th scope="row" data-testid="eshop-order-number">
              {order.number}
            </th>
            <td>
              {order.company_name ?? order.customer_name}
              <span className={styles.sub}>{order.company_name ? order.customer_name : order.customer_email}</span>
            </td>
            <td className={styles.number} data-testid="eshop-order-total">
              {money(order.total, order.currency)}
            </td>
            <td>{order.payment_method_label}</td>
            <td>
              <Badge tone={orderStatusTone(order.status)} data-testid="eshop-order-status" data-status={order.status}>
                {order.status_label}
              </Badge>
            </td>
            <td className={styles.nowrap}>{pragueDateTime(order.created_at)}</td>
            <td>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setOpened(order)}
                aria-label={t('admin.eshop.order.detailLabel', { number: order.number })}
                data-testid="eshop-order-open"
              >
                {t('admin.eshop.order.detail')}
              </button>
            </td>
          </tr>
        ))
      }
    >
      {opened && (
        <OrderDetailModal
          order={opened}
          onClose={() => setOpened(null)}
          onChanged={(order, message) => {
            setOpened(order);
            notices.success(message);
          }}
        />
      )}
    </CatalogTab>
  );
}
