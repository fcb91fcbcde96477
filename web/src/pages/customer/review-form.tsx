import { useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.js';
import { reviewMyBooking } from '../../api/customer.js';
import { FormTextField } from '../../components/form/form-fields.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { serverMessageOr } from '../../components/ui/errors.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon } from '../../components/icon.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

const STARS = [1, 2, 3, 4, 5];

/** Rate a completed visit 1-5 with an optional text, once. Errors are tied to their fields. */
export function ReviewForm({ bookingId, onDone, onCancel }: { bookingId: number; onDone: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  const id = useId();
  // a star must be picked; the text is the server's to judge
  const schema = useMemo(() => z.object({ rating: z.number().min(1, t('customer.review.pick')), text: z.string() }), [t]);
  const { control, submit, busy, errors, message } = useContractForm({
    schema,
    defaultValues: { rating: 0, text: '' },
    send: async (request) => {
      await reviewMyBooking(bookingId, request);
      onDone();
    },
    // a refusal that names fields shows their messages only
    failure: (error) => (error instanceof ApiError && error.fields.length ? '' : serverMessageOr(error, t('customer.actionError'))),
  });
  const { field: rating } = useController({ control, name: 'rating' });

  const ratingError = errors.rating ? `${id}-rating-error` : undefined;
  return (
    <form className={styles.reviewForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="customer-review-form">
      <h4 id={`${id}-title`} className={styles.reviewTitle}>
        {t('customer.review.title')}
      </h4>
      <fieldset className={styles.starInput} aria-describedby={ratingError}>
        <legend>{t('customer.review.rating')}</legend>
        {STARS.map((n) => (
          <label key={n} className={`${styles.starOption}${n <= rating.value ? ` ${styles.starOptionOn}` : ''}`}>
            <input
              type="radio"
              name={`${id}-rating`}
              ref={n === 1 ? rating.ref : undefined}
              value={n}
              checked={rating.value === n}
              onChange={() => rating.onChange(n)}
              aria-invalid={errors.rating ? true : undefined}
              className="visually-hidden"
              data-testid={`customer-review-star-${n}`}
            />
            <Icon name="star" size={22} filled />
            <span className="visually-hidden">{t('customer.review.star', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      {errors.rating && (
        <p id={ratingError} className="field-error">
          {errors.rating}
        </p>
      )}
      <FormTextField
        control={control}
        name="text"
        label={t('customer.review.text')}
        multiline
        maxLength={2000}
        testId="customer-review-text"
      />
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          {t('customer.review.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="customer-review-submit">
          {busy ? t('customer.review.sending') : t('customer.review.submit')}
        </button>
      </div>
    </form>
  );
}
