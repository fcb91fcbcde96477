import { useState } from 'react';
import type { WebAnalytics, WebAnalyticsPeriod } from '../../../api/web-analytics.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { CompaniesPanel, EmailPanel, OverviewPanel, PlausiblePanel, WebsitePanel } from './panels.js';
import { FIRST_WEB_ANALYTICS_PERIOD, useWebAnalytics } from './queries.js';
import styles from './analytics.module.css';
import { OptionList } from '../common/filter-controls.js';
import { LabelledSelect } from '../common/filter-controls.js';
import { PeriodSelect } from './period-select.js';

const TABS = ['overview', 'website', 'companies', 'email', 'plausible'] as const;
type Tab = (typeof TABS)[number];
const COUNTRIES = ['CZ', 'SK', 'PL'] as const;

function Panel({ tab, data }: { tab: Tab; data: WebAnalytics }) {
  if (tab === 'website') return <WebsitePanel data={data} />;
  if (tab === 'companies') return <CompaniesPanel data={data} />;
  if (tab === 'email') return <EmailPanel data={data} />;
  if (tab === 'plausible') return <PlausiblePanel url={data.dashboardUrl} />;
  return <OverviewPanel data={data} />;
}

/**
 * /admin/analytics (Analytics): the public site's visits counted by the product itself, the companies'
 * figures and the e-mail figures of a period (7, 30, 90, 365 days; every country or one), in tabs;
 * reloads every 5 minutes. The 'plausible' tab embeds the external dashboard when one is configured.
 */
export function AnalyticsPage() {
  const { t } = useI18n();
  const [period, setPeriod] = useState<WebAnalyticsPeriod>(FIRST_WEB_ANALYTICS_PERIOD);
  const [country, setCountry] = useState<string>('');
  const [tab, setTab] = useState<Tab>('overview');
  const report = useWebAnalytics(period, country || null);
  const data = report.data;

  return (
    <div className={styles.page} data-testid="web-analytics-page">
      <div className={styles.toolbar}>
        <h2 className="ui-section-title">{t('admin.webAnalytics.heading')}</h2>
        <div className={styles.actions}>
          <PeriodSelect id="web-analytics-period" value={period} onChange={setPeriod} testId="web-analytics-period" />
          <LabelledSelect
            id="web-analytics-country"
            label={t('admin.webAnalytics.country')}
            labelClassName={styles.label}
            value={country}
            onChange={setCountry}
            testId="web-analytics-country"
          >
            <OptionList values={COUNTRIES} label={(c) => c} all={t('admin.webAnalytics.allCountries')} />
          </LabelledSelect>
          <button type="button" className="button" onClick={report.reload} data-testid="web-analytics-refresh">
            {t('admin.webAnalytics.refresh')}
          </button>
        </div>
      </div>
      <p className="ui-muted">{t('admin.webAnalytics.autoRefresh')}</p>
      {data && !data.collecting && (
        <p role="status" data-testid="web-analytics-off">
          {t('admin.webAnalytics.notCollecting')}
        </p>
      )}
      <Tabs
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        label={t('admin.webAnalytics.tabsLabel')}
        tabId={(name) => `web-analytics-tab-${name}`}
        panelId="web-analytics-panel"
        className={styles.tabs}
        tabClassName={styles.tab}
        testId={(name) => `web-analytics-tab-${name}`}
      >
        {(name) => t(`admin.webAnalytics.tab.${name}`)}
      </Tabs>
      <div role="tabpanel" id="web-analytics-panel" aria-labelledby={`web-analytics-tab-${tab}`}>
        {report.status === 'error' ? (
          <LoadFailed
            error={report.error}
            fallback={t('admin.webAnalytics.loadFailed')}
            onRetry={report.reload}
            testId="web-analytics-error"
          />
        ) : !data ? (
          <Loading />
        ) : (
          <div
            className={styles.body}
            aria-busy={report.status === 'loading'}
            data-testid="web-analytics-report"
            data-period={data.period}
            data-country={data.country ?? ''}
          >
            <Panel tab={tab} data={data} />
          </div>
        )}
      </div>
    </div>
  );
}
