import { csvNumber, csvText, type CsvCell } from '../text/csv.js';
import type { FinanceDto, FinanceGroupDto } from '../../contract/finance.js';
import { FINANCE_CSV_TEXTS as T, MINOR_PER_MAJOR } from './model.js';

/** Minor units as whole units with a decimal comma (Czech Excel): 123456 -> '1234,56', a number cell. */
function csvAmount(minor: number) {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return csvNumber(`${sign}${Math.floor(abs / MINOR_PER_MAJOR)},${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`);
}

const groupRows = (title: string, head: string, groups: FinanceGroupDto[], unnamed: string = T.noName): CsvCell[][] => [
  [],
  [title],
  [head, T.count, T.sum],
  ...groups.map((g) => [g.name ?? unnamed, g.count, csvAmount(g.sum)]),
];

/**
 * The period's figures as CSV for Czech Excel, like the other exports (UTF-8 with a byte-order mark, `;`,
 * CRLF): the period and currency, the summary (total, bookings, e-shop, no-show losses, VAT), the groups
 * by service and by employee, and the series (one row a bucket). Amounts in whole units with a decimal comma.
 */
export function financeCsv(dto: FinanceDto): string {
  const rows: CsvCell[][] = [
    [T.title],
    [T.period, `${dto.from} – ${dto.to}`],
    [T.currency, dto.currency],
    [T.amountsNote],
    [],
    [T.summary, T.count, T.sum],
    [T.total, dto.bookings_count + dto.orders_count, csvAmount(dto.total)],
    [T.bookings, dto.bookings_count, csvAmount(dto.bookings_total)],
    [T.orders, dto.orders_count, csvAmount(dto.orders_total)],
    [T.noShow, dto.no_show_count, csvAmount(dto.no_show_loss)],
    [T.vat, '', csvAmount(dto.vat.total)],
    [T.vatRate, '', dto.vat.rate],
    ...groupRows(T.byService, T.service, dto.by_service),
    ...groupRows(T.byEmployee, T.employee, dto.by_employee),
    ...groupRows(T.byBranch, T.branch, dto.by_branch, T.noBranch),
    [],
    [T.series],
    [T.bucket, T.bookings, T.orders, T.noShow],
    ...dto.series.map((b) => [b.label, csvAmount(b.bookings), csvAmount(b.orders), csvAmount(b.no_show)]),
  ];
  return csvText(rows);
}
