import { useState } from 'react';
import { bookOutdoorSpace, type OutdoorSpaceDto } from '../../../api/outdoor.js';
import { FormSelectField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { goToCardPage, HoldPaymentChoice, type HoldMethod } from '../payments/payment-choice.js';
import { outdoorBookForm } from './form-schemas.js';
import styles from '../common/salon.module.css';
import { TextFields } from '../../../components/form/form-fields.js';

export const MONTH_CHOICES = [1, 2, 3, 6, 12] as const;

/** 'Pronajmout': the campaign, its first day and the months; months another contract holds are refused by the server. */
export function OutdoorBookForm({
  space,
  today,
  onClose,
  onBooked,
}: {
  space: OutdoorSpaceDto;
  today: string;
  onClose: () => void;
  onBooked: (contractId: number) => void;
}) {
  const { t } = useI18n();
  const [method, setMethod] = useState<HoldMethod>('bank_transfer');
  const { control, submit, busy, message } = useContractForm({
    schema: outdoorBookForm,
    defaultValues: { campaign: '', start_date: today, months: '1' },
    send: async (request) => {
      const answer = await bookOutdoorSpace(space.id, { ...request, payment_method: method });
      // by card: on to the payment page (Stripe Checkout returns to Outdoorová reklama)
      if (goToCardPage(answer.contract.payment)) return;
      onBooked(answer.contract.id);
    },
    failure: (error) => errorMessage(error, t),
  });
  const name = `${space.type}, ${space.location}`;
  return (
    <Modal title={t('outdoor.bookTitle', { name })} onClose={onClose} locked={busy} testId="outdoor-book-form">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextFields
          control={control}
          fields={[
            { name: 'campaign', label: t('outdoor.campaign'), required: true, maxLength: 200, testId: 'outdoor-campaign' },
            { name: 'start_date', label: t('outdoor.startDate'), type: 'date', required: true, testId: 'outdoor-start' },
          ]}
        />
        <FormSelectField
          control={control}
          name="months"
          label={t('outdoor.months')}
          placeholder={t('outdoor.months')}
          options={MONTH_CHOICES.map((n) => ({ value: String(n), label: t('outdoor.monthsOption', { count: n }) }))}
          required
          testId="outdoor-months"
        />
        <HoldPaymentChoice value={method} onChange={setMethod} testId="outdoor-payment" />
        <FormActions
          message={message}
          busy={busy}
          onCancel={onClose}
          submitLabel={t('outdoor.submitBook')}
          submitTestId="outdoor-book-submit"
        />
      </form>
    </Modal>
  );
}
