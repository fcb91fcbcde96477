import { useId, useState } from 'react';
import type { RevenueMonth } from '../../../api/hosting.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { RevenueMonthDetail } from './revenue-month-detail.js';
import { kc, revenueTileTone } from './hosting-rules.js';
import { useHostingRevenue } from './queries.js';
import styles from './webhosting.module.css';

/**
 * Webhosting › Příjmy: the year's revenue calendar (`GET /api/webhosting/revenue?year=`): the year's
 * total and the active projects, previous / next year, 12 month tiles (buttons) coloured by revenue, and
 * the chosen month's payments below them. Past months show what was paid, the others what is due.
 */
export function RevenueTab({ year, onYear }: { year: number; onYear: (year: number) => void }) {
  const { t, tp } = useI18n();
  const headingId = useId();
  const detailId = useId();
  const revenue = useHostingRevenue(year);
  const [chosen, setChosen] = useState<{ year: number; month: number } | null>(null);
  const data = revenue.data?.year === year ? revenue.data : null;
  const month: RevenueMonth | null =
    chosen && data && chosen.year === year ? (data.months.find((m) => m.month === chosen.month) ?? null) : null;

  return (
    <section className={styles.tab} aria-labelledby={headingId} data-testid="hosting-revenue" data-year={year}>
      <div className={styles.revenueHead}>
        <button type="button" className="button button--ghost button--small" onClick={() => onYear(year - 1)} data-testid="revenue-prev">
          <span aria-hidden="true">‹ </span>
          <span className="visually-hidden">{t('admin.hosting.revenue.prev')} </span>
          {year - 1}
        </button>
        <h3 id={headingId} className={styles.subheading} data-testid="revenue-title">
          {t('admin.hosting.revenue.title', { year })}
        </h3>
        <button type="button" className="button button--ghost button--small" onClick={() => onYear(year + 1)} data-testid="revenue-next">
          <span className="visually-hidden">{t('admin.hosting.revenue.next')} </span>
          {year + 1}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {revenue.status === 'error' ? (
        <LoadFailed
          error={revenue.error}
          fallback={t('admin.hosting.revenue.loadFailed')}
          onRetry={revenue.reload}
          testId="revenue-error"
        />
      ) : !data ? (
        <Loading label={t('admin.hosting.revenue.loading')} />
      ) : (
        <>
          <dl className={styles.cards} aria-busy={revenue.status === 'loading'}>
            <div className={styles.card}>
              <dt>{t('admin.hosting.revenue.total')}</dt>
              <dd data-testid="revenue-total" data-value={data.total}>
                {kc(data.total)}
              </dd>
            </div>
            <div className={styles.card}>
              <dt>{t('admin.hosting.revenue.active')}</dt>
              <dd data-testid="revenue-active" data-value={data.active_projects}>
                {data.active_projects}
              </dd>
            </div>
          </dl>
          <p className="ui-hint">{t('admin.hosting.revenue.hint')}</p>
          <ol className={styles.tiles} aria-label={t('admin.hosting.revenue.months', { year })}>
            {data.months.map((m) => {
              const tone = revenueTileTone(m.totalRevenue);
              const open = month?.month === m.month;
              return (
                <li key={m.month}>
                  <button
                    type="button"
                    className={`${styles.tile} ${styles[`tile-${tone}`]}`}
                    aria-expanded={open}
                    aria-controls={open ? detailId : undefined}
                    onClick={() => setChosen(open ? null : { year, month: m.month })}
                    data-testid="revenue-tile"
                    data-month={m.month}
                    data-tone={tone}
                    data-revenue={m.totalRevenue}
                  >
                    {/* the button's name is what it shows: month (and the year, for a screen reader), revenue, count */}
                    <span className={styles.tileName}>
                      {m.monthName}
                      <span className="visually-hidden"> {m.year}, </span>
                    </span>
                    <strong className={styles.tileAmount} data-testid="revenue-tile-amount">
                      {kc(m.totalRevenue)}
                    </strong>
                    <span className="visually-hidden">, </span>
                    <span className={styles.tileCount} data-testid="revenue-tile-count">
                      {tp('admin.hosting.projects', m.projectsCount)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          {month && <RevenueMonthDetail id={detailId} month={month} onClose={() => setChosen(null)} />}
        </>
      )}
    </section>
  );
}
