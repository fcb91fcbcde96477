import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../api/api-error.js';
import { downloadReport, REPORT_NAMES, type ReportName } from '../../../api/reports.js';
import { useEdition } from '../../../app/edition-context.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { EmptyState, Loading, LoadFailed } from '../../../components/ui/states.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { todayIn } from '../common/format.js';
import type { SectionProps } from '../section-props.js';
import salon from '../common/salon.module.css';
import { periodDate } from './format.js';
import { HeatMap } from './heat-map.js';
import { FIRST_REPORT, reportQuery } from './queries.js';
import { PERIOD_PRESETS, periodReady, presetOf, presetPeriod, type Period, type PeriodPreset } from './report-period.js';
import { CHART_SPECS, hasData } from './report-series.js';
import { ReportTable } from './report-table.js';
import styles from './reports.module.css';

const ReportChart = lazy(() => import('./report-chart.js').then((m) => ({ default: m.ReportChart })));

/**
 * Reporty: a report picked by tabs, over a period (from/to, or a preset), as a chart (lazy recharts)
 * and a table, or the busiest hours as a heat map table; 'Stáhnout report' downloads its CSV. A report
 * the company's plan does not include shows how to get it (Nastavení), not an error.
 */
export function ReportsSection({ go }: SectionProps) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const today = todayIn(edition.timeZone);
  const [name, setName] = useState<ReportName>(FIRST_REPORT.name);
  const [period, setPeriod] = useState<Period>(() => presetPeriod(FIRST_REPORT.preset, today));
  // the preset last pressed (null once a date is typed): it stays pressed where another preset is the same days
  const [chosen, setChosen] = useState<PeriodPreset | null>(FIRST_REPORT.preset);
  const ready = periodReady(period);
  const current = reportQuery(name, period);
  const report = useApiQuery(current.key, current.load, { enabled: ready });
  const preset = presetOf(period, today, chosen);
  const title = t(`reports.name.${name}`);
  const planLocked = report.status === 'error' && report.error instanceof ApiError && report.error.code === 'plan_feature';

  const download = useMutation({ mutationFn: () => downloadReport(name, period) });
  const downloadProblem = download.error && errorMessage(download.error, t, t('reports.downloadFailed'));

  const data = report.data && report.data.report === name ? report.data : null;
  const spec = CHART_SPECS[name];

  return (
    <div className={salon.stack} data-testid="reports-section">
      <section className={`${salon.panel} ${styles.section}`} aria-labelledby="reports-title">
        <h2 id="reports-title" className={salon.panelTitle}>
          {t('reports.title')}
        </h2>
        <Tabs
          tabs={REPORT_NAMES}
          selected={name}
          onSelect={(next) => {
            setName(next);
            download.reset();
          }}
          label={t('reports.picker')}
          idPrefix="report"
          className={styles.tabs}
          tabClassName={styles.tab}
        >
          {(tab) => t(`reports.name.${tab}`)}
        </Tabs>
        <fieldset className={styles.period}>
          <legend>{t('reports.period')}</legend>
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className={salon.filter}>
              {t(`reports.${end}`)}
              <input
                type="date"
                value={period[end]}
                min={end === 'to' ? period.from || undefined : undefined}
                max={end === 'from' ? period.to || undefined : undefined}
                onChange={(e) => {
                  setPeriod({ ...period, [end]: e.target.value });
                  setChosen(null);
                }}
                data-testid={`report-${end}`}
              />
            </label>
          ))}
          <div className={styles.presets}>
            {PERIOD_PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                className={styles.preset}
                aria-pressed={preset === p}
                onClick={() => {
                  setPeriod(presetPeriod(p, today));
                  setChosen(p);
                }}
                data-testid={`report-preset-${p}`}
              >
                {t(`reports.preset.${p}`)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="button button--primary"
            onClick={() => download.mutate()}
            disabled={!ready || planLocked}
            data-testid="report-download"
          >
            {t('reports.download')}
          </button>
        </fieldset>
        {!ready && period.from && period.to && (
          <p className="form-error" role="alert">
            {t('reports.periodOrder')}
          </p>
        )}
        {downloadProblem && (
          <p className="form-error" role="alert" data-testid="report-download-error">
            {downloadProblem}
          </p>
        )}
      </section>

      <section
        className={`${salon.panel} ${styles.section}`}
        id="report-panel"
        role="tabpanel"
        aria-labelledby={`report-tab-${name}`}
        aria-busy={report.status === 'loading'}
        data-testid={`report-panel-${name}`}
      >
        <p className={styles.hint}>{t(`reports.hint.${name}`)}</p>
        {planLocked ? (
          <div className={styles.upgrade} data-testid="report-upgrade">
            <h3 className={salon.panelTitle}>{t('reports.upgradeTitle')}</h3>
            <p>{(report.error as ApiError).message}</p>
            <button type="button" className="button button--primary" onClick={() => go('nastaveni')}>
              {t('reports.upgradeAction')}
            </button>
          </div>
        ) : report.status === 'error' ? (
          <LoadFailed error={report.error} fallback={t('reports.loadFailed')} onRetry={report.reload} testId="report-load-error" />
        ) : !data ? (
          ready && <Loading label={t('reports.loading')} />
        ) : !hasData(data.rows) ? (
          <EmptyState title={t('reports.empty')} hint={t('reports.emptyHint')} testId="report-empty" />
        ) : name === 'busy-hours' ? (
          <HeatMap report={data} />
        ) : (
          <>
            {spec && (
              <Suspense fallback={<Loading label={t('reports.loading')} />}>
                <ReportChart report={data} spec={spec} label={t('reports.chartLabel', { name: title })} />
              </Suspense>
            )}
            <ReportTable
              report={data}
              caption={t('reports.tableCaption', { name: title, from: periodDate(data.from), to: periodDate(data.to) })}
              busy={report.status === 'loading'}
            />
            {name === 'clients' && (
              <p className={styles.note} data-testid="report-clients-totals">
                {t('reports.clientsTotals', {
                  new: String(data.totals.new_clients ?? 0),
                  returning: String(data.totals.returning_clients ?? 0),
                })}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
