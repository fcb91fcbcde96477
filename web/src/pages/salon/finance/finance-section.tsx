import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { downloadFinanceCsv, FINANCE_PERIODS, type FinanceDto, type FinancePeriod } from '../../../api/finance.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { LoadFailed, Loading, EmptyState } from '../../../components/ui/states.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { SectionProps } from '../section-props.js';
import salon from '../common/salon.module.css';
import { FinanceGroupTable } from './finance-tables.js';
import { minorMoney, periodTitle } from './format.js';
import { financeQuery, parseFinanceFrom, parseFinancePeriod } from './queries.js';
import styles from './finance.module.css';
import { Panel } from '../common/panel.js';

const FinanceChart = lazy(() => import('./finance-chart.js').then((m) => ({ default: m.FinanceChart })));

/** The day another period kind opens on: today while the shown period holds it (null), else the shown period's first day. */
function anchorOf(d: FinanceDto): string | null {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: d.time_zone }).format(new Date());
  return d.from <= today && today <= d.to ? null : d.from;
}

/**
 * Finance: the company's revenue in a day, week, month or year (Den, Týden, Měsíc, Rok) stepped back and
 * forth, totals (Celkem, Rezervace, E-shop, Ztráty z nedostavení, DPH), the chart with its table, tables by
 * service, employee and branch, and 'Export CSV' of the period. `?obdobi=day|week|month|year&od=YYYY-MM-DD` opens a period.
 */
export function FinanceSection({ params }: SectionProps) {
  const { t } = useI18n();
  const [period, setPeriod] = useState<FinancePeriod>(() => parseFinancePeriod(params.get('obdobi')));
  const [from, setFrom] = useState<string | null>(() => parseFinanceFrom(params.get('od')));
  const figures = financeQuery(period, from);
  const data = useApiQuery(figures.key, figures.load);
  const d: FinanceDto | null = data.data;

  return (
    <div className={salon.stack} data-testid="salon-finance">
      <section className={salon.panel} aria-labelledby="finance-period">
        <div className={salon.panelHead}>
          <h2 id="finance-period" className={salon.panelTitle} aria-live="polite" data-testid="finance-range">
            {d ? periodTitle(d.period, d.from, d.to) : t('salon.finance.periods')}
          </h2>
          <Tabs
            tabs={FINANCE_PERIODS}
            selected={period}
            onSelect={(next) => {
              setPeriod(next);
              setFrom(d ? anchorOf(d) : from);
            }}
            label={t('salon.finance.periods')}
            tabId={(p) => `finance-tab-${p}`}
            panelId="finance-panel"
            className={styles.periods}
            tabClassName={styles.period}
            testId={(p) => `finance-period-${p}`}
          >
            {(p) => t(`salon.finance.period.${p}`)}
          </Tabs>
        </div>
        <div className={salon.toolbar}>
          <div className={styles.stepper}>
            <StepButton label={t('salon.finance.previous')} onClick={d && (() => setFrom(d.previous))} testId="finance-previous">
              ‹
            </StepButton>
            <button type="button" className="button button--ghost" onClick={() => setFrom(null)} data-testid="finance-current">
              {t('salon.finance.current')}
            </button>
            <StepButton label={t('salon.finance.next')} onClick={d && (() => setFrom(d.next))} testId="finance-next">
              ›
            </StepButton>
          </div>
          {d && <ExportButton period={d.period} from={d.from} />}
        </div>
      </section>

      <div id="finance-panel" role="tabpanel" aria-labelledby={`finance-tab-${period}`} className={salon.stack}>
        {data.status === 'error' && (
          <LoadFailed error={data.error} fallback={t('salon.finance.loadFailed')} onRetry={data.reload} testId="finance-error" />
        )}
        {data.status !== 'error' && !d && <Loading label={t('salon.finance.loading')} />}
        {data.status !== 'error' && d && <FinanceBody data={d} busy={data.status === 'loading'} />}
      </div>
    </div>
  );
}

function FinanceBody({ data: d, busy }: { data: FinanceDto; busy: boolean }) {
  const { t } = useI18n();
  const money = (amount: number) => minorMoney(amount, d.currency);
  const cards = [
    { key: 'total', value: d.total, hint: t('salon.finance.totalHint') },
    { key: 'bookings', value: d.bookings_total, hint: t('salon.finance.bookingsHint', { count: d.bookings_count }) },
    { key: 'orders', value: d.orders_total, hint: t('salon.finance.ordersHint', { count: d.orders_count }) },
    { key: 'noShow', value: d.no_show_loss, hint: t('salon.finance.noShowHint', { count: d.no_show_count }) },
    { key: 'vat', value: d.vat.total, hint: t('salon.finance.vatHint', { rate: d.vat.rate }) },
  ] as const;
  const groupTables = [
    { id: 'by-service', title: t('salon.finance.byService'), nameColumn: t('salon.finance.service'), groups: d.by_service },
    { id: 'by-employee', title: t('salon.finance.byEmployee'), nameColumn: t('salon.finance.employee'), groups: d.by_employee },
    {
      id: 'by-branch',
      title: t('salon.finance.byBranch'),
      nameColumn: t('salon.finance.branch'),
      groups: d.by_branch,
      unnamed: t('salon.finance.noBranch'),
    },
  ];
  const empty = d.total === 0 && d.no_show_loss === 0;
  return (
    <>
      <section className={salon.cards} aria-label={t('salon.finance.figures')} aria-busy={busy} data-testid="finance-cards">
        {cards.map((c) => (
          <div key={c.key} className={salon.card} data-testid={`finance-card-${c.key}`}>
            <span className={salon.cardLabel}>{t(`salon.finance.${c.key}`)}</span>
            <strong className={salon.cardValue} data-testid={`finance-card-${c.key}-value`}>
              {money(c.value)}
            </strong>
            <span className={salon.cardHint}>{c.hint}</span>
          </div>
        ))}
      </section>
      <p className={salon.note}>{t('salon.finance.note', { currency: d.currency, zone: d.time_zone })}</p>
      {empty ? (
        <EmptyState title={t('salon.finance.empty')} hint={t('salon.finance.emptyHint')} testId="finance-empty" />
      ) : (
        <>
          <Panel titleId="finance-chart-title" title={t('salon.finance.chart')}>
            <Suspense fallback={<Loading label={t('salon.finance.loading')} />}>
              <FinanceChart data={d} />
            </Suspense>
          </Panel>
          <div className={styles.groups}>
            {groupTables.map((table) => (
              <FinanceGroupTable key={table.id} {...table} currency={d.currency} busy={busy} />
            ))}
          </div>
        </>
      )}
    </>
  );
}

/** The arrow to the previous or next period: named by `label`, disabled until the period is loaded (`onClick` null). */
function StepButton({
  label,
  onClick,
  testId,
  children,
}: {
  label: string;
  onClick: (() => void) | null;
  testId: string;
  children: string;
}) {
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={onClick ?? undefined}
      disabled={!onClick}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** 'Export CSV': downloads the period shown; says so while it prepares and when it fails. */
function ExportButton({ period, from }: { period: FinancePeriod; from: string }) {
  const { t } = useI18n();
  const exportCsv = useMutation({ mutationFn: () => downloadFinanceCsv(period, from) });
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => exportCsv.mutate()}
        disabled={exportCsv.isPending}
        data-testid="finance-export"
      >
        {exportCsv.isPending ? t('salon.finance.exporting') : t('salon.finance.export')}
      </button>
      {exportCsv.error && (
        <p role="alert" className={salon.note} data-testid="finance-export-error">
          {errorMessage(exportCsv.error, t, t('salon.finance.exportFailed'))}
        </p>
      )}
    </>
  );
}
