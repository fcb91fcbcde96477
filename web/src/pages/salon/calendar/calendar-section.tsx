import { useState } from 'react';
import type { SalonBookingStatus } from '../../../api/salon.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { calendarQuery } from '../common/first-queries.js';
import { useSalonChanged } from '../common/queries.js';
import { FIRST_HOUR, HOUR_PX, HOURS, layoutDay, outsideGrid } from './calendar-layout.js';
import { EmployeeFilter } from '../common/employee-filter.js';
import { addDays, dateLabel, isWeekend } from '../common/format.js';
import { ReservationForm } from '../common/reservation-form.js';
import type { SectionProps } from '../section-props.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

/** A booking block's colour per status (confirmed and cancelled keep the plain block). */
const BLOCK_CLASS: Partial<Record<SalonBookingStatus, string>> = {
  pending: styles.blockPending,
  completed: styles.blockCompleted,
  no_show: styles.blockNoShow,
};

/** Kalendář: the week (hour labels plus 7 days), arrows by 7 days, employee filter, new reservation. */
export function CalendarSection(_: SectionProps) {
  const { t } = useI18n();
  const [from, setFrom] = useState<string | null>(null);
  const [employee, setEmployee] = useState<number | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const calendar = calendarQuery(from, employee);
  const data = useApiQuery(calendar.key, calendar.load);
  const changed = useSalonChanged();
  const week = data.data;

  if (data.status === 'error') return <LoadError error={data.error} fallback={t('salon.loadFailed')} onRetry={data.reload} />;
  if (!week) return <Spinner block label={t('salon.loading')} />;
  const outside = outsideGrid(week.bookings);

  return (
    <div className={styles.stack}>
      <div className={`${styles.toolbar} ${styles.panelHead}`}>
        <div className={styles.weekNav}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('salon.prevWeek')}
            onClick={() => setFrom(addDays(week.from, -7))}
            data-testid="week-prev"
          >
            ‹
          </button>
          <h2 className={styles.panelTitle} aria-live="polite" data-testid="week-label">
            {t('salon.week', { from: dateLabel(week.from), to: dateLabel(week.to) })}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('salon.nextWeek')}
            onClick={() => setFrom(addDays(week.from, 7))}
            data-testid="week-next"
          >
            ›
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setFrom(null)}>
            {t('salon.thisWeek')}
          </button>
        </div>
        <EmployeeFilter employees={week.employees} value={employee} onChange={setEmployee} />
        <button type="button" className="button button--primary" onClick={() => setFormOpen(true)} data-testid="calendar-new-reservation">
          {t('salon.newReservation')}
        </button>
      </div>
      {data.status === 'loading' && <Spinner label={t('salon.loading')} />}
      {week.bookings.length === 0 && <p className={styles.empty}>{t('salon.emptyWeek')}</p>}
      {outside > 0 && <p className={styles.note}>{t('salon.outsideHours', { count: outside })}</p>}
      <div
        className={styles.week}
        role="table"
        aria-label={t('salon.week', { from: dateLabel(week.from), to: dateLabel(week.to) })}
        data-testid="week-grid"
      >
        <div className={`${styles.weekRow} ${styles.weekHead}`} role="row">
          <span role="columnheader" className="">
            {t('salon.hour')}
          </span>
          {week.days.map((day) => (
            <span key={day} role="columnheader" className={isWeekend(day) ? 'is-weekend' : undefined}>
              {dateLabel(day)}
            </span>
          ))}
        </div>
        <div className={styles.weekRow} role="row" style={{ height: HOURS * HOUR_PX }}>
          <div className={styles.weekHours} role="rowheader">
            {Array.from({ length: HOURS }, (_, i) => (
              <span key={i} style={{ height: HOUR_PX }}>{`${FIRST_HOUR + i}:00`}</span>
            ))}
          </div>
          {week.days.map((day) => (
            <div
              key={day}
              className={styles.weekDay}
              role="cell"
              aria-label={dateLabel(day, true)}
              style={{ backgroundSize: `100% ${HOUR_PX}px` }}
            >
              {layoutDay(week.bookings.filter((b) => b.date === day)).map(({ booking: b, top, height, lane, lanes }) => (
                <div
                  key={b.id}
                  className={`${styles.block} ${BLOCK_CLASS[b.status] ?? ''}`}
                  data-testid={`block-${b.id}`}
                  style={{
                    top,
                    height,
                    left: `${(lane / lanes) * 100}%`,
                    width: `${100 / lanes}%`,
                    borderLeftColor: b.employee_color ?? 'var(--color-primary)',
                  }}
                  tabIndex={0}
                  aria-label={`${b.time}, ${b.duration_minutes} min, ${b.name}, ${b.service_name}${b.employee_name ? `, ${b.employee_name}` : ''}, ${t(`salon.status.${b.status}`)}`}
                >
                  <strong>
                    {b.time} {b.name}
                  </strong>
                  <span>{b.service_name}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {formOpen && (
        <ReservationForm
          onClose={() => setFormOpen(false)}
          onCreated={() => {
            setFormOpen(false);
            changed();
          }}
        />
      )}
    </div>
  );
}
