import '../../shop/shop.css';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth-context.js';
import { fetchOrderPayment, retryCardCheckout } from '../../api/card-payments.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { serverMessageOr } from '../../components/ui/errors.js';
import { LoadFailed, Loading } from '../../components/ui/states.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatMoney } from '../../shop/money.js';
import { shopKeys } from '../../shop/shop-keys.js';
import { TransferPayment } from '../../shop/transfer-payment.js';
import '../../i18n/cs-shop.js';

/** Polls while a card payment awaits after the return from Stripe Checkout (the server asks Stripe each time). */
const POLL_MS = 2_000;

/**
 * The customer's order page, where Stripe Checkout returns (`?platba=hotovo` after paying, `?platba=zrusena` after
 * leaving the payment page): the order's state ('Zaplaceno' / 'Čeká na platbu'), polled after paying until it
 * settles, and 'Zaplatit kartou' while a card payment still awaits (the same payment page, or a new one); a
 * bank-transfer order shows its QR code and payment details while it awaits.
 */
export function OrderPage() {
  const { t } = useI18n();
  const { status } = useAuth();
  const params = useParams();
  const [search] = useSearchParams();
  const orderId = Number(params.id);
  const returned = search.get('platba');
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const answer = useApiQuery(shopKeys.orderPayment(orderId), (signal) => fetchOrderPayment(orderId, signal), {
    enabled: status === 'authenticated' && Number.isSafeInteger(orderId) && orderId > 0,
    refetchInterval: (data) =>
      returned === 'hotovo' && data?.payment?.method === 'card' && data.payment.status === 'awaiting' ? POLL_MS : false,
  });

  if (status !== 'authenticated') {
    return (
      <PageShell title={t('order.title', { number: '' })}>
        <p>{t('order.login')}</p>
        <Link to="/prihlaseni" className="button button--primary">
          {t('auth.login')}
        </Link>
      </PageShell>
    );
  }
  if (answer.status === 'error') return <LoadFailed error={answer.error} fallback={t('order.loadFailed')} onRetry={answer.reload} />;
  if (!answer.data) return <Loading label={t('order.loading')} />;
  const { order, payment } = answer.data;
  const awaitingCard = payment?.method === 'card' && payment.status === 'awaiting' && order.status === 'pending';
  const label =
    order.status === 'cancelled'
      ? t('order.cancelled')
      : payment?.status === 'paid' || order.paid_at
        ? t('order.paid')
        : order.status === 'pending'
          ? t('order.awaiting')
          : order.status_label;

  async function payAgain() {
    setPaying(true);
    setPayError(null);
    try {
      const again = await retryCardCheckout(orderId);
      if (again.payment?.checkout_url) window.location.assign(again.payment.checkout_url);
      else {
        setPayError(again.payment?.error ?? t('order.payFailed'));
        setPaying(false);
      }
    } catch (error) {
      setPayError(serverMessageOr(error, t('order.payFailed')));
      setPaying(false);
    }
  }

  return (
    <PageShell title={t('order.title', { number: order.number })}>
      <section className="shop-order" data-testid="order-page" data-order={order.id}>
        <p>
          <strong data-testid="order-payment-state">{label}</strong>
        </p>
        <p>
          {t('order.total')}: <strong>{formatMoney(order.total, order.currency)}</strong> · {t('order.payment')}:{' '}
          {order.payment_method_label}
        </p>
        {awaitingCard && returned === 'hotovo' && (
          <p role="status" data-testid="order-checking">
            {t('order.checking')}
          </p>
        )}
        {awaitingCard && returned === 'zrusena' && (
          <p className="ui-notice ui-notice--error" role="status" data-testid="order-card-cancelled">
            {t('order.cardCancelled')}
          </p>
        )}
        {awaitingCard && payment?.error && (
          <p className="ui-notice ui-notice--error" role="alert" data-testid="order-payment-error">
            {payment.error}
          </p>
        )}
        {payError && (
          <p className="field-error" role="alert" data-testid="order-pay-error">
            {payError}
          </p>
        )}
        {awaitingCard && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void payAgain()}
            disabled={paying}
            data-testid="order-pay"
          >
            {paying ? t('order.paying') : t('order.payAgain')}
          </button>
        )}
        {order.payment_method === 'bank_transfer' && <TransferPayment order={order} />}
        <p>
          <Link to="/eshop">{t('order.toShop')}</Link>
        </p>
      </section>
    </PageShell>
  );
}
