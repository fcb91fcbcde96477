import { useId } from 'react';
import { fetchPaymentMethods } from '../../../api/card-payments.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { shopKeys } from '../../../shop/shop-keys.js';

export type HoldMethod = 'bank_transfer' | 'card';

/**
 * How a featured campaign or an outdoor space is paid: a bank transfer, or a card where the server offers cards
 * (Stripe configured). Without cards there is nothing to choose and nothing is shown (a transfer it is).
 */
export function HoldPaymentChoice({
  value,
  onChange,
  testId,
}: {
  value: HoldMethod;
  onChange: (method: HoldMethod) => void;
  testId: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const offered = useApiQuery(shopKeys.paymentMethods, fetchPaymentMethods);
  if (!offered.data?.methods.includes('card')) return null;
  return (
    <fieldset className="field" aria-describedby={`${id}-hint`} data-testid={testId}>
      <legend>{t('holdPayment.method')}</legend>
      {(['bank_transfer', 'card'] as const).map((method) => (
        <label key={method} className="shop-check">
          <input
            type="radio"
            name={`${id}-method`}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            data-testid={`${testId}-${method}`}
          />
          {t(`holdPayment.method.${method}`)}
        </label>
      ))}
      <p id={`${id}-hint`} className="field-hint">
        {t(value === 'card' ? 'holdPayment.methodCardHint' : 'holdPayment.methodTransferHint')}
      </p>
    </fieldset>
  );
}

/** After a purchase by card: the browser goes to its payment page (none could be opened: the hold shows 'Zaplatit kartou'). */
export function goToCardPage(payment: { method: string; status: string; checkout_url: string | null } | null | undefined): boolean {
  if (payment?.method !== 'card' || payment.status !== 'awaiting' || !payment.checkout_url) return false;
  window.location.assign(payment.checkout_url);
  return true;
}
