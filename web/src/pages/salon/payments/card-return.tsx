import { useEffect, useRef } from 'react';
import { fetchHoldPayment } from '../../../api/payment-holds.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';

/** How often, and how many times, the return from the payment page asks the server (which asks Stripe) whether it was paid. */
const POLL_MS = 2_000;
const POLLS = 15;

/**
 * The salon's return from Stripe Checkout of a hold (`?platba_id=…&platba=hotovo|zrusena`, see
 * core/payments/card-service.ts): after paying, the payment is asked for until it is paid (the server looks it
 * up at Stripe, so the hold becomes active even before Stripe's event arrives) and the list refreshes; after
 * leaving the page, a line says the payment can be made again. Announced politely.
 */
export function CardReturnNotice({ params, onPaid }: { params: URLSearchParams; onPaid: () => void }) {
  const { t } = useI18n();
  const outcome = params.get('platba');
  const paymentId = Number(params.get('platba_id'));
  const polls = useRef(0);
  const valid = (outcome === 'hotovo' || outcome === 'zrusena') && Number.isSafeInteger(paymentId) && paymentId > 0;
  const answer = useApiQuery(['salon', 'hold-payment', paymentId], (signal) => fetchHoldPayment(paymentId, signal), {
    enabled: valid && outcome === 'hotovo',
    refetchInterval: (data) => (data?.payment.status === 'awaiting' && (polls.current += 1) < POLLS ? POLL_MS : false),
  });
  const status = answer.data?.payment.status;
  useEffect(() => {
    if (status === 'paid') onPaid();
  }, [status, onPaid]);
  if (!valid) return null;
  const text =
    outcome === 'zrusena'
      ? t('holdPayment.returnCancelled')
      : status === 'paid'
        ? t('holdPayment.returnPaid')
        : status === 'cancelled'
          ? t('holdPayment.returnClosed')
          : t('holdPayment.returnPending');
  return (
    <p
      className="notice"
      role="status"
      aria-live="polite"
      data-testid="card-return"
      data-state={outcome === 'zrusena' ? 'left' : (status ?? 'loading')}
    >
      {text}
    </p>
  );
}
