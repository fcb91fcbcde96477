import { promoItemCreateRequest, type PromoItemCreateRequest } from '../../../../../src/contract/shop.js';
import type { PromoItemDto } from '../../../api/admin-shop.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormModal } from '../../../components/ui/form-modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormFieldList, type FieldRows } from '../common/form-dialog.js';
import { CountryField, PriceField } from './eshop-fields.js';
import { commaList, formSchema, integerFromText, minorFromText, textFromMinor, textOrNull, toListField } from './eshop-rules.js';
import { useSavePromoItem } from './queries.js';

export interface PromoItemFormValues {
  name: string;
  category: string;
  country: string;
  price: string;
  min_order: string;
  material: string;
  /** comma-separated */
  colors: string;
  printing: string;
  image_url: string;
  description: string;
  available: boolean;
}

function toRequest(v: PromoItemFormValues): Record<string, unknown> {
  return {
    name: v.name,
    category: v.category,
    country: v.country || undefined,
    price: minorFromText(v.price) ?? Number.NaN,
    min_order: integerFromText(v.min_order, 1),
    material: textOrNull(v.material),
    colors: commaList(v.colors),
    printing: textOrNull(v.printing),
    image_url: textOrNull(v.image_url),
    description: textOrNull(v.description),
    available: v.available,
  };
}

const schema = formSchema<PromoItemFormValues, PromoItemCreateRequest>(promoItemCreateRequest, toRequest, toListField('colors'));

function valuesOf(item: PromoItemDto | null): PromoItemFormValues {
  return {
    name: item?.name ?? '',
    category: item?.category ?? '',
    country: item?.country_code ?? 'CZ',
    price: textFromMinor(item?.price),
    min_order: item ? String(item.min_order) : '1',
    material: item?.material ?? '',
    colors: (item?.colors ?? []).join(', '),
    printing: item?.printing ?? '',
    image_url: item?.image_url ?? '',
    description: item?.description ?? '',
    available: item?.available ?? true,
  };
}

/**
 * 'Přidat předmět' / 'Upravit předmět': the fields of a promotional item (name, category, price per
 * piece with VAT, minimum order, material, colours, printing, availability) and its edition, image
 * address and description. Checked by the contract's schema; the server's field messages land on the fields.
 */
export function PromoItemFormModal({
  item,
  categories,
  onClose,
  onSaved,
}: {
  item: PromoItemDto | null;
  categories: readonly string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useI18n();
  const save = useSavePromoItem();
  const contract = useContractForm<PromoItemFormValues, PromoItemCreateRequest>({
    schema,
    defaultValues: valuesOf(item),
    send: async (request) => {
      const answer = await save.mutateAsync({ id: item?.id ?? null, request });
      onSaved(answer.message ?? t(item ? 'admin.eshop.promo.saved' : 'admin.eshop.promo.created', { name: answer.item.name }));
    },
    failure: () => t('admin.eshop.saveFailed'),
  });
  const { control } = contract;
  const title = item ? t('admin.eshop.promo.editTitle', { name: item.name }) : t('admin.eshop.promo.createTitle');
  const categoryHint = categories.length ? t('admin.eshop.promo.categoryHint', { list: categories.join(', ') }) : undefined;
  const fields: FieldRows<PromoItemFormValues> = [
    [
      { name: 'name', label: t('admin.eshop.promo.name'), required: true, testId: 'eshop-promo-form-name' },
      { name: 'category', label: t('admin.eshop.promo.category'), hint: categoryHint, required: true, testId: 'eshop-promo-form-category' },
    ],
    [
      {
        as: 'node',
        key: 'price',
        node: <PriceField control={control} label={t('admin.eshop.promo.price')} testId="eshop-promo-form-price" />,
      },
      {
        as: 'number',
        name: 'min_order',
        kind: 'text',
        label: t('admin.eshop.promo.minOrder'),
        required: true,
        testId: 'eshop-promo-form-min-order',
      },
      { as: 'node', key: 'country', node: <CountryField control={control} testId="eshop-promo-form-country" /> },
    ],
    [
      { name: 'material', label: t('admin.eshop.promo.material'), testId: 'eshop-promo-form-material' },
      { name: 'colors', label: t('admin.eshop.promo.colors'), hint: t('admin.eshop.promo.colorsHint'), testId: 'eshop-promo-form-colors' },
      { name: 'printing', label: t('admin.eshop.promo.printing'), testId: 'eshop-promo-form-printing' },
    ],
    {
      name: 'image_url',
      label: t('admin.eshop.promo.imageUrl'),
      hint: t('admin.eshop.promo.imageUrlHint'),
      testId: 'eshop-promo-form-image',
    },
    { as: 'textarea', name: 'description', label: t('admin.eshop.promo.description'), testId: 'eshop-promo-form-description' },
    { as: 'switch', name: 'available', label: t('admin.eshop.promo.available'), testId: 'eshop-promo-form-available' },
  ];

  return (
    <FormModal
      title={title}
      testId="eshop-promo-form"
      form={contract}
      onClose={onClose}
      submitLabel={t(item ? 'admin.eshop.saveChanges' : 'admin.eshop.promo.create')}
      pendingLabel={t('admin.eshop.saving')}
    >
      <FormFieldList control={control} fields={fields} />
    </FormModal>
  );
}
