import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n-context.js';
import '../../../i18n/cs-ui.js';
import { kc } from './hosting-rules.js';
import { useHostingDistribution } from './queries.js';
import styles from './webhosting.module.css';

/** The 12 months from the current one: how many projects renew in each and what they bring (`GET /api/webhosting/distribution`). */
export function HostingDistributionGrid() {
  const { t, tp } = useI18n();
  const headingId = useId();
  const distribution = useHostingDistribution();
  return (
    <section
      className={styles.distribution}
      aria-labelledby={headingId}
      aria-busy={distribution.status === 'loading'}
      data-testid="hosting-distribution"
    >
      <h3 id={headingId} className={styles.subheading}>
        {t('admin.hosting.distribution')}
      </h3>
      {distribution.status === 'error' ? (
        <p className="ui-hint" data-testid="hosting-distribution-failed">
          {t('admin.hosting.distribution.failed')}{' '}
          <button type="button" className="button button--ghost button--small" onClick={distribution.reload}>
            {t('ui.tryAgain')}
          </button>
        </p>
      ) : (
        <ol className={styles.distributionGrid}>
          {(distribution.data?.months ?? []).map((month) => (
            <li
              key={`${month.year}-${month.month}`}
              className={`${styles.distributionMonth}${month.count > 0 ? ` ${styles.distributionDue}` : ''}`}
              data-testid="hosting-distribution-month"
              data-month={`${month.year}-${String(month.month).padStart(2, '0')}`}
              data-count={month.count}
              data-sum={month.sum}
            >
              <span className={styles.distributionName}>
                {t('admin.hosting.distribution.month', { month: month.monthName, year: month.year })}
              </span>
              <span>{tp('admin.hosting.projects', month.count)}</span>
              <strong>{kc(month.sum)}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
