import { useState } from 'react';
import { saveLegalDetails, type LegalDetailsDto } from '../../../api/legal-documents.js';
import { FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import salon from '../common/salon.module.css';
import { legalDetailsForm } from './form-schemas.js';
import { useLegalChanged } from './queries.js';
import { Panel } from '../common/panel.js';

/** 'Údaje pro dokumenty': the IČO and DIČ the documents name the salon by (the listing does not hold them). */
export function DetailsForm({ details }: { details: LegalDetailsDto }) {
  const { t } = useI18n();
  const changed = useLegalChanged();
  const [notice, setNotice] = useState<string | null>(null);
  const { control, submit, busy, message } = useContractForm({
    schema: legalDetailsForm,
    defaultValues: { registration_number: details.registration_number ?? '', tax_number: details.tax_number ?? '' },
    send: async (request) => {
      setNotice(null);
      await saveLegalDetails(request);
      await changed();
      setNotice(t('legal.detailsSaved'));
    },
    failure: (error) => errorMessage(error, t),
  });
  return (
    <Panel titleId="legal-details-title" title={t('legal.detailsTitle')}>
      <p className={salon.note}>{t('legal.detailsText')}</p>
      <form className={salon.form} onSubmit={submit} noValidate data-testid="legal-details">
        <FormTextField
          control={control}
          name="registration_number"
          label={t('legal.registrationNumber')}
          maxLength={20}
          inputMode="numeric"
          testId="legal-registration-number"
        />
        <FormTextField control={control} name="tax_number" label={t('legal.taxNumber')} maxLength={20} testId="legal-tax-number" />
        <FormActions message={message} notice={notice} busy={busy} submitLabel={t('legal.saveDetails')} submitTestId="legal-details-save" />
      </form>
    </Panel>
  );
}
