import type { FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextField } from '../form/text-field.js';
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
  draft: ContactDraft;
  errors: Partial<Record<ContactField, string>>;
  formError: string | null;
  sending: boolean;
  summary: BookingSummary;
  onChange: (field: ContactField, value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 2: contact details and the summary; submit only when name, email and phone are filled. */
export function ContactStep({ draft, errors, formError, sending, summary, onChange, onBack, onSubmit }: ContactStepProps) {
  const { t, locale } = useI18n();
  const ready = Boolean(draft.name.trim() && draft.email.trim() && draft.phone.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !sending) onSubmit();
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
      <TextField
        label={t('booking.name')}
        name="name"
        value={draft.name}
        onChange={(v) => onChange('name', v)}
        error={errors.name}
        autoComplete="name"
        required
        maxLength={190}
        testId="booking-name"
      />
      <TextField
        label={t('booking.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        value={draft.phone}
        onChange={(v) => onChange('phone', v)}
        error={errors.phone}
        autoComplete="tel"
        required
        maxLength={17}
        testId="booking-phone"
      />
      <TextField
        label={t('booking.email')}
        name="email"
        type="email"
        inputMode="email"
        value={draft.email}
        onChange={(v) => onChange('email', v)}
        error={errors.email}
        autoComplete="email"
        required
        maxLength={320}
        testId="booking-email"
      />
      <TextField
        label={t('booking.note')}
        name="note"
        value={draft.note}
        onChange={(v) => onChange('note', v)}
        error={errors.note}
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
