import { useId } from 'react';
import type { ProspectStatsDto } from '../../../api/prospects.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './companies.module.css';

export const ZERO_STATS: ProspectStatsDto = { total: 0, barbershops: 0, hairSalons: 0, withWebsite: 0, needsModernisation: 0 };
const KEYS = ['total', 'barbershops', 'hairSalons', 'withWebsite', 'needsModernisation'] as const;

/** The statistics block: zero counts when the statistics could not be loaded. */
export function CompanyStats({
  stats,
  failed,
  loading,
  labelledBy,
  testId = 'companies-stats',
}: {
  stats: ProspectStatsDto | null;
  failed: boolean;
  loading: boolean;
  labelledBy?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const shown = stats ?? ZERO_STATS;
  const format = new Intl.NumberFormat('cs-CZ');
  return (
    <section className={styles.stats} aria-labelledby={labelledBy ?? headingId} aria-busy={loading} data-testid={testId}>
      {!labelledBy && (
        <h2 id={headingId} className="visually-hidden">
          {t('admin.companies.stats')}
        </h2>
      )}
      <dl className={styles.statsGrid}>
        {KEYS.map((key) => (
          <div key={key} className={styles.stat}>
            <dt>{t(`admin.companies.statsLabels.${key}`)}</dt>
            <dd data-testid={`${testId}-${key}`}>{stats || !loading ? format.format(shown[key]) : '…'}</dd>
          </div>
        ))}
      </dl>
      {failed && (
        <p className="ui-hint" data-testid={`${testId}-failed`}>
          {t('admin.companies.statsFailed')}
        </p>
      )}
    </section>
  );
}
