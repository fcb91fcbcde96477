import { useState } from 'react';
import { fetchCompanyOrders } from '../../../api/shop-orders.js';
import { Pagination } from '../../../components/pagination.js';
import type { OrderDto } from '../../../api/shop-orders.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { totalPages } from '../../../components/format.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatMoney } from '../../../shop/money.js';
import { shopKeys } from '../../../shop/shop-keys.js';
import { awaitsTransfer, TransferPayment } from '../../../shop/transfer-payment.js';
import styles from '../common/salon.module.css';
import { ListStates } from '../common/list-states.js';
import { Panel } from '../common/panel.js';

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
    <Panel titleId="salon-eshop-orders" title={t('salon.eshop.orders')} headRow>
      <ListStates
        resource={orders}
        failed={t('salon.eshop.ordersError')}
        isEmpty={(data) => data.orders.length === 0}
        empty={t('salon.eshop.noOrders')}
        hideOnError
      >
        {(data) => (
          <ul className={styles.list} data-testid="salon-orders">
            {data.orders.map((order) => (
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
      </ListStates>
      <Pagination page={page} pages={totalPages(orders.data?.total ?? 0, PAGE_SIZE)} onChange={setPage} testId="salon-orders-pagination" />
    </Panel>
  );
}
