import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { orderCreateRequest } from '../../../src/contract/shop.js';
import { useEdition } from '../app/edition-context.js';
import { createOrder, PAYMENT_METHODS, type OrderDto } from '../api/shop-orders.js';
import { fetchPaymentMethods } from '../api/card-payments.js';
import { useApiQuery } from '../hooks/use-api-query.js';
import { useController, type Control } from 'react-hook-form';
import { useContractForm } from '../components/form/use-contract-form.js';
import { serverMessageOr } from '../components/ui/errors.js';
import { useI18n } from '../i18n/i18n-context.js';
import { ApiError } from '../api/api-error.js';
import { queryClient } from '../api/query-client.js';
import { cart } from './cart.js';
import { closeCartDrawer } from './cart-drawer-state.js';
import { lineProblems } from './checkout-errors.js';
import { shopKeys } from './shop-keys.js';
import '../i18n/cs-shop.js';
import { TextFields } from '../components/form/form-fields.js';

/** The checkout's fields, judged by the order request's own schema (the server's messages). */
const checkoutSchema = orderCreateRequest.pick({ shipping_address: true, payment_method: true });
type CheckoutValues = z.input<typeof checkoutSchema>;

/** A new key for each checkout attempt: a double click or a retry of the same attempt makes one order. */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The checkout step: delivery address (street and city required) and payment method; 'Objednávám...' while sending. */
export function CheckoutForm({
  total,
  onBack,
  onBusy,
  onDone,
  onLineProblems,
}: {
  total: string;
  onBack: () => void;
  onBusy: (busy: boolean) => void;
  /** the order made: the drawer shows its message and, for a bank transfer, how to pay it */
  onDone: (message: string, order: OrderDto) => void;
  onLineProblems: (problems: Record<number, string>) => void;
}) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const attempt = useRef(newIdempotencyKey());
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const { control, submit, busy, message } = useContractForm<CheckoutValues, z.output<typeof checkoutSchema>>({
    schema: checkoutSchema,
    defaultValues: { shipping_address: { street: '', city: '', postalCode: '', country: edition.name }, payment_method: 'card' },
    send: async (values) => {
      const items = cart.items();
      try {
        const answer = await createOrder(
          {
            items,
            shipping_address: values.shipping_address,
            payment_method: values.payment_method,
            clear_cart: true,
          },
          attempt.current,
        );
        void queryClient.invalidateQueries({ queryKey: shopKeys.all });
        if (answer.payment?.method === 'card') {
          // card: Stripe's hosted payment page, or (it could not be opened) the order's page with its error and retry
          cart.emptied();
          if (answer.payment.checkout_url) {
            setRedirecting(true);
            window.location.assign(answer.payment.checkout_url);
          } else {
            closeCartDrawer();
            void navigate(`/eshop/objednavka/${answer.order.id}`);
          }
          return;
        }
        onDone(answer.message, answer.order);
      } catch (error) {
        const problems = lineProblems(error, items);
        if (error instanceof ApiError && Object.keys(problems).length) {
          // the cart changes before the next attempt, which is another order
          attempt.current = newIdempotencyKey();
          onLineProblems(problems);
          return;
        }
        throw error;
      }
    },
    failure: (error) => serverMessageOr(error, t('cart.failed')),
  });
  // the drawer cannot be closed while the order is on its way; it can again once the form is gone (the success message)
  useEffect(() => {
    onBusy(busy);
    return () => onBusy(false);
  }, [busy, onBusy]);

  return (
    <form className="shop-drawer-body" onSubmit={submit} noValidate data-testid="checkout-form">
      <fieldset className="shop-fieldset" disabled={busy}>
        <legend>{t('cart.address')}</legend>
        <TextFields
          control={control}
          fields={[
            {
              name: 'shipping_address.street',
              label: t('cart.street'),
              autoComplete: 'street-address',
              required: true,
              testId: 'checkout-street',
            },
            {
              name: 'shipping_address.city',
              label: t('cart.city'),
              autoComplete: 'address-level2',
              required: true,
              testId: 'checkout-city',
            },
            { name: 'shipping_address.postalCode', label: t('cart.postalCode'), autoComplete: 'postal-code', testId: 'checkout-postal' },
            { name: 'shipping_address.country', label: t('cart.country'), autoComplete: 'country-name', testId: 'checkout-country' },
          ]}
        />
      </fieldset>
      <fieldset className="shop-fieldset" disabled={busy}>
        <legend>{t('cart.payment')}</legend>
        <PaymentChoice control={control} />
      </fieldset>
      <p className="shop-total">
        <span>{t('cart.total')}</span>
        <strong>{total}</strong>
      </p>
      {message && (
        <p className="field-error" role="alert" data-testid="checkout-error">
          {message}
        </p>
      )}
      <div className="shop-drawer-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy} data-testid="checkout-back">
          {t('cart.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy || redirecting} data-testid="checkout-submit">
          {redirecting ? t('cart.toPayment') : busy ? t('cart.ordering') : t('cart.order')}
        </button>
      </div>
    </form>
  );
}

/** Card (only when the server offers it: Stripe configured), bank transfer or cash on delivery, as radio buttons. */
function PaymentChoice({ control }: { control: Control<CheckoutValues, unknown, z.output<typeof checkoutSchema>> }) {
  const { t } = useI18n();
  const { field } = useController({ control, name: 'payment_method' });
  const offered = useApiQuery(shopKeys.paymentMethods, fetchPaymentMethods);
  const methods = PAYMENT_METHODS.filter((m) => (offered.data ? offered.data.methods.includes(m) : m !== 'card'));
  const { value, onChange } = field;
  // the default (card) where cards are not offered: the first method offered instead
  useEffect(() => {
    if (offered.data && !offered.data.methods.includes(value)) onChange(offered.data.methods[0] ?? 'bank_transfer');
  }, [offered.data, value, onChange]);
  return (
    <div className="shop-payments" data-testid="checkout-payment">
      {methods.map((method) => (
        <label key={method} className="shop-check">
          <input
            type="radio"
            name={field.name}
            value={method}
            checked={field.value === method}
            onChange={() => field.onChange(method)}
            ref={method === field.value ? field.ref : undefined}
            data-testid={`checkout-payment-${method}`}
          />
          {t(`cart.payment.${method}`)}
        </label>
      ))}
    </div>
  );
}
