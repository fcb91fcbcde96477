import { useState } from 'react';
import { Link } from 'react-router';
import { fetchMyOrders } from '../../api/customer-orders.js';
import type { OrderDto } from '../../api/shop-orders.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatMoney } from '../../shop/money.js';
import { PagedList } from './paged-list.js';
import { customerKeys } from './queries.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

const TONES: Record<OrderDto['status'], BadgeTone> = {
  pending: 'yellow',
  paid: 'blue',
  shipped: 'accent',
  delivered: 'green',
  cancelled: 'grey',
};

/**
 * Moje objednávky: the customer's e-shop orders, 20 a page, each with its state (the server's label: 'Čeká na
 * platbu', 'Zaplaceno', …) and a link to its page, where a transfer's QR code or the card's payment page is.
 */
export function OrdersTab() {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const list = useApiQuery(customerKeys.orders(page), (signal) => fetchMyOrders(page, signal));
  return (
    <section aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title" className="section-title">
        {t('customer.tab.orders')}
      </h2>
      <PagedList
        resource={list}
        failed={t('customer.orders.error')}
        items={(data) => data.orders}
        empty={
          <p className="notice" data-testid="customer-orders-empty">
            {t('customer.orders.empty')} <Link to="/eshop">{t('customer.orders.toShop')}</Link>
          </p>
        }
        label={t('customer.tab.orders')}
        page={page}
        onPage={setPage}
        pagesTestId="customer-orders-pages"
      >
        {(order) => (
          <li key={order.id} className={styles.booking} data-testid="customer-order" data-order={order.id}>
            <div className={styles.bookingHead}>
              <strong>{order.number}</strong>
              <Badge tone={TONES[order.status]} data-testid="customer-order-status">
                {order.status_label}
              </Badge>
            </div>
            <p>
              {new Date(order.created_at).toLocaleDateString(locale)} · {formatMoney(order.total, order.currency)} ·{' '}
              {order.payment_method_label}
            </p>
            <p>
              <Link to={`/eshop/objednavka/${order.id}`} data-testid="customer-order-link">
                {t('customer.orders.detail', { number: order.number })}
              </Link>
            </p>
          </li>
        )}
      </PagedList>
    </section>
  );
}
