import { useState } from 'react';
import type { WebAnalyticsPeriod } from '../../../api/web-analytics.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { OverviewPanel, TopCompanies } from './panels.js';
import { useWebAnalytics } from './queries.js';
import styles from './analytics.module.css';
import { PeriodSelect } from './period-select.js';

/**
 * The website analytics of one edition as the Companies screen's Analytics tab shows them: a period,
 * the visit figures and chart, the top 10 companies; reloads every 5 minutes.
 */
export function EditionAnalyticsSummary({ country, enabled }: { country: string; enabled: boolean }) {
  const { t } = useI18n();
  const [period, setPeriod] = useState<WebAnalyticsPeriod>('30d');
  const report = useWebAnalytics(period, country, enabled);
  const data = report.data;
  return (
    <div className={styles.page} data-testid="companies-web-analytics">
      <div className={styles.toolbar}>
        <h2 className="ui-section-title">{t('admin.webAnalytics.heading')}</h2>
        <div className={styles.actions}>
          <PeriodSelect id="co-web-analytics-period" value={period} onChange={setPeriod} testId="companies-web-analytics-period" />
        </div>
      </div>
      {report.status === 'error' ? (
        <LoadFailed
          error={report.error}
          fallback={t('admin.webAnalytics.loadFailed')}
          onRetry={report.reload}
          testId="companies-web-analytics-error"
        />
      ) : !data ? (
        <Loading />
      ) : (
        <div
          className={styles.body}
          aria-busy={report.status === 'loading'}
          data-testid="companies-web-analytics-report"
          data-period={data.period}
        >
          <OverviewPanel data={data} />
          <section className={styles.section} aria-labelledby="co-web-analytics-top">
            <h3 id="co-web-analytics-top" className={styles.sectionTitle}>
              {t('admin.webAnalytics.topCompanies')}
            </h3>
            <TopCompanies companies={data.companies.topCompanies} />
          </section>
        </div>
      )}
    </div>
  );
}
