import { useWatch, type Control } from 'react-hook-form';
import { FormSelectField, FormTextField } from '../../components/form/form-fields.js';
import { ALL_CITIES, useCategories, useCities } from '../../hooks/public-queries.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { CompanyForm } from './company-form.js';
import '../../i18n/cs-registration.js';

/** Step 2 'Informace o firmě': category, its subcategory, active city, website, address, description. */
export function CompanyStepDetails({ control, onCategory }: { control: Control<CompanyForm>; onCategory: () => void }) {
  const { t } = useI18n();
  const field = (name: keyof CompanyForm) => ({ control, name });
  const chosen = useWatch({ control, name: 'category' });
  const categories = useCategories();
  const cities = useCities(ALL_CITIES);
  const category = categories.data?.categories.find((item) => item.slug === chosen);
  const categoryOptions = categories.data?.categories.map((item) => ({ value: item.slug, label: item.name })) ?? [];
  const subcategoryOptions = category?.subcategories.map((sub) => ({ value: sub.slug, label: sub.name })) ?? [];
  const cityOptions = (cities.data?.cities ?? [])
    .filter((city) => city.is_active)
    .map((city) => ({ value: city.name, label: city.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'cs'));

  return (
    <>
      <FormSelectField
        {...field('category')}
        onChange={onCategory}
        label={t('companyReg.category')}
        options={categoryOptions}
        placeholder={t('companyReg.chooseCategory')}
        required
        testId="company-reg-category"
      />
      <FormSelectField
        {...field('subcategory')}
        label={t('companyReg.subcategory')}
        options={subcategoryOptions}
        placeholder={chosen ? t('companyReg.chooseSubcategory') : t('companyReg.chooseCategoryFirst')}
        required
        disabled={!category}
        testId="company-reg-subcategory"
      />
      <FormSelectField
        {...field('city')}
        label={t('companyReg.city')}
        options={cityOptions}
        placeholder={t('companyReg.chooseCity')}
        required
        testId="company-reg-city"
      />
      <FormTextField
        {...field('website')}
        label={t('companyReg.website')}
        type="url"
        autoComplete="url"
        maxLength={500}
        placeholder="https://"
        testId="company-reg-website"
      />
      <FormTextField
        {...field('address')}
        label={t('companyReg.address')}
        autoComplete="street-address"
        required
        maxLength={255}
        testId="company-reg-address"
      />
      <FormTextField
        {...field('description')}
        label={t('companyReg.description')}
        multiline
        required
        maxLength={5000}
        testId="company-reg-description"
      />
    </>
  );
}
