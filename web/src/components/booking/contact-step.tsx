import type { FormEvent } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { FormTextField } from '../form/form-fields.js';
import type { TextFieldProps } from '../form/text-field.js';
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

export interface ContactStepProps {
  /** the contact form (useContractForm of the booking modal) */
  control: Control<ContactDraft, unknown, unknown>;
  formError: string | null;
  sending: boolean;
  summary: BookingSummary;
  /** a field was edited: its message goes */
  onEdit: (field: ContactField) => void;
  onBack: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
}

/** The contact fields in their order (name, phone and e-mail required); each one's test id is `booking-{name}`. */
const CONTACT_INPUTS: ReadonlyArray<
  { name: ContactField; label: MessageKey } & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange'>
> = [
  { name: 'name', label: 'booking.name', autoComplete: 'name', required: true, maxLength: 190 },
  { name: 'phone', label: 'booking.phone', type: 'tel', autoComplete: 'tel', required: true, maxLength: 17 },
  { name: 'email', label: 'booking.email', type: 'email', autoComplete: 'email', required: true, maxLength: 320 },
  { name: 'note', label: 'booking.note', multiline: true, maxLength: 2000 },
];

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
      {CONTACT_INPUTS.map(({ name, label, ...input }) => (
        // a field's message goes as soon as it is edited
        <FormTextField
          key={name}
          {...input}
          control={control}
          name={name}
          label={t(label)}
          onChange={() => onEdit(name)}
          testId={`booking-${name}`}
        />
      ))}
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
