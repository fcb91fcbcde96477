import type { Control, FieldValues, Path } from 'react-hook-form';
import { countryCode } from '../../../../../src/contract/common.js';
import { FormNumberField, FormSelectField } from '../../../components/form/form-fields.js';
import { useI18n } from '../../../i18n/i18n-context.js';

/** The edition an item is offered in (CZ, SK, PL): the select of the form's `country` field. */
export function CountryField<Values extends FieldValues & { country: string }>({
  control,
  testId,
}: {
  control: Control<Values, unknown, unknown>;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <FormSelectField
      control={control}
      name={'country' as Path<Values>}
      label={t('admin.eshop.product.country')}
      placeholder={t('admin.eshop.product.countryPlaceholder')}
      options={countryCode.options.map((value) => ({ value, label: t(`admin.eshop.country.${value}`) }))}
      testId={testId}
    />
  );
}

/** The price a piece with VAT, in whole units written the Czech way ('1 290,50'): the form's `price` field, required. */
export function PriceField<Values extends FieldValues & { price: string }>({
  control,
  label,
  testId,
}: {
  control: Control<Values, unknown, unknown>;
  label: string;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <FormNumberField
      control={control}
      name={'price' as Path<Values>}
      kind="text"
      label={label}
      hint={t('admin.eshop.product.priceHint')}
      required
      testId={testId}
    />
  );
}
