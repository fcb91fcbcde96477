import { Link } from 'react-router';
import { useSiteSettings } from '../../../app/site-settings.js';
import type { WebAnalytics } from '../../../api/web-analytics.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatCount, formatRate } from '../email-analytics/format.js';
import { Figures } from './figures.js';
import { TrafficChart } from './traffic-chart.js';
import styles from './analytics.module.css';

/** Top-companies score colours: at least 7 green, at least 5 yellow, else red. */
export function scoreTone(score: number): BadgeTone {
  if (score >= 7) return 'green';
  if (score >= 5) return 'yellow';
  return 'red';
}

/** Seconds as 'M min S s'. */
export function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The period's visit figures and the chart of every day. */
export function OverviewPanel({ data }: { data: WebAnalytics }) {
  const { t } = useI18n();
  const a = data.analytics;
  return (
    <div className={styles.body}>
      <section aria-labelledby="web-analytics-figures">
        <h3 id="web-analytics-figures" className="visually-hidden">
          {t('admin.webAnalytics.figures')}
        </h3>
        <Figures
          testId="web-analytics-figures"
          figures={[
            { id: 'totalPageViews', label: t('admin.webAnalytics.totalPageViews'), value: formatCount(a.totalPageViews) },
            { id: 'uniqueVisitors', label: t('admin.webAnalytics.uniqueVisitors'), value: formatCount(a.uniqueVisitors) },
            { id: 'avgSessionDuration', label: t('admin.webAnalytics.avgSessionDuration'), value: formatDuration(a.avgSessionDuration) },
            { id: 'bounceRate', label: t('admin.webAnalytics.bounceRate'), value: formatRate(a.bounceRate) },
            { id: 'activeCompanies', label: t('admin.webAnalytics.activeCompanies'), value: formatCount(data.companies.activeCompanies) },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="web-analytics-chart-title">
        <h3 id="web-analytics-chart-title" className={styles.sectionTitle}>
          {t('admin.webAnalytics.chart')}
        </h3>
        <TrafficChart days={data.chartData} />
      </section>
    </div>
  );
}

function CountTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: [string, string];
  rows: Array<[string, number]>;
  testId: string;
}) {
  const { t } = useI18n();
  if (!rows.length) return <p className="ui-muted">{t('admin.webAnalytics.noData')}</p>;
  return (
    <Table caption={caption} columns={columns} testId={testId}>
      {rows.map(([name, count]) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td className={styles.number}>{formatCount(count)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Pages, devices and referrers of the period. */
export function WebsitePanel({ data }: { data: WebAnalytics }) {
  const { t } = useI18n();
  const a = data.analytics;
  const devices = (['desktop', 'mobile', 'tablet'] as const).map(
    (d) => [t(`admin.webAnalytics.device.${d}`), a.deviceBreakdown[d]] as [string, number],
  );
  return (
    <div className={styles.grid}>
      <section className={styles.section} aria-labelledby="web-analytics-pages">
        <h3 id="web-analytics-pages" className={styles.sectionTitle}>
          {t('admin.webAnalytics.topPages')}
        </h3>
        <CountTable
          caption={t('admin.webAnalytics.topPages')}
          columns={[t('admin.webAnalytics.page'), t('admin.webAnalytics.views')]}
          rows={a.topPages.map((p) => [p.page, p.views])}
          testId="web-analytics-pages"
        />
      </section>
      <section className={styles.section} aria-labelledby="web-analytics-devices">
        <h3 id="web-analytics-devices" className={styles.sectionTitle}>
          {t('admin.webAnalytics.devices')}
        </h3>
        <CountTable
          caption={t('admin.webAnalytics.devices')}
          columns={[t('admin.webAnalytics.devices'), t('admin.webAnalytics.views')]}
          rows={devices}
          testId="web-analytics-devices"
        />
      </section>
      <section className={styles.section} aria-labelledby="web-analytics-referrers">
        <h3 id="web-analytics-referrers" className={styles.sectionTitle}>
          {t('admin.webAnalytics.topReferrers')}
        </h3>
        <CountTable
          caption={t('admin.webAnalytics.topReferrers')}
          columns={[t('admin.webAnalytics.source'), t('admin.webAnalytics.visits')]}
          rows={a.topReferrers.map((r) => [r.source, r.visits])}
          testId="web-analytics-referrers"
        />
      </section>
    </div>
  );
}

/** The top 10 companies with their views, bookings and score. */
export function TopCompanies({ companies }: { companies: WebAnalytics['companies']['topCompanies'] }) {
  const { t } = useI18n();
  if (!companies.length) return <p className="ui-muted">{t('admin.webAnalytics.noData')}</p>;
  return (
    <Table
      caption={t('admin.webAnalytics.topCompanies')}
      columns={[
        t('admin.webAnalytics.company'),
        t('admin.webAnalytics.views'),
        t('admin.webAnalytics.bookings'),
        t('admin.webAnalytics.score'),
      ]}
      testId="web-analytics-top-companies"
    >
      {companies.slice(0, 10).map((c) => (
        <tr key={c.id} data-testid="web-analytics-top-company">
          <th scope="row">{c.name}</th>
          <td className={styles.number}>{formatCount(c.views)}</td>
          <td className={styles.number}>{formatCount(c.bookings)}</td>
          <td>
            <Badge tone={scoreTone(c.score)}>{c.score.toLocaleString('cs-CZ')}/10</Badge>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Company counts, the top 10 and the breakdowns by category and region. */
export function CompaniesPanel({ data }: { data: WebAnalytics }) {
  const { t } = useI18n();
  const c = data.companies;
  return (
    <div className={styles.body}>
      <Figures
        testId="web-analytics-company-figures"
        figures={[
          { id: 'totalCompanies', label: t('admin.webAnalytics.totalCompanies'), value: formatCount(c.totalCompanies) },
          { id: 'activeCompaniesCount', label: t('admin.webAnalytics.activeCompanies'), value: formatCount(c.activeCompanies) },
        ]}
      />
      <section className={styles.section} aria-labelledby="web-analytics-top">
        <h3 id="web-analytics-top" className={styles.sectionTitle}>
          {t('admin.webAnalytics.topCompanies')}
        </h3>
        <TopCompanies companies={c.topCompanies} />
      </section>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="web-analytics-categories">
          <h3 id="web-analytics-categories" className={styles.sectionTitle}>
            {t('admin.webAnalytics.byCategory')}
          </h3>
          <CountTable
            caption={t('admin.webAnalytics.byCategory')}
            columns={[t('admin.webAnalytics.name'), t('admin.webAnalytics.count')]}
            rows={c.byCategory.map((x) => [x.name, x.count])}
            testId="web-analytics-categories"
          />
        </section>
        <section className={styles.section} aria-labelledby="web-analytics-regions">
          <h3 id="web-analytics-regions" className={styles.sectionTitle}>
            {t('admin.webAnalytics.byRegion')}
          </h3>
          <CountTable
            caption={t('admin.webAnalytics.byRegion')}
            columns={[t('admin.webAnalytics.name'), t('admin.webAnalytics.count')]}
            rows={c.byRegion.map((x) => [x.name, x.count])}
            testId="web-analytics-regions"
          />
        </section>
      </div>
    </div>
  );
}

/** The e-mail figures of the period (e-mail analytics has the details). */
export function EmailPanel({ data }: { data: WebAnalytics }) {
  const { t } = useI18n();
  const e = data.email;
  return (
    <div className={styles.body}>
      <Figures
        testId="web-analytics-email"
        figures={[
          { id: 'totalEmails', label: t('admin.webAnalytics.totalEmails'), value: formatCount(e.totalEmails) },
          { id: 'totalSent', label: t('admin.webAnalytics.totalSent'), value: formatCount(e.totalSent) },
          { id: 'totalOpened', label: t('admin.webAnalytics.totalOpened'), value: formatCount(e.totalOpened) },
          { id: 'totalClicked', label: t('admin.webAnalytics.totalClicked'), value: formatCount(e.totalClicked) },
          { id: 'openRate', label: t('admin.webAnalytics.openRate'), value: formatRate(e.openRate) },
          { id: 'clickRate', label: t('admin.webAnalytics.clickRate'), value: formatRate(e.clickRate) },
          { id: 'emailBounceRate', label: t('admin.webAnalytics.emailBounceRate'), value: formatRate(e.bounceRate) },
          { id: 'unsubscribeRate', label: t('admin.webAnalytics.unsubscribeRate'), value: formatRate(e.unsubscribeRate) },
        ]}
      />
      <p>
        <Link to="/admin/email-analytics">{t('admin.webAnalytics.emailMore')}</Link>
      </p>
    </div>
  );
}

/**
 * The external dashboard (MARKETPLACE_ANALYTICS_DASHBOARD_URL) embedded, with the operator's default
 * country (Nastavení › Obecné) unless the URL names one; or a note that it is not configured.
 */
export function PlausiblePanel({ url }: { url: string | null }) {
  const { t } = useI18n();
  const defaultCountry = useSiteSettings()?.defaultCountry ?? 'CZ';
  if (!url) return <p data-testid="web-analytics-plausible-missing">{t('admin.webAnalytics.plausibleMissing')}</p>;
  const src = new URL(url);
  if (!src.searchParams.has('country')) src.searchParams.set('country', defaultCountry);
  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('admin.webAnalytics.plausibleTitle')}</h3>
      <iframe
        className={styles.frame}
        src={src.toString()}
        title={t('admin.webAnalytics.plausibleFrame')}
        loading="lazy"
        data-testid="web-analytics-plausible"
      />
      <p>
        <a href={src.toString()} target="_blank" rel="noopener noreferrer">
          {t('admin.webAnalytics.plausibleOpen')}
        </a>
      </p>
    </div>
  );
}
