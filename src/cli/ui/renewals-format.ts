import type { RenewalRow, RenewalsReport } from '../../core/index.js';
import { HOSTING_CLI_TEXTS as T } from '../texts.js';

/** What the renewals table shows (the Ink view and the plain table share it). */

export const kc = (amount: number) => `${new Intl.NumberFormat('cs-CZ').format(amount).replace(/\s/g, ' ')} Kč`;
export const czechDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
};
const statusName = (status: string) => T.statuses[status] ?? T.unknownStatus;
export const isOverdue = (r: RenewalRow) => r.status === 'expired' || r.days_left < 0;
/** 1 projekt, 2-4 projekty, 5 projektů. */
const projects = (n: number) => (n === 1 ? '1 projekt' : n >= 2 && n <= 4 ? `${n} projekty` : `${n} projektů`);
/** '2026-11' -> 'Listopad 2026' */
const monthName = (month: string) => `${T.months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export interface RenewalGroup {
  title: string;
  rows: RenewalRow[];
}

/** The report's rows under their months (in the report's order: expired ones first), each month with its count and sum. */
export function renewalGroups(report: RenewalsReport): RenewalGroup[] {
  return report.by_month.map((m) => ({
    title: T.month(monthName(m.month), projects(m.count), kc(m.sum)),
    rows: report.renewals.filter((r) => r.next_payment_date.startsWith(m.month)),
  }));
}

export const reportTitle = (report: RenewalsReport) =>
  T.title(czechDate(report.as_of), report.within_days, projects(report.renewals.length), kc(report.total_due));

/** One row's cells, in the columns' order: company, domain, date, days left, fee, status, the domain's registration end, phone. */
export const cellsOf = (r: RenewalRow) => [
  `${isOverdue(r) ? T.expiredMark : ' '} ${r.company_name}`,
  r.domain,
  czechDate(r.next_payment_date),
  String(r.days_left),
  kc(r.annual_fee),
  statusName(r.status),
  r.domain_expiration_date ? czechDate(r.domain_expiration_date) : '',
  r.phone ?? '',
];

/** The header row (read when drawn: the CLI's language is set after this module loads). */
export const headerCells = () => [
  `  ${T.headers.company}`,
  T.headers.domain,
  T.headers.date,
  T.headers.days,
  T.headers.fee,
  T.headers.status,
  T.headers.domainEnds,
  T.headers.phone,
];
/** Columns aligned to the right (days, fee). */
const RIGHT_ALIGNED = new Set([3, 4]);
const MAX_WIDTH = 32;

const cut = (text: string) => (text.length > MAX_WIDTH ? `${text.slice(0, MAX_WIDTH - 1)}…` : text);

/** Column widths over the header and every row (cut at 32 characters). */
export function columnWidths(rows: string[][]): number[] {
  return headerCells().map((h, i) => Math.max(h.length, ...rows.map((r) => cut(r[i] ?? '').length)));
}

export function alignedLine(cells: string[], widths: number[]): string {
  return cells
    .map((c, i) => (RIGHT_ALIGNED.has(i) ? cut(c).padStart(widths[i] ?? 0) : cut(c).padEnd(widths[i] ?? 0)))
    .join('  ')
    .trimEnd();
}

/** The plain table (no terminal): the title, then each month's line and its rows under one header. */
export function plainRenewals(report: RenewalsReport): string[] {
  if (!report.renewals.length) return [reportTitle(report), T.none];
  const widths = columnWidths(report.renewals.map(cellsOf));
  const lines = [reportTitle(report), '', alignedLine(headerCells(), widths)];
  for (const group of renewalGroups(report)) {
    lines.push('', group.title);
    for (const row of group.rows) lines.push(alignedLine(cellsOf(row), widths));
  }
  return lines;
}
