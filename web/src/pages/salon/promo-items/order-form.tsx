import { useMemo, useRef } from 'react';
import { z } from 'zod';
import { orderPromoItem, type PromoItemDto } from '../../../api/promo-items.js';
import { newIdempotencyKey } from '../../../api/booking.js';
import { DEFAULT_SHIPPING_COUNTRY, orderCreateRequest, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../../src/contract/shop.js';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { formOf, typedNumber } from '../common/form-schemas.js';
import { minorMoney } from '../outdoor/format.js';
import styles from '../common/salon.module.css';

/** The order form's values, named as the request names them (so the server's field messages land on the fields). */
const orderForm = (item: PromoItemDto, belowMin: string) =>
  formOf(
    {
      items: z.array(z.object({ quantity: z.string() })),
      shipping_address: z.object({ street: z.string(), city: z.string(), postalCode: z.string() }),
      payment_method: z.string(),
    },
    orderCreateRequest,
    (v) => ({
      items: [{ promo_item_id: item.id, quantity: typedNumber(v.items[0]?.quantity ?? '') }],
      shipping_address: { ...v.shipping_address, country: DEFAULT_SHIPPING_COUNTRY },
      payment_method: v.payment_method,
    }),
  ).refine((request) => (request.items[0]?.quantity ?? 0) >= item.min_order, { path: ['items', 0, 'quantity'], message: belowMin });

/** 'Objednat': a quantity of at least the item's minimum order, the delivery address and the payment; an order of the e-shop. */
export function PromoItemOrderForm({
  item,
  onClose,
  onOrdered,
}: {
  item: PromoItemDto;
  onClose: () => void;
  onOrdered: (message: string) => void;
}) {
  const { t } = useI18n();
  // one key for this filled form: a second click or a retry answers the same order
  const key = useRef(newIdempotencyKey());
  const schema = useMemo(() => orderForm(item, t('promo.belowMin', { min: item.min_order })), [item, t]);
  const { form, control, submit, busy, message } = useContractForm({
    schema,
    defaultValues: {
      items: [{ quantity: String(item.min_order) }],
      shipping_address: { street: '', city: '', postalCode: '' },
      payment_method: 'bank_transfer',
    },
    send: async (request) => {
      const answer = await orderPromoItem(request, key.current);
      onOrdered(answer.message);
    },
    failure: (error) => errorMessage(error, t),
  });
  const quantity = typedNumber(form.watch('items.0.quantity') ?? '');
  return (
    <Modal title={t('promo.orderTitle', { name: item.name })} onClose={onClose} locked={busy} testId="promo-order-form">
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormTextField
          control={control}
          name="items.0.quantity"
          label={t('promo.quantity', { min: item.min_order })}
          type="number"
          required
          testId="promo-quantity"
        />
        {Number.isFinite(quantity) && quantity > 0 && (
          <p data-testid="promo-total">{t('promo.total', { total: minorMoney(item.price * quantity, item.currency) })}</p>
        )}
        <FormTextField control={control} name="shipping_address.street" label={t('promo.street')} required testId="promo-street" />
        <FormTextField control={control} name="shipping_address.city" label={t('promo.city')} required testId="promo-city" />
        <FormTextField control={control} name="shipping_address.postalCode" label={t('promo.postalCode')} testId="promo-postal" />
        <FormSelectField
          control={control}
          name="payment_method"
          label={t('promo.payment')}
          placeholder={t('promo.payment')}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          required
          testId="promo-payment"
        />
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('promo.submit')} submitTestId="promo-submit" />
      </form>
    </Modal>
  );
}
