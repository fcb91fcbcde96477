import type { FormEvent } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextField, type TextFieldProps } from '../form/text-field.js';
import { formatPrice } from '../format.js';
import { Price } from '../price.js';
import { formatDayLong, formatSlotTime } from './booking-format.js';
import type { ContactDraft, ContactField } from './booking-types.js';
import '../../i18n/cs-booking.js';

export interface BookingSummary {
  service: { name: string; duration: number; price: number; currency: string };
  /** who was chosen; undefined when the business has no employees */
  employee?: string | null;
  date: string;
  start: string;
  timeZone: string;
  /** the chosen promotion (service.price is then the lowered price) */
  promotion?: { title: string; originalPrice: number };
}

type ContactControl = Control<ContactDraft, unknown, unknown>;

export interface ContactStepProps {
  /** the contact form (useContractForm of the booking modal) */
  control: ContactControl;
  formError: string | null;
  sending: boolean;
  summary: BookingSummary;
  /** a field was edited: its message goes */
  onEdit: (field: ContactField) => void;
  onBack: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
}

/** A contact field bound to the form: its value, its message (gone as soon as it is edited) and the focus after a failed submit. */
function ContactInput({
  control,
  name,
  onEdit,
  ...props
}: { control: ContactControl; name: ContactField; onEdit: (field: ContactField) => void } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'inputRef'
>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onEdit(name);
      }}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}

/** Step 2: contact details and the summary; submit only when name, email and phone are filled. */
export function ContactStep({ control, formError, sending, summary, onEdit, onBack, onSubmit }: ContactStepProps) {
  const { t, locale } = useI18n();
  const [name, email, phone] = useWatch({ control, name: ['name', 'email', 'phone'] });
  const ready = Boolean(name.trim() && email.trim() && phone.trim());
  const submit = (event: FormEvent) => {
    if (ready && !sending) return void onSubmit(event);
    event.preventDefault();
  };
  return (
    <form className="booking-form" onSubmit={submit} noValidate data-testid="booking-form">
      <dl className="booking-summary" data-testid="booking-summary">
        <dt>{t('booking.serviceLabel')}</dt>
        <dd>{summary.service.name}</dd>
        {summary.employee !== undefined && (
          <>
            <dt>{t('booking.employeeLabel')}</dt>
            <dd>{summary.employee ?? t('booking.anyone')}</dd>
          </>
        )}
        <dt>{t('booking.summaryWhen')}</dt>
        <dd data-testid="booking-summary-when">
          {t('booking.summaryAt', {
            date: formatDayLong(summary.date, locale),
            time: formatSlotTime(summary.start, summary.timeZone, locale),
          })}
        </dd>
        <dt>{t('booking.summaryDuration')}</dt>
        <dd>{t('booking.minutes', { minutes: summary.service.duration })}</dd>
        <dt>{t('booking.summaryPrice')}</dt>
        <dd>
          <Price amount={summary.service.price} currency={summary.service.currency} />
        </dd>
        {summary.promotion && (
          <>
            <dt>{t('booking.promotionLabel')}</dt>
            <dd data-testid="booking-summary-promotion">
              {t('booking.promotionSummary', {
                title: summary.promotion.title,
                original: formatPrice(summary.promotion.originalPrice, summary.service.currency),
              })}
            </dd>
          </>
        )}
      </dl>
      <ContactInput
        control={control}
        name="name"
        onEdit={onEdit}
        label={t('booking.name')}
        autoComplete="name"
        required
        maxLength={190}
        testId="booking-name"
      />
      <ContactInput
        control={control}
        name="phone"
        onEdit={onEdit}
        label={t('booking.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={17}
        testId="booking-phone"
      />
      <ContactInput
        control={control}
        name="email"
        onEdit={onEdit}
        label={t('booking.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={320}
        testId="booking-email"
      />
      <ContactInput
        control={control}
        name="note"
        onEdit={onEdit}
        label={t('booking.note')}
        multiline
        maxLength={2000}
        testId="booking-note"
      />
      {formError && (
        <p className="form-error" role="alert" data-testid="booking-form-error">
          {formError}
        </p>
      )}
      <div className="booking-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={sending} data-testid="booking-back">
          {t('booking.back')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!ready || sending}
          aria-disabled={!ready || sending}
          data-testid="booking-submit"
        >
          {sending ? t('booking.submitting') : t('booking.submit')}
        </button>
      </div>
    </form>
  );
}
