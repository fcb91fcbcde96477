import { SelectField } from '../../components/form/select-field.js';
import { TextField } from '../../components/form/text-field.js';
import { ALL_CITIES, useCategories, useCities } from '../../hooks/public-queries.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { CompanyFieldSetter, CompanyForm } from './company-form.js';
import type { FieldErrors } from './registration-errors.js';

/** Step 2 'Informace o firmě': category, its subcategory, active city, website, address, description. */
export function CompanyStepDetails({ values, errors, set }: { values: CompanyForm; errors: FieldErrors; set: CompanyFieldSetter }) {
  const { t } = useI18n();
  const categories = useCategories();
  const cities = useCities(ALL_CITIES);
  const category = categories.data?.categories.find((item) => item.slug === values.category);
  const categoryOptions = categories.data?.categories.map((item) => ({ value: item.slug, label: item.name })) ?? [];
  const subcategoryOptions = category?.subcategories.map((sub) => ({ value: sub.slug, label: sub.name })) ?? [];
  const cityOptions = (cities.data?.cities ?? [])
    .filter((city) => city.is_active)
    .map((city) => ({ value: city.name, label: city.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'cs'));

  return (
    <>
      <SelectField
        label={t('companyReg.category')}
        name="category"
        value={values.category}
        onChange={set('category')}
        options={categoryOptions}
        placeholder={t('companyReg.chooseCategory')}
        error={errors.category}
        required
        testId="company-reg-category"
      />
      <SelectField
        label={t('companyReg.subcategory')}
        name="subcategory"
        value={values.subcategory}
        onChange={set('subcategory')}
        options={subcategoryOptions}
        placeholder={values.category ? t('companyReg.chooseSubcategory') : t('companyReg.chooseCategoryFirst')}
        error={errors.subcategory}
        required
        disabled={!category}
        testId="company-reg-subcategory"
      />
      <SelectField
        label={t('companyReg.city')}
        name="city"
        value={values.city}
        onChange={set('city')}
        options={cityOptions}
        placeholder={t('companyReg.chooseCity')}
        error={errors.city}
        required
        testId="company-reg-city"
      />
      <TextField
        label={t('companyReg.website')}
        name="website"
        type="url"
        inputMode="url"
        value={values.website}
        onChange={set('website')}
        error={errors.website}
        autoComplete="url"
        maxLength={500}
        placeholder="https://"
        testId="company-reg-website"
      />
      <TextField
        label={t('companyReg.address')}
        name="address"
        value={values.address}
        onChange={set('address')}
        error={errors.address}
        autoComplete="street-address"
        required
        maxLength={255}
        testId="company-reg-address"
      />
      <TextField
        label={t('companyReg.description')}
        name="description"
        multiline
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        required
        maxLength={5000}
        testId="company-reg-description"
      />
    </>
  );
}
