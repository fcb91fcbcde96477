import { useState } from 'react';
import { extendOutdoorContract, type OutdoorContractDto } from '../../api/outdoor.js';
import { SelectField } from '../../components/form/select-field.js';
import { FormActions } from '../../components/ui/form-actions.js';
import { Modal } from '../../components/ui/modal.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { errorMessage } from '../salon/errors.js';
import { MONTH_CHOICES } from '../salon/outdoor-book-form.js';
import { minorMoney, outdoorDate } from '../salon/outdoor-format.js';
import salon from '../salon/salon.module.css';

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      onExtended((await extendOutdoorContract(contract.id, Number(months))).contract);
    } catch (error) {
      setMessage(errorMessage(error, t));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('outdoor.extendTitle')} onClose={onClose} locked={busy} size="small" testId="outdoor-extend-dialog">
      <form className={salon.form} onSubmit={(e) => void submit(e)} noValidate>
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
