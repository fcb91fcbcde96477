import { contractResolver } from '../../../components/form/contract-resolver.js';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { listingUpdateRequest } from '../../../../../src/contract/listings.js';
import { fetchCategoriesOf, updateListing, type ListingDto, type ListingUpdateInput } from '../../../api/listings.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { applyServerErrors, describedBy } from '../../../components/ui/form-errors.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { listingKeys } from './queries.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormModal } from '../../../components/ui/form-modal.js';

type Field = keyof ListingUpdateInput;
const FIELDS: Array<{ name: Exclude<Field, 'category'>; type: string; autoComplete: string; hint?: MessageKey }> = [
  { name: 'name', type: 'text', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'website', type: 'url', autoComplete: 'url', hint: 'admin.listings.websiteHint' },
  { name: 'city', type: 'text', autoComplete: 'address-level2', hint: 'admin.listings.cityHint' },
];

/** Corrects a listing's basic fields; the server's Czech message shows next to each refused field. */
export function EditDialog({
  listing,
  onClose,
  onSaved,
}: {
  listing: ListingDto;
  onClose: () => void;
  onSaved: (listing: ListingDto, message: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    setError: setFieldError,
    formState: { errors, isSubmitting: busy },
  } = useForm({
    resolver: contractResolver(listingUpdateRequest),
    defaultValues: {
      name: listing.name,
      email: listing.email ?? '',
      phone: listing.phone,
      website: listing.website ?? '',
      city: listing.city,
      category: listing.category_slug,
    },
  });
  const category = useWatch({ control, name: 'category' });
  const categories = useApiQuery(listingKeys.categories(listing.country_code), (signal) => fetchCategoriesOf(listing.country_code, signal));
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await updateListing(listing.id, values);
      onSaved(answer.listing, answer.message);
    } catch (failure) {
      const onFields = applyServerErrors(failure, setFieldError, ['name', 'email', 'phone', 'website', 'city', 'category']);
      if (!onFields) setError(errorMessage(failure, t));
    }
  });
  const described = (name: Field, hint?: MessageKey) => describedBy(errors[name] && `${id}-${name}-error`, hint && `${id}-${name}-hint`);

  return (
    <FormModal
      title={`${t('admin.listings.editTitle')}: ${listing.name}`}
      testId="edit-dialog"
      size="medium"
      form={{ submit, busy, message: error }}
      onClose={onClose}
      submitLabel={t('admin.listings.save')}
      pendingLabel={t('admin.listings.saving')}
      testIds={{ submit: 'edit-dialog-submit' }}
      formLabel={null}
    >
      {FIELDS.map((f) => (
        <div className="field" key={f.name}>
          <label htmlFor={`${id}-${f.name}`}>{t(`admin.listings.fields.${f.name}`)}</label>
          <input
            id={`${id}-${f.name}`}
            type={f.type}
            autoComplete={f.autoComplete}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={described(f.name, f.hint)}
            {...register(f.name)}
            data-testid={`edit-${f.name}`}
          />
          {f.hint && (
            <p id={`${id}-${f.name}-hint`} className="ui-hint">
              {t(f.hint)}
            </p>
          )}
          {errors[f.name] && (
            <p id={`${id}-${f.name}-error`} className="field-error ui-field-error">
              {errors[f.name]?.message}
            </p>
          )}
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('admin.listings.fields.category')}</label>
        <select
          id={`${id}-category`}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={described('category')}
          {...register('category')}
          data-testid="edit-category"
        >
          {!categories.data?.some((c) => c.slug === category) && <option value={category}>{listing.category}</option>}
          {categories.data?.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        {categories.status === 'error' && <p className="ui-hint">{t('admin.listings.categoriesFailed')}</p>}
        {errors.category && (
          <p id={`${id}-category-error`} className="field-error ui-field-error">
            {errors.category.message}
          </p>
        )}
      </div>
    </FormModal>
  );
}
