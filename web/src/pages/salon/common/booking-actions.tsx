import { useMutation } from '@tanstack/react-query';
import { useNow } from '../../../hooks/use-now.js';
import { changeStatus, type SalonBookingDto, type SalonBookingStatus } from '../../../api/salon.js';
import { errorMessage } from './errors.js';
import { useI18n, type I18n } from '../../../i18n/i18n-context.js';
import styles from './salon.module.css';

type Translate = I18n['t'];

/** The badge's colour per status; `salon-status` stays global (browser tests find the badge by it). */
const STATUS_CLASS: Record<SalonBookingStatus, string | undefined> = {
  pending: styles.statusPending,
  confirmed: styles.statusConfirmed,
  completed: styles.statusCompleted,
  cancelled: styles.statusCancelled,
  no_show: styles.statusNoShow,
};

export function StatusBadge({ status }: { status: SalonBookingStatus }) {
  const { t } = useI18n();
  return <span className={`salon-status ${STATUS_CLASS[status]}`}>{t(`salon.status.${status}`)}</span>;
}

/** The changes status-service allows the business: confirm or reject a pending one; complete, no-show (after the start) or cancel a confirmed one. */
function actionsOf(
  booking: SalonBookingDto,
  now: number,
  t: Translate,
): Array<{ to: SalonBookingStatus; label: string; ask?: string; tone?: 'danger' | 'primary' }> {
  const started = Date.parse(booking.start) <= now;
  if (booking.status === 'pending')
    return [
      { to: 'confirmed', label: t('salon.confirm'), tone: 'primary' },
      { to: 'cancelled', label: t('salon.reject'), ask: t('salon.confirmReject', { name: booking.name }), tone: 'danger' },
    ];
  if (booking.status !== 'confirmed') return [];
  return [
    ...(started
      ? [
          { to: 'completed' as const, label: t('salon.complete'), tone: 'primary' as const },
          { to: 'no_show' as const, label: t('salon.noShow') },
        ]
      : []),
    { to: 'cancelled', label: t('salon.cancelBooking'), ask: t('salon.confirmCancel', { name: booking.name }), tone: 'danger' },
  ];
}

export function BookingActions({ booking, onDone }: { booking: SalonBookingDto; onDone: () => void }) {
  const { t } = useI18n();
  const change = useMutation({ mutationFn: (to: SalonBookingStatus) => changeStatus(booking.id, to), onSuccess: onDone });
  const now = useNow(30_000);
  const actions = actionsOf(booking, now.getTime(), t);
  if (!actions.length) return null;
  const run = (to: SalonBookingStatus, ask?: string) => {
    if (ask && !window.confirm(ask)) return;
    change.mutate(to);
  };
  return (
    <div className={styles.actions}>
      {actions.map((a) => (
        <button
          key={a.to}
          type="button"
          className={`button button--small ${a.tone === 'primary' ? 'button--primary' : a.tone === 'danger' ? 'button--danger' : 'button--ghost'}`}
          disabled={change.isPending}
          onClick={() => run(a.to, a.ask)}
          aria-label={`${a.label}: ${booking.name}, ${booking.time}`}
          data-testid={`booking-${booking.id}-${a.to}`}
        >
          {a.label}
        </button>
      ))}
      {change.error && (
        <p className="field-error" role="alert">
          {errorMessage(change.error, t)}
        </p>
      )}
    </div>
  );
}
