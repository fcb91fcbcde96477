import { saveService, type SalonServiceDto } from '../../../api/salon.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { currencyLabel } from '../../../components/format.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { serviceForm } from '../common/form-schemas.js';
import styles from '../common/salon.module.css';
import { TextFields } from '../../../components/form/form-fields.js';

/**
 * 'Nová služba' / 'Upravit službu': name, category (the group on the public profile), description (the profile
 * and the booking modal show it), duration in minutes, price in the listing's currency, active.
 */
export function ServiceForm({
  service,
  currency,
  onClose,
  onSaved,
}: {
  service: SalonServiceDto | null;
  currency: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { form, control, submit, busy, message } = useContractForm({
    schema: serviceForm,
    defaultValues: {
      name: service?.name ?? '',
      category: service?.category ?? '',
      description: service?.description ?? '',
      duration_minutes: String(service?.duration_minutes ?? 60),
      price: String(service?.price ?? ''),
      is_active: service?.is_active ?? true,
    },
    send: async (request) => {
      await saveService(service?.id ?? null, request);
      onSaved();
    },
    failure: (error) => errorMessage(error, t),
  });
  const priceLabel = t('salon.price', { currency: currencyLabel(service?.currency ?? currency) });
  return (
    <Modal title={service ? t('salon.editService') : t('salon.newService')} onClose={onClose} locked={busy} testId="service-form">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextFields
          control={control}
          fields={[
            { name: 'name', label: t('salon.serviceName'), required: true, maxLength: 190, testId: 'service-name' },
            {
              name: 'category',
              label: t('salon.serviceCategory'),
              hint: t('salon.serviceCategoryHint'),
              maxLength: 100,
              testId: 'service-category',
            },
            { name: 'description', label: t('salon.serviceDescription'), multiline: true, maxLength: 1000, testId: 'service-description' },
            { name: 'duration_minutes', label: t('salon.duration'), type: 'number', required: true, testId: 'service-duration' },
            { name: 'price', label: priceLabel, type: 'number', required: true, testId: 'service-price' },
          ]}
        />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('is_active')} /> {t('salon.active')}
        </label>
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('salon.save')} submitTestId="service-submit" />
      </form>
    </Modal>
  );
}
