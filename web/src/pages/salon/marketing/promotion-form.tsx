import { fetchServices, fetchSettings } from '../../../api/salon.js';
import { savePromotion, type CompanyPromotionDto } from '../../../api/promotions.js';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { currencyLabel } from '../../../components/format.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { Modal } from '../../../components/ui/modal.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { salonKeys } from '../common/queries.js';
import styles from '../common/salon.module.css';
import { promotionForm } from './form-schema.js';
import { TextFields } from '../../../components/form/form-fields.js';

/** 'Nová akce' / 'Upravit akci': title, discount (percent or an amount), service, validity (Prague days) and usage limit. */
export function PromotionForm({
  promotion,
  today,
  onClose,
  onSaved,
}: {
  promotion: CompanyPromotionDto | null;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const services = useApiQuery(salonKeys.services, (signal) => fetchServices(signal)).data ?? [];
  const currency = useApiQuery(salonKeys.settings, (signal) => fetchSettings(signal)).data?.currency ?? 'CZK';
  const { control, submit, busy, message } = useContractForm({
    schema: promotionForm,
    defaultValues: {
      title: promotion?.title ?? '',
      description: promotion?.description ?? '',
      discount_type: promotion?.discount_type ?? 'percentage',
      discount: promotion ? String(promotion.discount) : '',
      service_id: promotion?.service_id ? String(promotion.service_id) : '',
      valid_from: promotion?.valid_from ?? '',
      valid_until: promotion?.valid_until ?? '',
      usage_limit: promotion?.usage_limit ? String(promotion.usage_limit) : '',
    },
    send: async (request) => {
      await savePromotion(promotion?.id ?? null, request);
      onSaved();
    },
    failure: (error) => errorMessage(error, t),
  });
  return (
    <Modal title={promotion ? t('marketing.formEdit') : t('marketing.formNew')} onClose={onClose} locked={busy} testId="promotion-form">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextFields
          control={control}
          fields={[
            { name: 'title', label: t('marketing.fieldTitle'), required: true, maxLength: 190, testId: 'promotion-title' },
            { name: 'description', label: t('marketing.fieldDescription'), maxLength: 2000, testId: 'promotion-description' },
          ]}
        />
        <FormSelectField
          control={control}
          name="discount_type"
          label={t('marketing.fieldType')}
          placeholder={t('marketing.fieldType')}
          options={[
            { value: 'percentage', label: t('marketing.typePercentage') },
            { value: 'fixed', label: t('marketing.typeFixed', { currency: currencyLabel(currency) }) },
          ]}
          required
          testId="promotion-type"
        />
        <FormTextField
          control={control}
          name="discount"
          label={t('marketing.fieldDiscount')}
          type="number"
          required
          testId="promotion-discount"
        />
        <FormSelectField
          control={control}
          name="service_id"
          label={t('marketing.fieldService')}
          placeholder={t('marketing.fieldServiceAll')}
          options={services.map((s) => ({ value: String(s.id), label: s.name }))}
          testId="promotion-service"
        />
        <TextFields
          control={control}
          fields={[
            { name: 'valid_from', label: t('marketing.fieldFrom'), type: 'date', min: today, testId: 'promotion-from' },
            { name: 'valid_until', label: t('marketing.fieldUntil'), type: 'date', min: today, required: true, testId: 'promotion-until' },
            { name: 'usage_limit', label: t('marketing.fieldLimit'), type: 'number', testId: 'promotion-limit' },
          ]}
        />
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('marketing.save')} submitTestId="promotion-submit" />
      </form>
    </Modal>
  );
}
