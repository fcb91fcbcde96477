import { OUTDOOR_SPACE_STATUSES, outdoorSpaceCreateRequest, type OutdoorSpaceCreateRequest } from '../../../../../src/contract/outdoor.js';
import type { OutdoorSpaceDto } from '../../../api/admin-outdoor.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormModal } from '../../../components/ui/form-modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormFieldList, type FieldRows } from '../common/form-dialog.js';
import { CountryField } from './eshop-fields.js';
import { formSchema, integerFromText, minorFromText, textFromMinor, textOrNull } from './eshop-rules.js';
import { useSaveAdSpace } from './queries.js';

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
  const save = useSaveAdSpace();
  const contract = useContractForm<AdSpaceFormValues, OutdoorSpaceCreateRequest>({
    schema,
    defaultValues: valuesOf(space),
    send: async (request) => {
      const answer = await save.mutateAsync({ id: space?.id ?? null, request });
      onSaved(t(space ? 'admin.eshop.space.saved' : 'admin.eshop.space.created', { name: answer.space.location }));
    },
    failure: () => t('admin.eshop.saveFailed'),
  });
  const { control } = contract;
  const title = space ? t('admin.eshop.space.editTitle', { name: space.location }) : t('admin.eshop.space.createTitle');
  const statusOptions = OUTDOOR_SPACE_STATUSES.map((value) => ({ value, label: t(`admin.eshop.space.status.${value}`) }));
  const fields: FieldRows<AdSpaceFormValues> = [
    [
      {
        name: 'type',
        label: t('admin.eshop.space.type'),
        hint: t('admin.eshop.space.typeHint'),
        required: true,
        testId: 'eshop-space-form-type',
      },
      { name: 'size', label: t('admin.eshop.space.size'), required: true, testId: 'eshop-space-form-size' },
    ],
    { name: 'location', label: t('admin.eshop.space.location'), required: true, testId: 'eshop-space-form-location' },
    [
      { name: 'city', label: t('admin.eshop.space.city'), required: true, testId: 'eshop-space-form-city' },
      { as: 'node', key: 'country', node: <CountryField control={control} testId="eshop-space-form-country" /> },
    ],
    [
      { name: 'latitude', label: t('admin.eshop.space.latitude'), required: true, testId: 'eshop-space-form-latitude' },
      {
        name: 'longitude',
        label: t('admin.eshop.space.longitude'),

        required: true,
        testId: 'eshop-space-form-longitude',
      },
    ],
    [
      {
        as: 'number',
        name: 'price_per_month',
        kind: 'text',
        label: t('admin.eshop.space.price'),
        required: true,
        testId: 'eshop-space-form-price',
      },
      { name: 'visibility', label: t('admin.eshop.space.visibility'), testId: 'eshop-space-form-visibility' },
    ],
    [
      {
        as: 'select',
        name: 'status',
        label: t('admin.eshop.space.statusField'),
        placeholder: t('admin.eshop.product.choose'),
        options: statusOptions,
        testId: 'eshop-space-form-status',
      },
      { as: 'number', name: 'occupancy', kind: 'text', label: t('admin.eshop.space.occupancy'), testId: 'eshop-space-form-occupancy' },
    ],
    { name: 'image_url', label: t('admin.eshop.space.imageUrl'), testId: 'eshop-space-form-image' },
    { as: 'textarea', name: 'description', label: t('admin.eshop.space.description'), testId: 'eshop-space-form-description' },
  ];

  return (
    <FormModal
      title={title}
      testId="eshop-space-form"
      form={contract}
      onClose={onClose}
      submitLabel={t(space ? 'admin.eshop.saveChanges' : 'admin.eshop.space.create')}
      pendingLabel={t('admin.eshop.saving')}
    >
      <FormFieldList control={control} fields={fields} />
    </FormModal>
  );
}
