import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { extendOutdoorContract, type OutdoorContractDto } from '../../api/outdoor.js';
import { SelectField } from '../../components/form/select-field.js';
import { FormActions } from '../../components/ui/form-actions.js';
import { Modal } from '../../components/ui/modal.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { errorMessage } from '../salon/common/errors.js';
import { MONTH_CHOICES } from '../salon/outdoor/book-form.js';
import { minorMoney, outdoorDate } from '../salon/outdoor/format.js';
import salon from '../salon/common/salon.module.css';

/** 'Prodloužit smlouvu': by how many months; months another contract of the space holds are refused by the server. */
export function ExtendDialog({
  contract,
  onClose,
  onExtended,
}: {
  contract: OutdoorContractDto;
  onClose: () => void;
  onExtended: (contract: OutdoorContractDto) => void;
}) {
  const { t } = useI18n();
  const [months, setMonths] = useState('1');
  const extend = useMutation({
    mutationFn: () => extendOutdoorContract(contract.id, Number(months)),
    onSuccess: (answer) => onExtended(answer.contract),
  });
  // once extended, the dialog stays busy until it is closed (onExtended closes it)
  const busy = extend.isPending || extend.isSuccess;
  const message = extend.error && errorMessage(extend.error, t);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    extend.mutate();
  };
  return (
    <Modal title={t('outdoor.extendTitle')} onClose={onClose} locked={busy} size="small" testId="outdoor-extend-dialog">
      <form className={salon.form} onSubmit={submit} noValidate>
        <p>{t('outdoor.extendText', { end: outdoorDate(contract.end_date) })}</p>
        <SelectField
          label={t('outdoor.months')}
          name="months"
          value={months}
          onChange={setMonths}
          placeholder={t('outdoor.months')}
          options={MONTH_CHOICES.map((n) => ({ value: String(n), label: t('outdoor.monthsOption', { count: n }) }))}
          required
          testId="extend-months"
        />
        <p>{t('outdoor.extendPrice', { price: minorMoney(contract.monthly_price * Number(months), contract.currency) })}</p>
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('outdoor.extend')} submitTestId="extend-submit" />
      </form>
    </Modal>
  );
}
