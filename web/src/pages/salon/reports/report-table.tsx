import type { ReportDto } from '../../../api/reports.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { cellText } from './format.js';

/** A report's figures as a table: the first column heads each row; a 'Celkem' row where the totals match the columns. */
export function ReportTable({ report, caption, busy }: { report: ReportDto; caption: string; busy: boolean }) {
  const { t } = useI18n();
  const [first, ...rest] = report.columns;
  const totals = rest.filter((c) => c.key in report.totals);
  return (
    <Table caption={caption} columns={report.columns.map((c) => c.label)} busy={busy} testId="report-table">
      {report.rows.map((row, i) => (
        <tr key={i} data-testid="report-row">
          <th scope="row">{cellText(row[first!.key])}</th>
          {rest.map((c) => (
            <td key={c.key}>{cellText(row[c.key])}</td>
          ))}
        </tr>
      ))}
      {totals.length > 0 && (
        <tr data-testid="report-total">
          <th scope="row">{t('reports.total')}</th>
          {rest.map((c) => (
            <td key={c.key}>{c.key in report.totals ? cellText(report.totals[c.key]) : ''}</td>
          ))}
        </tr>
      )}
    </Table>
  );
}
