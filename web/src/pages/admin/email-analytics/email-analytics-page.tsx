import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EMAIL_ANALYTICS_PERIODS } from '../../../../../src/contract/email-analytics.js';
import { downloadEmailAnalyticsCsv, type EmailAnalyticsPeriod } from '../../../api/email-analytics.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FigureCards } from './figure-cards.js';
import { FIRST_EMAIL_ANALYTICS_PERIOD, useEmailAnalytics } from './queries.js';
import { TopCampaigns } from './top-campaigns.js';
import { TrendChart } from './trend-chart.js';
import styles from './email-analytics.module.css';
import { OptionList } from '../common/filter-controls.js';
import { LabelledSelect } from '../common/filter-controls.js';

/**
 * /admin/email-analytics (Analytika): the period's totals and rates as cards, bounces and unsubscribes,
 * the last 7 days as a chart (and a table for screen readers), the top campaigns, and Export (the CSV).
 */
export function EmailAnalyticsPage() {
  const { t } = useI18n();
  const notices = useNotices();
  const [period, setPeriod] = useState<EmailAnalyticsPeriod>(FIRST_EMAIL_ANALYTICS_PERIOD);
  const report = useEmailAnalytics(period);
  const data = report.data;

  const csvExport = useMutation({
    mutationFn: () => downloadEmailAnalyticsCsv(period),
    onError: (error) => notices.error(t('admin.emailAnalytics.exportFailed', { message: errorMessage(error, t) })),
  });
  const exporting = csvExport.isPending;

  return (
    <div className={styles.page} data-testid="email-analytics-page">
      <div className={styles.toolbar}>
        <h2 className="ui-section-title">{t('admin.emailAnalytics.heading')}</h2>
        <div className={styles.actions}>
          <LabelledSelect
            id="email-analytics-period"
            label={t('admin.emailAnalytics.period')}
            labelClassName={styles.periodLabel}
            value={period}
            onChange={(value) => setPeriod(Number(value) as EmailAnalyticsPeriod)}
            testId="email-analytics-period"
          >
            <OptionList values={EMAIL_ANALYTICS_PERIODS} label={(days) => t(`admin.emailAnalytics.period.${days}`)} />
          </LabelledSelect>
          <button
            type="button"
            className="button button--primary"
            onClick={() => csvExport.mutate()}
            disabled={exporting || report.status === 'error'}
            data-testid="email-analytics-export"
          >
            {exporting ? t('admin.emailAnalytics.exporting') : t('admin.emailAnalytics.export')}
          </button>
        </div>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="email-analytics-notice" />
      {report.status === 'error' ? (
        <LoadFailed
          error={report.error}
          fallback={t('admin.emailAnalytics.loadFailed')}
          onRetry={report.reload}
          testId="email-analytics-error"
        />
      ) : !data ? (
        <Loading />
      ) : (
        <div className={styles.body} aria-busy={report.status === 'loading'} data-testid="email-analytics-report" data-period={data.period}>
          {data.analytics.totalEmails === 0 ? (
            <EmptyState title={t('admin.emailAnalytics.empty')} hint={t('admin.emailAnalytics.emptyHint')} testId="email-analytics-empty" />
          ) : (
            <section aria-labelledby="email-analytics-figures">
              <h3 id="email-analytics-figures" className="visually-hidden">
                {t('admin.emailAnalytics.figures')}
              </h3>
              <FigureCards figures={data.analytics} />
            </section>
          )}
          <section className={styles.section} aria-labelledby="email-analytics-trend">
            <h3 id="email-analytics-trend" className={styles.sectionTitle}>
              {t('admin.emailAnalytics.trend')}
            </h3>
            <TrendChart days={data.chartData} />
          </section>
          <section className={styles.section} aria-labelledby="email-analytics-campaigns">
            <h3 id="email-analytics-campaigns" className={styles.sectionTitle}>
              {t('admin.emailAnalytics.campaigns')}
            </h3>
            <TopCampaigns campaigns={data.topCampaigns} />
          </section>
        </div>
      )}
    </div>
  );
}
