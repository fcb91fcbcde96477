import type { CompanyDetailDto, Weekday } from '../../../../src/contract/directory.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-company.js';
import styles from './company.module.css';

/** Monday first (the week of the Czech, Slovak and Polish locales). */
export const WEEK_FROM_MONDAY: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Opening hours by weekday; a closed day says 'Zavřeno'. */
export function OpeningHours({ hours }: { hours: CompanyDetailDto['opening_hours'] }) {
  const { t } = useI18n();
  return (
    <section className={styles.sideCard} aria-labelledby="company-hours">
      <h2 id="company-hours" className={styles.sideCardTitle}>
        {t('company.hours')}
      </h2>
      <table className={styles.hoursTable} data-testid="opening-hours">
        <tbody>
          {WEEK_FROM_MONDAY.map((day) => {
            const slot = hours[day] ?? null;
            return (
              <tr key={day} data-day={day} data-closed={slot ? undefined : true}>
                <th scope="row">{t(`day.${day}` as MessageKey)}</th>
                <td>{slot ? (slot.intervals ?? [slot]).map((i) => `${i.open} – ${i.close}`).join(', ') : t('company.closed')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
