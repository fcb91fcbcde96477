import { BASIC_REPORTS, type ReportDto, type ReportName } from '../../contract/reports.js';
import type { WebAnalyticsService } from '../web-analytics/web-analytics.service.js';
import { bookingsReport, busyHoursReport, clientsReport } from './booking-reports.js';
import { reportCsv } from './csv.js';
import type { ReportsOptions } from './model.js';
import { reportPeriod, type ReportPeriod } from './period.js';
import { BOOKED_STATUSES, type ReportsRepository } from './reports.repository.js';
import { reviewsReport } from './reviews-report.js';
import { table } from './table.js';
import { utilisationReport } from './utilisation.js';

/** The appointment statuses the bookings report counts by the day of the appointment. */
const OUTCOME_STATUSES = ['cancelled', 'no_show', 'completed'];

/**
 * The salon's reports over a chosen period, each as a table (and a CSV file of it). Every report but
 * `bookings` is advanced analytics: `assertAdvanced` refuses a company whose plan lacks it.
 */
export function createReportsService(deps: {
  repo: ReportsRepository;
  webAnalytics: Pick<WebAnalyticsService, 'companyViewsOfDays'>;
  assertAdvanced: (companyId: number) => Promise<void>;
  options: ReportsOptions;
}) {
  const { repo } = deps;

  const builders: Record<ReportName, (companyId: number, period: ReportPeriod) => Promise<ReportDto>> = {
    bookings: async (id, p) =>
      bookingsReport(p, await repo.createdIn(id, p.start, p.end), await repo.startingIn(id, p.start, p.end, OUTCOME_STATUSES)),
    utilisation: async (id, p) => {
      const [employees, business, employeeHours, timeOff, bookings] = await Promise.all([
        repo.employees(id),
        repo.openingHours(id),
        repo.employeeHours(id),
        repo.timeOff(id, p.start, p.end),
        repo.startingIn(id, p.start, p.end, BOOKED_STATUSES),
      ]);
      return utilisationReport(p, { employees, business, employeeHours, timeOff, bookings });
    },
    clients: async (id, p) => {
      const appointments = await repo.startingIn(id, p.start, p.end, BOOKED_STATUSES);
      return clientsReport(p, appointments, await repo.firstVisits(id, [...new Set(appointments.map((b) => b.email))]));
    },
    'busy-hours': async (id, p) => busyHoursReport(p, await repo.startingIn(id, p.start, p.end, BOOKED_STATUSES)),
    reviews: async (id, p) => reviewsReport(p, await repo.reviews(id, p.start, p.end)),
    'profile-views': async (id, p) => {
      const days = await deps.webAnalytics.companyViewsOfDays(id, p.days);
      const rows = days.map((d) => ({ date: d.date, views: d.pageViews, visitors: d.uniqueVisitors }));
      return table('profile-views', p, ['date', 'views', 'visitors'], rows, {
        views: rows.reduce((a, r) => a + r.views, 0),
        visitors: rows.reduce((a, r) => a + r.visitors, 0),
      });
    },
  };

  async function report(companyId: number, name: ReportName, from: string, to: string): Promise<ReportDto> {
    if (!BASIC_REPORTS.includes(name)) await deps.assertAdvanced(companyId);
    const period = reportPeriod(from, to, await repo.timeZone(companyId), deps.options.maxDays);
    return builders[name](companyId, period);
  }

  return {
    options: deps.options,
    /** One report of the company over [from, to] (local days, both included). */
    report,
    /** The same report as a CSV file (filename and content). */
    async csv(companyId: number, name: ReportName, from: string, to: string) {
      return reportCsv(await report(companyId, name, from, to));
    },
  };
}
