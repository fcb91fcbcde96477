import type { OutdoorContractDto } from '../../contract/outdoor.js';
import { csvNumber, csvText, type CsvCell } from '../text/csv.js';
import { OUTDOOR_REPORT_TEXTS as T } from './model.js';
import { ctrOf, type DailyFigures } from './rules.js';

/**
 * A contract's report ('Stáhnout report') as a CSV file for Czech Excel, like the other exports: UTF-8
 * with a byte-order mark, `;` between fields, CRLF. The campaign, the space and the period, then one row
 * a day (Den;Zobrazení;Kliky;CTR %;Konverze) and the total. CTR is a percent with one decimal, written
 * with a decimal comma.
 */
export function reportCsv(contract: OutdoorContractDto, days: DailyFigures[]): string {
  const percent = (clicks: number, views: number) => csvNumber(String(ctrOf(clicks, views)).replace('.', ','));
  const s = contract.statistics;
  const rows: CsvCell[][] = [
    [T.campaign, contract.campaign],
    [T.space, `${contract.space.type}, ${contract.space.location}, ${contract.space.city}`],
    [T.period, `${contract.start_date} – ${contract.end_date}`],
    [],
    [T.day, T.views, T.clicks, T.ctr, T.conversions],
    ...days.map((d) => [d.day, d.views, d.clicks, percent(d.clicks, d.views), d.conversions]),
    [T.total, s.views, s.clicks, percent(s.clicks, s.views), s.conversions],
  ];
  return csvText(rows);
}
