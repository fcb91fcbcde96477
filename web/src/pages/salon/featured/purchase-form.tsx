import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { featuredPurchaseRequest } from '../../../../../src/contract/featured.js';
import { buyFeaturedCampaign, type FeaturedOfferDto, type FeaturedPurchaseRequest } from '../../../api/featured.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { addDays } from '../common/format.js';
import { errorMessage } from '../common/errors.js';
import { goToCardPage, HoldPaymentChoice, type HoldMethod } from '../payments/payment-choice.js';
import styles from '../common/salon.module.css';
import { daysOf, featuredMoney, featuredPeriod } from './format.js';
import { TextFields } from '../../../components/form/form-fields.js';

/**
 * 'Koupit zvýraznění': a name and the first and last day; the price follows the dates as they change.
 * 'Pokračovat' checks the fields, then a confirmation names the period and the price before the purchase.
 */
export function FeaturedPurchaseForm({ offer, onBought }: { offer: FeaturedOfferDto; onBought: (name: string) => void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState<FeaturedPurchaseRequest | null>(null);
  const [method, setMethod] = useState<HoldMethod>('bank_transfer');
  const { form, control, submit, message } = useContractForm({
    schema: featuredPurchaseRequest,
    defaultValues: { name: '', starts_on: addDays(offer.today, 1), ends_on: addDays(offer.today, 7) },
    send: async (request) => {
      buy.reset();
      setConfirming(request);
    },
    failure: (error) => errorMessage(error, t),
  });
  const [startsOn, endsOn] = useWatch({ control, name: ['starts_on', 'ends_on'] });
  const days = daysOf(startsOn, endsOn);
  const price = days * offer.day_price;

  const buy = useMutation({
    mutationFn: (request: FeaturedPurchaseRequest) => buyFeaturedCampaign({ ...request, payment_method: method }),
    onSuccess: (answer, request) => {
      // by card: on to the payment page (Stripe Checkout returns to this section)
      if (goToCardPage(answer.campaign.payment)) return;
      setConfirming(null);
      form.reset();
      onBought(request.name);
    },
  });

  return (
    <>
      <p>{t('featured.dayPrice', { price: featuredMoney(offer.day_price, offer.currency), max: offer.max_days, slots: offer.slots })}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="featured-buy-title" data-testid="featured-buy-form">
        <TextFields
          control={control}
          fields={[
            { name: 'name', label: t('featured.name'), required: true, maxLength: 120, testId: 'featured-name' },
            { name: 'starts_on', label: t('featured.startsOn'), type: 'date', min: offer.today, required: true, testId: 'featured-starts' },
            { name: 'ends_on', label: t('featured.endsOn'), type: 'date', min: startsOn, required: true, testId: 'featured-ends' },
          ]}
        />
        <p aria-live="polite" data-testid="featured-price">
          <strong>{t('featured.total')}: </strong>
          {days > 0 ? t('featured.totalValue', { price: featuredMoney(price, offer.currency), days }) : t('featured.totalUnknown')}
        </p>
        <HoldPaymentChoice value={method} onChange={setMethod} testId="featured-payment" />
        <p>{t('featured.invoice')}</p>
        <FormActions message={message} busy={false} submitLabel={t('featured.next')} submitTestId="featured-buy-submit" />
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('featured.confirmTitle')}
          message={t('featured.confirmText', {
            name: confirming.name,
            period: featuredPeriod(confirming.starts_on, confirming.ends_on),
            price: featuredMoney(daysOf(confirming.starts_on, confirming.ends_on) * offer.day_price, offer.currency),
          })}
          confirmLabel={t('featured.confirm')}
          confirmTone="primary"
          busyLabel={t('featured.confirmBusy')}
          busy={buy.isPending}
          error={buy.error && errorMessage(buy.error, t)}
          onConfirm={() => buy.mutate(confirming)}
          onCancel={() => setConfirming(null)}
          testId="featured-confirm"
        />
      )}
    </>
  );
}
