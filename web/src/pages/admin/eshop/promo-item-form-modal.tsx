import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { countryCode } from '../../../../../src/contract/common.js';
import { promoItemCreateRequest, type PromoItemCreateRequest } from '../../../../../src/contract/shop.js';
import { createPromoItem, updatePromoItem, type PromoItemDto } from '../../../api/admin-shop.js';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { commaList, formSchema, integerFromText, minorFromText, textFromMinor, textOrNull, toListField } from './eshop-rules.js';
import styles from './eshop.module.css';

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
  const id = useId();
  const { control, submit, busy, message } = useContractForm<PromoItemFormValues, PromoItemCreateRequest>({
    schema,
    defaultValues: valuesOf(item),
    send: async (request) => {
      const answer = item ? await updatePromoItem(item.id, request) : await createPromoItem(request);
      onSaved(answer.message ?? t(item ? 'admin.eshop.promo.saved' : 'admin.eshop.promo.created', { name: answer.item.name }));
    },
    failure: () => t('admin.eshop.saveFailed'),
  });
  const title = item ? t('admin.eshop.promo.editTitle', { name: item.name }) : t('admin.eshop.promo.createTitle');
  const countryOptions = countryCode.options.map((value) => ({ value, label: t(`admin.eshop.country.${value}`) }));

  return (
    <Modal
      title={title}
      onClose={onClose}
      size="large"
      locked={busy}
      testId="eshop-promo-form"
      messages={
        <div role="alert" className="ui-modal-messages">
          {message && (
            <p className="ui-inline-error" data-testid="eshop-promo-form-error">
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
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy} data-testid="eshop-promo-form-save">
            {busy ? t('admin.eshop.saving') : t(item ? 'admin.eshop.saveChanges' : 'admin.eshop.promo.create')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className={`ui-form ${styles.form}`} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <div className="ui-form-row">
          <FormTextField control={control} name="name" label={t('admin.eshop.promo.name')} required testId="eshop-promo-form-name" />
          <FormTextField
            control={control}
            name="category"
            label={t('admin.eshop.promo.category')}
            hint={categories.length ? t('admin.eshop.promo.categoryHint', { list: categories.join(', ') }) : undefined}
            required
            testId="eshop-promo-form-category"
          />
        </div>
        <div className="ui-form-row">
          <FormTextField
            control={control}
            name="price"
            label={t('admin.eshop.promo.price')}
            hint={t('admin.eshop.product.priceHint')}
            inputMode="numeric"
            required
            testId="eshop-promo-form-price"
          />
          <FormTextField
            control={control}
            name="min_order"
            label={t('admin.eshop.promo.minOrder')}
            inputMode="numeric"
            required
            testId="eshop-promo-form-min-order"
          />
          <FormSelectField
            control={control}
            name="country"
            label={t('admin.eshop.product.country')}
            placeholder={t('admin.eshop.product.countryPlaceholder')}
            options={countryOptions}
            testId="eshop-promo-form-country"
          />
        </div>
        <div className="ui-form-row">
          <FormTextField control={control} name="material" label={t('admin.eshop.promo.material')} testId="eshop-promo-form-material" />
          <FormTextField
            control={control}
            name="colors"
            label={t('admin.eshop.promo.colors')}
            hint={t('admin.eshop.promo.colorsHint')}
            testId="eshop-promo-form-colors"
          />
          <FormTextField control={control} name="printing" label={t('admin.eshop.promo.printing')} testId="eshop-promo-form-printing" />
        </div>
        <FormTextField
          control={control}
          name="image_url"
          label={t('admin.eshop.promo.imageUrl')}
          hint={t('admin.eshop.promo.imageUrlHint')}
          testId="eshop-promo-form-image"
        />
        <FormTextField
          control={control}
          name="description"
          label={t('admin.eshop.promo.description')}
          multiline
          testId="eshop-promo-form-description"
        />
        <AvailableSwitch control={control} label={t('admin.eshop.promo.available')} />
      </form>
    </Modal>
  );
}

function AvailableSwitch({ control, label }: { control: Control<PromoItemFormValues, unknown, unknown>; label: string }) {
  const { field } = useController({ control, name: 'available' });
  const { value, onChange, ref } = field;
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        ref={ref}
        name="available"
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="eshop-promo-form-available"
      />
      {label}
    </label>
  );
}
