import { Badge } from '../../../components/ui/badge.js';
import type { ProspectStatsDto } from '../../../api/prospects.js';
import { useEdition } from '../../../app/edition-context.js';
import { analyticsDashboardUrl, isProductHost } from './analytics-mode.js';
import { CompanyStats } from './company-stats.js';
import { EditionAnalyticsSummary } from '../analytics/edition-summary.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './companies.module.css';

/**
 * The Analytics tab: 'Live' on a product domain, 'Demo' elsewhere; the external analytics dashboard
 * in a new tab when web analytics are configured, else a plain note. No sample figures: only the
 * company statistics, which are real.
 */
export function AnalyticsTab({
  stats,
  statsFailed,
  statsLoading,
  active = true,
}: {
  stats: ProspectStatsDto | null;
  statsFailed: boolean;
  statsLoading: boolean;
  /** the tab is shown: its website analytics load (and poll) only then */
  active?: boolean;
}) {
  const { t } = useI18n();
  const { edition, editions, isLocalHost, analytics } = useEdition();
  const host = window.location.hostname;
  const live = isProductHost(
    host,
    edition.domain,
    editions.map((e) => e.url),
    isLocalHost,
  );
  const dashboard = analyticsDashboardUrl(analytics);

  return (
    <div className={styles.analytics} data-testid="companies-analytics">
      <section className={styles.card} aria-labelledby="co-analytics-title">
        <div className={styles.cardHead}>
          <h2 id="co-analytics-title" className={styles.cardTitle}>
            {t('admin.companies.analyticsTitle')}
          </h2>
          <Badge tone={live ? 'green' : 'grey'} data-testid="analytics-mode">
            {live ? t('admin.companies.modeLive') : t('admin.companies.modeDemo')}
          </Badge>
        </div>
        <p className="ui-muted" data-testid="analytics-mode-hint">
          {live ? t('admin.companies.modeLiveHint', { host }) : t('admin.companies.modeDemoHint', { host })}
        </p>
        {dashboard ? (
          <a
            className={`button button--primary ${styles.dashboard}`}
            href={dashboard}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="analytics-dashboard"
          >
            {t('admin.companies.dashboardOpen')}
            <span className="visually-hidden"> {t('admin.companies.newTab')}</span>
          </a>
        ) : (
          <p data-testid="analytics-unavailable">{t('admin.companies.analyticsUnavailable')}</p>
        )}
      </section>
      <div className={styles.card}>
        <EditionAnalyticsSummary country={edition.code} enabled={active} />
      </div>
      <div className={styles.card}>
        <h2 id="co-analytics-companies" className={styles.cardTitle}>
          {t('admin.companies.analyticsCompanies')}
        </h2>
        <CompanyStats
          stats={stats}
          failed={statsFailed}
          loading={statsLoading}
          labelledBy="co-analytics-companies"
          testId="analytics-stats"
        />
      </div>
    </div>
  );
}
