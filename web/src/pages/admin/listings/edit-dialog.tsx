import { useEffect, useId, useRef, useState } from 'react';
import { fetchCategoriesOf, updateListing, type ListingDto, type ListingUpdateInput } from '../../../api/listings.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { errorMessage, fieldErrors } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { listingKeys } from './queries.js';
import { useI18n } from '../../../i18n/i18n-context.js';

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
  const [values, setValues] = useState<Record<Field, string>>({
    name: listing.name,
    email: listing.email ?? '',
    phone: listing.phone,
    website: listing.website ?? '',
    city: listing.city,
    category: listing.category_slug,
  });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const categories = useApiQuery(listingKeys.categories(listing.country_code), (signal) => fetchCategoriesOf(listing.country_code, signal));
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await updateListing(listing.id, { ...values, website: values.website.trim() || null });
      onSaved(answer.listing, answer.message);
    } catch (failure) {
      setBusy(false);
      const fields = fieldErrors(failure);
      setErrors(fields);
      setError(Object.keys(fields).length ? null : errorMessage(failure, t));
    }
  };
  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const described = (name: Field, hint?: string) =>
    [errors[name] ? `${id}-${name}-error` : '', hint ? `${id}-${name}-hint` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Modal
      title={`${t('admin.listings.editTitle')}: ${listing.name}`}
      onClose={onClose}
      locked={busy}
      testId="edit-dialog"
      messages={
        <div role="alert" className="ui-modal-messages">
          {error && (
            <p className="ui-inline-error" data-testid="edit-dialog-error">
              {error}
            </p>
          )}
        </div>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-testid="edit-dialog-cancel">
            {t('ui.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy} data-testid="edit-dialog-submit">
            {busy ? t('admin.listings.saving') : t('admin.listings.save')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="mail-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {FIELDS.map((f, i) => (
          <div className="field" key={f.name}>
            <label htmlFor={`${id}-${f.name}`}>{t(`admin.listings.fields.${f.name}`)}</label>
            <input
              id={`${id}-${f.name}`}
              ref={i === 0 ? first : undefined}
              type={f.type}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={described(f.name, f.hint)}
              onChange={(event) => set(f.name, event.target.value)}
              data-testid={`edit-${f.name}`}
            />
            {f.hint && (
              <p id={`${id}-${f.name}-hint`} className="mail-hint">
                {t(f.hint)}
              </p>
            )}
            {errors[f.name] && (
              <p id={`${id}-${f.name}-error`} className="field-error">
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
        <div className="field">
          <label htmlFor={`${id}-category`}>{t('admin.listings.fields.category')}</label>
          <select
            id={`${id}-category`}
            value={values.category}
            onChange={(event) => set('category', event.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={described('category')}
            data-testid="edit-category"
          >
            {!categories.data?.some((c) => c.slug === values.category) && <option value={values.category}>{listing.category}</option>}
            {categories.data?.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          {categories.status === 'error' && <p className="mail-hint">{t('admin.listings.categoriesFailed')}</p>}
          {errors.category && (
            <p id={`${id}-category-error`} className="field-error">
              {errors.category}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
