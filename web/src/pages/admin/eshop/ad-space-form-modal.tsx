import { useId } from 'react';
import { countryCode } from '../../../../../src/contract/common.js';
import { OUTDOOR_SPACE_STATUSES, outdoorSpaceCreateRequest, type OutdoorSpaceCreateRequest } from '../../../../../src/contract/outdoor.js';
import { createOutdoorSpace, updateOutdoorSpace, type OutdoorSpaceDto } from '../../../api/admin-outdoor.js';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formSchema, integerFromText, minorFromText, textFromMinor, textOrNull } from './eshop-rules.js';
import styles from './eshop.module.css';

export interface AdSpaceFormValues {
  type: string;
  location: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  size: string;
  price_per_month: string;
  visibility: string;
  status: string;
  occupancy: string;
  image_url: string;
  description: string;
}

/** A coordinate typed with a dot or a comma; empty or not a number is NaN (the contract's message). */
const coordinate = (text: string): number => {
  const bare = text.trim().replace(',', '.');
  return bare && Number.isFinite(Number(bare)) ? Number(bare) : Number.NaN;
};

function toRequest(v: AdSpaceFormValues): Record<string, unknown> {
  return {
    type: v.type,
    location: v.location,
    city: v.city,
    country: v.country || undefined,
    latitude: coordinate(v.latitude),
    longitude: coordinate(v.longitude),
    size: v.size,
    price_per_month: minorFromText(v.price_per_month) ?? Number.NaN,
    visibility: v.visibility.trim(),
    status: v.status || undefined,
    occupancy: integerFromText(v.occupancy, 0),
    image_url: textOrNull(v.image_url),
    description: textOrNull(v.description),
  };
}

const schema = formSchema<AdSpaceFormValues, OutdoorSpaceCreateRequest>(outdoorSpaceCreateRequest, toRequest);

function valuesOf(space: OutdoorSpaceDto | null): AdSpaceFormValues {
  return {
    type: space?.type ?? '',
    location: space?.location ?? '',
    city: space?.city ?? '',
    country: space?.country_code ?? 'CZ',
    latitude: space ? String(space.latitude) : '',
    longitude: space ? String(space.longitude) : '',
    size: space?.size ?? '',
    price_per_month: textFromMinor(space?.price_per_month),
    visibility: space?.visibility ?? '',
    status: space?.manual_status ?? 'available',
    occupancy: space ? String(space.occupancy) : '0',
    image_url: space?.image_url ?? '',
    description: space?.description ?? '',
  };
}

/**
 * 'Přidat plochu' / 'Upravit plochu': type, location, city and edition, coordinates, size, price a month,
 * visibility, the status the operator sets, occupancy, image address and description. Checked by the
 * outdoor contract's schema; the server's field messages land on the fields.
 */
export function AdSpaceFormModal({
  space,
  onClose,
  onSaved,
}: {
  space: OutdoorSpaceDto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { control, submit, busy, message } = useContractForm<AdSpaceFormValues, OutdoorSpaceCreateRequest>({
    schema,
    defaultValues: valuesOf(space),
    send: async (request) => {
      const answer = space ? await updateOutdoorSpace(space.id, request) : await createOutdoorSpace(request);
      onSaved(t(space ? 'admin.eshop.space.saved' : 'admin.eshop.space.created', { name: answer.space.location }));
    },
    failure: () => t('admin.eshop.saveFailed'),
  });
  const title = space ? t('admin.eshop.space.editTitle', { name: space.location }) : t('admin.eshop.space.createTitle');
  const countryOptions = countryCode.options.map((value) => ({ value, label: t(`admin.eshop.country.${value}`) }));
  const statusOptions = OUTDOOR_SPACE_STATUSES.map((value) => ({ value, label: t(`admin.eshop.space.status.${value}`) }));

  return (
    <Modal
      title={title}
      onClose={onClose}
      size="large"
      locked={busy}
      testId="eshop-space-form"
      messages={
        <div role="alert" className="ui-modal-messages">
          {message && (
            <p className="ui-inline-error" data-testid="eshop-space-form-error">
              {message}
            </p>
          )}
        </div>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {t('ui.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy} data-testid="eshop-space-form-save">
            {busy ? t('admin.eshop.saving') : t(space ? 'admin.eshop.saveChanges' : 'admin.eshop.space.create')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className={`ui-form ${styles.form}`} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <div className="ui-form-row">
          <FormTextField
            control={control}
            name="type"
            label={t('admin.eshop.space.type')}
            hint={t('admin.eshop.space.typeHint')}
            required
            testId="eshop-space-form-type"
          />
          <FormTextField control={control} name="size" label={t('admin.eshop.space.size')} required testId="eshop-space-form-size" />
        </div>
        <FormTextField
          control={control}
          name="location"
          label={t('admin.eshop.space.location')}
          required
          testId="eshop-space-form-location"
        />
        <div className="ui-form-row">
          <FormTextField control={control} name="city" label={t('admin.eshop.space.city')} required testId="eshop-space-form-city" />
          <FormSelectField
            control={control}
            name="country"
            label={t('admin.eshop.product.country')}
            placeholder={t('admin.eshop.product.countryPlaceholder')}
            options={countryOptions}
            testId="eshop-space-form-country"
          />
        </div>
        <div className="ui-form-row">
          <FormTextField
            control={control}
            name="latitude"
            label={t('admin.eshop.space.latitude')}
            inputMode="text"
            required
            testId="eshop-space-form-latitude"
          />
          <FormTextField
            control={control}
            name="longitude"
            label={t('admin.eshop.space.longitude')}
            inputMode="text"
            required
            testId="eshop-space-form-longitude"
          />
        </div>
        <div className="ui-form-row">
          <FormTextField
            control={control}
            name="price_per_month"
            label={t('admin.eshop.space.price')}
            inputMode="numeric"
            required
            testId="eshop-space-form-price"
          />
          <FormTextField
            control={control}
            name="visibility"
            label={t('admin.eshop.space.visibility')}
            testId="eshop-space-form-visibility"
          />
        </div>
        <div className="ui-form-row">
          <FormSelectField
            control={control}
            name="status"
            label={t('admin.eshop.space.statusField')}
            placeholder={t('admin.eshop.product.choose')}
            options={statusOptions}
            testId="eshop-space-form-status"
          />
          <FormTextField
            control={control}
            name="occupancy"
            label={t('admin.eshop.space.occupancy')}
            inputMode="numeric"
            testId="eshop-space-form-occupancy"
          />
        </div>
        <FormTextField control={control} name="image_url" label={t('admin.eshop.space.imageUrl')} testId="eshop-space-form-image" />
        <FormTextField
          control={control}
          name="description"
          label={t('admin.eshop.space.description')}
          multiline
          testId="eshop-space-form-description"
        />
      </form>
    </Modal>
  );
}
