import { useState } from 'react';
import { fetchCompanyOrders, type OrderDto } from '../../../api/shop-orders.js';
import { LoadError } from '../../../components/load-error.js';
import { Pagination } from '../../../components/pagination.js';
import { Spinner } from '../../../components/spinner.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { totalPages } from '../../../components/format.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatMoney } from '../../../shop/money.js';
import { shopKeys } from '../../../shop/shop-keys.js';
import { awaitsTransfer, TransferPayment } from '../../../shop/transfer-payment.js';
import styles from '../common/salon.module.css';

const TONES: Record<OrderDto['status'], BadgeTone> = {
  pending: 'yellow',
  paid: 'blue',
  shipped: 'accent',
  delivered: 'green',
  cancelled: 'grey',
};
const PAGE_SIZE = 20;

/** The company's orders of the e-shop, newest first, with their status. */
export function EshopOrders() {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const orders = useApiQuery(shopKeys.companyOrders(page), (signal) => fetchCompanyOrders(page, signal));
  return (
    <section className={styles.panel} aria-labelledby="salon-eshop-orders">
      <div className={styles.panelHead}>
        <h2 id="salon-eshop-orders" className={styles.panelTitle}>
          {t('salon.eshop.orders')}
        </h2>
      </div>
      {orders.status === 'error' && <LoadError error={orders.error} fallback={t('salon.eshop.ordersError')} onRetry={orders.reload} />}
      {orders.status === 'loading' && !orders.data && <Spinner block label={t('salon.loading')} />}
      {orders.data && orders.status !== 'error' && orders.data.orders.length === 0 && (
        <p className={styles.empty}>{t('salon.eshop.noOrders')}</p>
      )}
      {orders.data && orders.status !== 'error' && orders.data.orders.length > 0 && (
        <ul className={styles.list} data-testid="salon-orders">
          {orders.data.orders.map((order) => (
            <li key={order.id} className={styles.listItem} data-testid="salon-order">
              <div className={styles.listMain}>
                <strong>{order.number}</strong>
                <span>
                  {new Date(order.created_at).toLocaleDateString(locale)} ·{' '}
                  {order.lines.map((line) => `${line.quantity}× ${line.name}`).join(', ')}
                </span>
                <span>
                  {t('salon.eshop.payment')}: {order.payment_method_label}
                </span>
              </div>
              <strong>{formatMoney(order.total, order.currency)}</strong>
              <Badge tone={TONES[order.status]} data-testid="salon-order-status">
                {order.status_label}
              </Badge>
              {awaitsTransfer(order) && (
                <div className={styles.listFull}>
                  <TransferPayment order={order} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={totalPages(orders.data?.total ?? 0, PAGE_SIZE)} onChange={setPage} testId="salon-orders-pagination" />
    </section>
  );
}
