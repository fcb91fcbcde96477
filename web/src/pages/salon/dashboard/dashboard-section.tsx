import { useState } from 'react';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { dashboardQuery } from '../common/first-queries.js';
import { useSalonChanged } from '../common/queries.js';
import { BookingActions, StatusBadge } from '../common/booking-actions.js';
import { EmployeeFilter } from '../common/employee-filter.js';
import { dateLabel, money } from '../common/format.js';
import { EmailsCard } from './emails-card.js';
import { NewTasksCard } from './new-tasks-card.js';
import { ProfileViewsCard } from './profile-views-card.js';
import { TodayRevenueCard } from '../finance/today-revenue-card.js';
import { ReservationForm } from '../common/reservation-form.js';
import type { SectionProps } from '../section-props.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

/** Nástěnka: today's figures (real ones only), today's bookings with a bar in the employee's colour, quick actions. */
export function DashboardSection({ go }: SectionProps) {
  const { t } = useI18n();
  const [employee, setEmployee] = useState<number | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const dashboard = dashboardQuery(employee);
  const data = useApiQuery(dashboard.key, dashboard.load);
  const reload = useSalonChanged();

  if (data.status === 'error') return <LoadError error={data.error} fallback={t('salon.loadFailed')} onRetry={data.reload} />;
  const d = data.data;
  if (!d) return <Spinner block label={t('salon.loading')} />;

  return (
    <div className={styles.stack}>
      <section className={styles.cards} aria-label={dateLabel(d.date, true)}>
        <Card label={t('salon.todayBookings')} value={String(d.today.bookings)} testId="card-bookings" />
        <TodayRevenueCard onOpen={() => go('finance', { obdobi: 'day' })} />
        <Card
          label={t('salon.awaiting')}
          value={String(d.awaiting_confirmation)}
          testId="card-awaiting"
          onClick={() => go('rezervace', { stav: 'pending' })}
        />
        <Card label={t('salon.clientsCount')} value={String(d.clients)} testId="card-clients" onClick={() => go('klienti')} />
        <ProfileViewsCard />
        <NewTasksCard onOpen={() => go('ulohy')} />
        <EmailsCard onOpen={() => go('emaily')} />
      </section>

      <section className={styles.panel} aria-labelledby="quick-actions">
        <h2 id="quick-actions" className={styles.panelTitle}>
          {t('salon.quickActions')}
        </h2>
        <div className={styles.toolbar}>
          <button type="button" className="button button--primary" onClick={() => setFormOpen(true)} data-testid="quick-new-reservation">
            {t('salon.newReservation')}
          </button>
          <button type="button" className="button button--primary" onClick={() => go('ulohy', { novy: '1' })} data-testid="quick-new-task">
            {t('tasks.quick.newTask')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => go('emaily', { napsat: '1' })}
            data-testid="quick-new-email"
          >
            {t('salon.newEmail')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => go('kalendar')}>
            {t('salon.thisWeek')}
          </button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="today-list">
        <div className={styles.panelHead}>
          <h2 id="today-list" className={styles.panelTitle}>
            {t('salon.todayList')}
          </h2>
          <EmployeeFilter employees={d.employees} value={employee} onChange={setEmployee} />
        </div>
        {data.status === 'loading' && <Spinner label={t('salon.loading')} />}
        {d.bookings.length === 0 ? (
          <p className={styles.empty}>{t('salon.noToday')}</p>
        ) : (
          <ul className={styles.today} data-testid="today-bookings">
            {d.bookings.map((b) => (
              <li key={b.id} className={`${styles.todayItem}${b.status === 'cancelled' ? ' is-cancelled' : ''}`}>
                <span className={styles.bar} style={{ background: b.employee_color ?? 'var(--color-border)' }} aria-hidden="true" />
                <span className={styles.todayTime}>{b.time}</span>
                <span className={styles.todayMain}>
                  <strong>{b.name}</strong>
                  <span>
                    {b.service_name} · {b.employee_name ?? t('salon.noEmployee')} · {money(b.price, b.currency)}
                  </span>
                </span>
                <StatusBadge status={b.status} />
                <BookingActions booking={b} onDone={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {formOpen && (
        <ReservationForm
          onClose={() => setFormOpen(false)}
          onCreated={() => {
            setFormOpen(false);
            reload();
          }}
        />
      )}
    </div>
  );
}

function Card({
  label,
  value,
  hint,
  testId,
  onClick,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
  onClick?: () => void;
}) {
  const body = (
    <>
      <span className={styles.cardLabel}>{label}</span>
      <strong className={styles.cardValue} data-testid={`${testId}-value`}>
        {value}
      </strong>
      {hint && <span className={styles.cardHint}>{hint}</span>}
    </>
  );
  return onClick ? (
    <button type="button" className={`${styles.card} ${styles.cardLink}`} onClick={onClick} data-testid={testId}>
      {body}
    </button>
  ) : (
    <div className={styles.card} data-testid={testId}>
      {body}
    </div>
  );
}
