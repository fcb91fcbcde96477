import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { SelectField } from '../form/select-field.js';
import { Spinner } from '../spinner.js';
import { DATES_SHOWN, formatDayShort, formatSlotTime } from './booking-format.js';
import type { BookingCompany, SlotsState } from './booking-types.js';
import '../../i18n/cs-booking.js';
import { RetryNotice } from '../retry-notice.js';

export interface SlotPickerProps {
  company: BookingCompany;
  slots: SlotsState;
  serviceId: number | null;
  employeeId: number | null;
  date: string | null;
  start: string | null;
  allDates: boolean;
  onService: (id: number | null) => void;
  onEmployee: (id: number | null) => void;
  onDate: (date: string) => void;
  onStart: (start: string) => void;
  onMoreDates: () => void;
}

/** Step 1: the service, who (when the business has employees), the date and the time. */
export function SlotPicker(props: SlotPickerProps) {
  const { t, locale } = useI18n();
  const datesLabel = useId();
  const timesLabel = useId();
  const { company, slots, serviceId, employeeId, date, start } = props;
  const data = slots.data;
  const days = (data?.days ?? []).filter((day) => day.slots.length > 0);
  const shown = props.allDates ? days : days.slice(0, DATES_SHOWN);
  const times = days.find((day) => day.date === date)?.slots ?? [];

  return (
    <>
      <SelectField
        label={t('booking.serviceLabel')}
        name="service"
        value={serviceId ? String(serviceId) : ''}
        onChange={(value) => props.onService(value ? Number(value) : null)}
        options={company.services.map((s) => ({
          value: String(s.id),
          label: t('booking.serviceOption', { service: s.name, minutes: s.duration }),
        }))}
        placeholder={t('booking.servicePlaceholder')}
        testId="booking-service"
      />
      {data && data.employees.length > 0 && (
        <SelectField
          label={t('booking.employeeLabel')}
          name="employee"
          value={employeeId ? String(employeeId) : ''}
          onChange={(value) => props.onEmployee(value ? Number(value) : null)}
          options={data.employees.map((e) => ({ value: String(e.id), label: e.name }))}
          placeholder={t('booking.anyone')}
          testId="booking-employee"
        />
      )}
      {slots.status === 'loading' && !data && <Spinner label={t('booking.loadingSlots')} showLabel />}
      {slots.status === 'error' && <RetryNotice message={t('booking.slotsError')} onRetry={slots.reload} testId="booking-slots-error" />}
      {data && days.length === 0 && slots.status !== 'loading' && (
        <p className="notice" data-testid="booking-no-slots">
          {t('booking.noSlots')}
        </p>
      )}
      {days.length > 0 && (
        <div className="booking-block" aria-busy={slots.status === 'loading'}>
          <p id={datesLabel} className="booking-label">
            {t('booking.date')}
          </p>
          <div className="booking-options" role="group" aria-labelledby={datesLabel} data-testid="booking-dates">
            {shown.map((day) => {
              const label = formatDayShort(day.date, locale);
              return (
                <button
                  key={day.date}
                  type="button"
                  className="booking-option booking-option--date"
                  aria-pressed={day.date === date}
                  onClick={() => props.onDate(day.date)}
                  data-testid="booking-date"
                  data-date={day.date}
                >
                  <span className="booking-option-small">{label.weekday}</span>
                  <span>{label.day}</span>
                </button>
              );
            })}
          </div>
          {!props.allDates && days.length > DATES_SHOWN && (
            <button
              type="button"
              className="button button--ghost booking-more"
              onClick={props.onMoreDates}
              data-testid="booking-more-dates"
            >
              {t('booking.moreDates')}
            </button>
          )}
        </div>
      )}
      {date && data && (
        <div className="booking-block">
          <p id={timesLabel} className="booking-label">
            {t('booking.time')}
          </p>
          {times.length === 0 ? (
            <p className="notice">{t('booking.noTimes')}</p>
          ) : (
            <div className="booking-options" role="group" aria-labelledby={timesLabel} data-testid="booking-times">
              {times.map((slot) => (
                <button
                  key={slot.start}
                  type="button"
                  className="booking-option"
                  aria-pressed={slot.start === start}
                  onClick={() => props.onStart(slot.start)}
                  data-testid="booking-time"
                  data-start={slot.start}
                >
                  {formatSlotTime(slot.start, data.time_zone, locale)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </>
  );
}
