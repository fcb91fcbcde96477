import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../../../src/contract/shop.js';
import { downloadOrdersCsv, type OrderDto } from '../../../api/admin-shop.js';
import { Pagination } from '../../../components/pagination.js';
import { Badge } from '../../../components/ui/badge.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { money, orderStatusTone, pragueDateTime } from './eshop-rules.js';
import { OrderDetailModal } from './order-detail-modal.js';
import { useAdminOrders } from './queries.js';
import { useDebounced } from './use-debounced.js';
import styles from './eshop.module.css';

const COLUMNS = ['number', 'customer', 'total', 'payment', 'status', 'date', 'actions'] as const;

/**
 * E-shop › Objednávky: filters (status with counts, search by number, customer or company, a date range
 * of Prague days), the table, 'Detail' (lines, VAT, address, the status actions) and 'Export CSV' of
 * every order matching the filters.
 */
export function OrdersTab() {
  const { t } = useI18n();
  const id = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<OrderDto | null>(null);
  const notices = useNotices();
  const filters = { status: status || undefined, q: q || undefined, from: from || undefined, to: to || undefined };
  const list = useAdminOrders({ ...filters, page });
  const orders = list.data?.orders ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const counts = list.data?.counts ?? {};
  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const csvExport = useMutation({
    mutationFn: () => downloadOrdersCsv(filters),
    onSuccess: () => notices.success(t('admin.eshop.order.exported')),
    onError: (error) => notices.error(t('admin.eshop.order.exportFailed', { message: errorMessage(error, t) })),
  });
  const exporting = csvExport.isPending;

  return (
    <div className={styles.tab} data-testid="eshop-orders">
      <div className={styles.toolbar}>
        <form className={styles.filters} role="search" aria-label={t('admin.eshop.order.filters')} onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label htmlFor={`${id}-status`}>{t('admin.eshop.order.status')}</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => reset(setStatus)(event.target.value as OrderStatus | '')}
              data-testid="eshop-order-status-filter"
            >
              <option value="">{t('admin.eshop.order.allStatuses', { count: allCount })}</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t('admin.eshop.order.statusCount', { label: ORDER_STATUS_LABELS[value], count: counts[value] ?? 0 })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-q`}>{t('admin.eshop.order.search')}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={typed}
              placeholder={t('admin.eshop.order.searchPlaceholder')}
              onChange={(event) => reset(setTyped)(event.target.value)}
              data-testid="eshop-order-search"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('admin.eshop.order.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => reset(setFrom)(event.target.value)}
              data-testid="eshop-order-from"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('admin.eshop.order.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => reset(setTo)(event.target.value)}
              data-testid="eshop-order-to"
            />
          </div>
        </form>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => csvExport.mutate()}
          disabled={exporting || list.status === 'error'}
          data-testid="eshop-order-export"
        >
          {exporting ? t('admin.eshop.order.exporting') : t('admin.eshop.order.export')}
        </button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="eshop-order-notice" />
      {list.status === 'error' ? (
        <LoadFailed error={list.error} fallback={t('admin.eshop.order.loadFailed')} onRetry={list.reload} testId="eshop-order-error" />
      ) : !list.data ? (
        <Loading label={t('admin.eshop.order.loading')} />
      ) : orders.length === 0 ? (
        <EmptyState
          title={t('admin.eshop.order.empty')}
          hint={status || q || from || to ? t('admin.eshop.order.emptyFiltered') : t('admin.eshop.order.emptyHint')}
          testId="eshop-order-empty"
        />
      ) : (
        <>
          <Table
            caption={t('admin.eshop.order.caption')}
            columns={COLUMNS.map((column) => t(`admin.eshop.order.col.${column}`))}
            busy={list.status === 'loading'}
            testId="eshop-order-table"
          >
            {orders.map((order) => (
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
            ))}
          </Table>
          <p className="ui-list-footer" data-testid="eshop-order-footer">
            {t('admin.eshop.footer', { total: list.data.total, shown: orders.length })}
          </p>
          <Pagination page={page} pages={pages} onChange={setPage} testId="eshop-order-pagination" />
        </>
      )}
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
    </div>
  );
}
