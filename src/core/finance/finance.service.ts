import type { FinanceDto, FinanceGroupDto, FinanceQuery } from '../../contract/finance.js';
import { EDITIONS } from '../directory/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { financeCsv } from './csv.js';
import { FINANCE_TEXTS, MINOR_PER_MAJOR, NO_SHOW_STATUS, REVENUE_BOOKING_STATUS, vatContained } from './model.js';
import { financeWindow } from './period.js';
import type { FinanceRepository, GroupSums } from './finance.repository.js';

const minorGroup = (g: GroupSums): FinanceGroupDto => ({ ...g, sum: g.sum * MINOR_PER_MAJOR });

/**
 * Finance of the salon dashboard: the company's revenue in a day, an ISO week, a month or a year of its
 * time zone, from completed bookings (their stored price) and its paid / shipped / delivered e-shop
 * orders, with the VAT they contain, the no-show losses, groups by service and employee and the series.
 */
export function createFinanceService(deps: { repo: FinanceRepository; clock: Clock }) {
  const { repo } = deps;

  async function figures(companyId: number, query: Pick<FinanceQuery, 'period' | 'from'>): Promise<FinanceDto> {
    const company = await repo.company(companyId);
    if (!company) throw new DomainError('not_found', FINANCE_TEXTS.companyNotFound);
    const edition = EDITIONS[company.country_code as keyof typeof EDITIONS];
    const currency = edition?.currency ?? 'CZK';
    const window = financeWindow(query.period, query.from, company.time_zone, deps.clock.now());
    const scope = { companyId, currency, edges: window.edges };
    const [rate, bookingRows, orderRows, byService, byEmployee, byBranch] = await Promise.all([
      repo.vatRate(company.country_code),
      repo.bookingBuckets(scope),
      repo.orderBuckets(scope),
      repo.bookingGroups(scope, 'service'),
      repo.bookingGroups(scope, 'employee'),
      repo.branchGroups(scope),
    ]);
    const series = window.buckets.map((b) => ({ start: b.start.toISO()!, label: b.label, bookings: 0, orders: 0, no_show: 0 }));
    const counts = { bookings: 0, orders: 0, noShow: 0 };
    for (const row of bookingRows) {
      const bucket = series[row.bucket]!;
      if (row.status === REVENUE_BOOKING_STATUS) {
        bucket.bookings += row.sum * MINOR_PER_MAJOR;
        counts.bookings += row.count;
      } else if (row.status === NO_SHOW_STATUS) {
        bucket.no_show += row.sum * MINOR_PER_MAJOR;
        counts.noShow += row.count;
      }
    }
    let ordersVat = 0;
    for (const row of orderRows) {
      series[row.bucket]!.orders += row.sum;
      counts.orders += row.count;
      ordersVat += row.vat;
    }
    const sum = (key: 'bookings' | 'orders' | 'no_show') => series.reduce((s, b) => s + b[key], 0);
    const bookingsTotal = sum('bookings');
    const ordersTotal = sum('orders');
    const bookingsVat = vatContained(bookingsTotal, rate);
    return {
      period: query.period,
      from: window.from.toISODate()!,
      to: window.to.minus({ days: 1 }).toISODate()!,
      previous: window.previous,
      next: window.next,
      time_zone: company.time_zone,
      currency,
      total: bookingsTotal + ordersTotal,
      bookings_total: bookingsTotal,
      bookings_count: counts.bookings,
      orders_total: ordersTotal,
      orders_count: counts.orders,
      no_show_loss: sum('no_show'),
      no_show_count: counts.noShow,
      vat: { rate, bookings: bookingsVat, orders: ordersVat, total: bookingsVat + ordersVat },
      by_service: byService.map(minorGroup),
      by_employee: byEmployee.map(minorGroup),
      by_branch: byBranch.map(minorGroup),
      series,
    };
  }

  return {
    figures,
    /** The same figures as a CSV file (Czech Excel) named after the company's period. */
    async csv(companyId: number, query: Pick<FinanceQuery, 'period' | 'from'>): Promise<{ filename: string; content: string }> {
      const dto = await figures(companyId, query);
      return { filename: `finance-${dto.period}-${dto.from}.csv`, content: financeCsv(dto) };
    },
  };
}
