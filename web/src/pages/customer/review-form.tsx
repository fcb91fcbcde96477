import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.js';
import { reviewMyBooking } from '../../api/customer.js';
import { TextField } from '../../components/form/text-field.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon } from '../../components/icon.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

const STARS = [1, 2, 3, 4, 5];

/** Rate a completed visit 1-5 with an optional text, once. Errors are tied to their fields. */
export function ReviewForm({ bookingId, onDone, onCancel }: { bookingId: number; onDone: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setErrors({ rating: t('customer.review.pick') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await reviewMyBooking(bookingId, { rating, text });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      const byField = Object.fromEntries(fields.map((f) => [f.field, f.message]));
      setErrors(
        fields.length ? byField : { form: error instanceof ApiError && error.fromServer ? error.message : t('customer.actionError') },
      );
      setBusy(false);
    }
  };

  const ratingError = errors.rating ? `${id}-rating-error` : undefined;
  return (
    <form className={styles.reviewForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="customer-review-form">
      <h4 id={`${id}-title`} className={styles.reviewTitle}>
        {t('customer.review.title')}
      </h4>
      <fieldset className={styles.starInput} aria-describedby={ratingError}>
        <legend>{t('customer.review.rating')}</legend>
        {STARS.map((n) => (
          <label key={n} className={`${styles.starOption}${n <= rating ? ` ${styles.starOptionOn}` : ''}`}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
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
      <TextField
        label={t('customer.review.text')}
        name="text"
        value={text}
        onChange={setText}
        multiline
        maxLength={2000}
        error={errors.text}
        testId="customer-review-text"
      />
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
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
