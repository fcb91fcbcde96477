import { WEEK_ORDER, weekdayKey } from '../texts.js';
import { Icon } from '../../../components/back-office-icon.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './salon.module.css';

export interface Interval {
  weekday: number;
  from: string;
  to: string;
}

/**
 * Hours per weekday, Monday first: each day lists its intervals (split hours allowed), a day without
 * any shows `empty` (Zavřeno, or the whole opening time for an employee). Errors come per row from the server.
 */
export function IntervalsEditor({
  legend,
  legendHidden = false,
  value,
  onChange,
  empty,
  errors,
  hint,
  field,
}: {
  legend: string;
  /** the legend only for assistive technology, when a heading right above already shows the same words */
  legendHidden?: boolean;
  value: Interval[];
  onChange: (value: Interval[]) => void;
  empty: string;
  errors: Record<string, string>;
  hint?: string;
  /** the list's name in the server's field errors, e.g. hours */
  field: string;
}) {
  const { t } = useI18n();
  const setAt = (index: number, patch: Partial<Interval>) => onChange(value.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const listError = errors[field];
  return (
    <fieldset className={styles.hours}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {WEEK_ORDER.map((weekday) => {
        const rows = value.map((v, index) => ({ v, index })).filter((x) => x.v.weekday === weekday);
        return (
          <div key={weekday} className={styles.hoursDay} role="group" aria-label={t(weekdayKey(weekday))}>
            <span className={styles.hoursName}>{t(weekdayKey(weekday))}</span>
            <div className={styles.hoursRows}>
              {rows.length === 0 && <span className={styles.note}>{empty}</span>}
              {rows.map(({ v, index }) => {
                const error =
                  errors[`${field}.${index}.from`] ??
                  errors[`${field}.${index}.to`] ??
                  errors[`${field}.${index}.starts`] ??
                  errors[`${field}.${index}.ends`] ??
                  errors[`${field}.${index}.opens`] ??
                  errors[`${field}.${index}.closes`];
                const errorId = `${field}-${index}-error`;
                return (
                  <div key={index} className={styles.hoursRow}>
                    {(['from', 'to'] as const).map((end) => (
                      <label key={end}>
                        {t(`salon.${end}`)}{' '}
                        <input
                          type="time"
                          step={300}
                          value={v[end]}
                          required
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          onChange={(e) => setAt(index, { [end]: e.target.value })}
                        />
                      </label>
                    ))}
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                      aria-label={`${t('salon.removeInterval')}: ${t(weekdayKey(weekday))} ${v.from}–${v.to}`}
                    >
                      <Icon name="close" size={16} />
                    </button>
                    {error && (
                      <p id={errorId} className="field-error">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onChange([...value, { weekday, from: rows.at(-1)?.v.to ?? '09:00', to: '17:00' }])}
                aria-label={`${t('salon.addInterval')}: ${t(weekdayKey(weekday))}`}
              >
                + {t('salon.addInterval')}
              </button>
            </div>
          </div>
        );
      })}
      {listError && (
        <p className="field-error" role="alert">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
