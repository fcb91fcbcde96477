import type { ReportDto } from '../../../api/reports.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { cellText, periodDate } from './format.js';
import { heatLevel } from './report-series.js';
import styles from './reports.module.css';

const LEVELS = [styles.heat0, styles.heat1, styles.heat2, styles.heat3, styles.heat4];

/**
 * The busiest hours as a table grid: a row per weekday, a column per hour, each cell the number of
 * bookings on a shade of its share of the busiest hour (the number is always written, so the colour
 * is never the only sign). The frame scrolls sideways by keyboard too.
 */
export function HeatMap({ report }: { report: ReportDto }) {
  const { t } = useI18n();
  const hours = report.columns.slice(1);
  const max = Number(report.totals.max ?? 0);
  const caption = t('reports.heatCaption', { from: periodDate(report.from), to: periodDate(report.to) });
  return (
    <>
      <div className={styles.heatFrame} tabIndex={0} role="region" aria-label={caption} data-testid="report-heat-map">
        <table className={styles.heat}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{report.columns[0]!.label}</th>
              {hours.map((h) => (
                <th key={h.key} scope="col">
                  {h.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={String(row.weekday)}>
                <th scope="row">{String(row.weekday)}</th>
                {hours.map((h) => {
                  const count = Number(row[h.key] ?? 0);
                  return (
                    <td key={h.key} className={LEVELS[heatLevel(count, max)]} data-testid="report-heat-cell">
                      {cellText(count)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {t('reports.heatTotal', { count: cellText(Number(report.totals.bookings ?? 0)) })} {t('reports.heatLegend')}
      </p>
    </>
  );
}
