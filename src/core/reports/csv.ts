import { csvNumber, csvText } from '../text/csv.js';
import type { ReportDto } from '../../contract/reports.js';

/** Decimal numbers with a decimal comma, as Czech Excel reads them. */
const cellText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? csvNumber(String(value).replace('.', ',')) : value;

/**
 * A report as a CSV file for Czech Excel, like the project's other exports: UTF-8 with a byte-order
 * mark, `;` between fields, CRLF; the header is the columns' labels, then one line per row.
 */
export function reportCsv(report: ReportDto): { filename: string; content: string } {
  const rows = [report.columns.map((c) => c.label), ...report.rows.map((row) => report.columns.map((c) => cellText(row[c.key])))];
  return {
    filename: `report-${report.report}-${report.from}-${report.to}.csv`,
    content: csvText(rows),
  };
}
