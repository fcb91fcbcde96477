import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cancelMyBooking, type CustomerBookingDto } from '../../api/customer.js';
import { Price } from '../../components/price.js';
import { serverMessageOr } from '../../components/ui/errors.js';
import { RatingStars } from '../../components/rating-stars.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ConfirmCancelDialog } from './confirm-cancel-dialog.js';
import { formatWhen, STAGE_LABELS } from './customer-format.js';
import { useCustomerChanged } from './queries.js';
import { ReviewForm } from './review-form.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

/** The status badge's colour per stage ('past' keeps the plain badge). */
const STAGE_CLASS: Partial<Record<CustomerBookingDto['stage'], string>> = {
  upcoming: styles.statusUpcoming,
  completed: styles.statusCompleted,
  cancelled: styles.statusCancelled,
  no_show: styles.statusNoShow,
};

export interface BookingActions {
  /** 'Opakovat': the booking modal for the same company and service */
  onRepeat: (booking: CustomerBookingDto) => void;
  /** a short message for the live region */
  onAnnounce: (message: string) => void;
}

/** One booking: company, service, time, price and status; its review; 'Opakovat', 'Zrušit' and 'Ohodnotit' when allowed. */
export function BookingCard({ booking, actions }: { booking: CustomerBookingDto; actions: BookingActions }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const changed = useCustomerChanged();
  const when = formatWhen(booking.start, booking.company.time_zone, locale);

  const cancel = useMutation({
    mutationFn: () => cancelMyBooking(booking.id),
    onSuccess: () => {
      setConfirming(false);
      actions.onAnnounce(t('customer.cancelled'));
      changed();
    },
  });

  return (
    <article className={styles.booking} aria-labelledby={titleId} data-testid="customer-booking" data-booking-id={booking.id}>
      <div className={styles.bookingHead}>
        <h3 id={titleId} className={styles.bookingTitle}>
          <Link to={`/firma/${encodeURIComponent(booking.company.slug)}`}>{booking.company.name}</Link>
        </h3>
        <span className={`${styles.status} ${STAGE_CLASS[booking.stage] ?? ''}`} data-testid="customer-booking-status">
          {t(STAGE_LABELS[booking.stage])}
        </span>
      </div>
      <p className="customer-booking-service">
        {booking.service_name} · {t('customer.booking.duration', { minutes: booking.duration_minutes })} ·{' '}
        <Price amount={booking.price} currency={booking.currency} />
      </p>
      <p className="customer-booking-when">
        <time dateTime={booking.start}>{when}</time>
      </p>
      {booking.stage === 'upcoming' && (
        <p className="muted" data-testid="customer-booking-confirmation">
          {t(booking.status === 'confirmed' ? 'customer.booking.confirmed' : 'customer.booking.pending')}
        </p>
      )}
      {booking.employee_name && <p className="muted">{t('customer.booking.employee', { name: booking.employee_name })}</p>}
      {booking.note && <p className="muted">{t('customer.booking.note', { note: booking.note })}</p>}
      {booking.review && (
        <div className={styles.review} data-testid="customer-booking-review">
          <p className={styles.reviewTitle}>{t('customer.review.yours')}</p>
          <RatingStars rating={booking.review.rating} />
          {booking.review.text && <p>{booking.review.text}</p>}
        </div>
      )}
      {(booking.can_repeat || booking.can_cancel || (booking.can_review && !reviewing)) && (
        <div className={styles.bookingActions}>
          {booking.can_review && !reviewing && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setReviewing(true)}
              data-testid="customer-booking-review-open"
            >
              {t('customer.review.open')}
            </button>
          )}
          {booking.can_repeat && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => actions.onRepeat(booking)}
              aria-label={t('customer.repeatLabel', { service: booking.service_name, company: booking.company.name })}
              data-testid="customer-booking-repeat"
            >
              {t('customer.repeat')}
            </button>
          )}
          {booking.can_cancel && (
            <button
              type="button"
              className="button button--ghost customer-cancel"
              onClick={() => setConfirming(true)}
              aria-label={t('customer.cancelLabel', { service: booking.service_name, when })}
              data-testid="customer-booking-cancel"
            >
              {t('customer.cancel')}
            </button>
          )}
        </div>
      )}
      {reviewing && (
        <ReviewForm
          bookingId={booking.id}
          onCancel={() => setReviewing(false)}
          onDone={() => {
            setReviewing(false);
            actions.onAnnounce(t('customer.review.thanks'));
            changed();
          }}
        />
      )}
      {confirming && (
        <ConfirmCancelDialog
          question={t('customer.cancelConfirm', { service: booking.service_name, company: booking.company.name, when })}
          busy={cancel.isPending}
          error={cancel.error && serverMessageOr(cancel.error, t('customer.actionError'))}
          onConfirm={() => cancel.mutate()}
          onClose={() => {
            setConfirming(false);
            cancel.reset();
          }}
        />
      )}
    </article>
  );
}
