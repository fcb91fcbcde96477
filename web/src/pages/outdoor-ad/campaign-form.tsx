import { editOutdoorCampaign, type OutdoorContractDto } from '../../api/outdoor.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { FormActions } from '../../components/ui/form-actions.js';
import { Modal } from '../../components/ui/modal.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { errorMessage } from '../salon/common/errors.js';
import { outdoorCampaignForm } from '../salon/outdoor/form-schemas.js';
import salon from '../salon/common/salon.module.css';
import { TextFields } from '../../components/form/form-fields.js';

/** 'Upravit kampaň': the campaign's name and dates (a running campaign keeps its start; the server says so). */
export function CampaignForm({ contract, onClose, onSaved }: { contract: OutdoorContractDto; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const { control, submit, busy, message } = useContractForm({
    schema: outdoorCampaignForm,
    defaultValues: { campaign: contract.campaign, start_date: contract.start_date, end_date: contract.end_date },
    send: async (request) => {
      await editOutdoorCampaign(contract.id, request);
      onSaved();
    },
    failure: (error) => errorMessage(error, t),
  });
  return (
    <Modal title={t('outdoor.editCampaign')} onClose={onClose} locked={busy} testId="outdoor-campaign-form">
      <form className={salon.form} onSubmit={submit} noValidate>
        <TextFields
          control={control}
          fields={[
            { name: 'campaign', label: t('outdoor.campaign'), required: true, maxLength: 200, testId: 'campaign-name' },
            {
              name: 'start_date',
              label: t('outdoor.startDate'),
              type: 'date',
              required: true,
              disabled: contract.state === 'running',
              testId: 'campaign-start',
            },
            { name: 'end_date', label: t('outdoor.endDate'), type: 'date', required: true, testId: 'campaign-end' },
          ]}
        />
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('outdoor.save')} submitTestId="campaign-submit" />
      </form>
    </Modal>
  );
}
