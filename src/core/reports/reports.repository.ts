import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import { createBookingRepository } from '../booking/booking.repository.js';
import type { BusyInterval, OpeningInterval } from '../booking/slots.js';

/** A booking as the reports read it: when it was made, its appointment, status, who did it and for whom. */
export interface ReportBooking {
  createdAt: Date;
  start: Date;
  end: Date;
  status: string;
  employeeId: number | null;
  email: string;
}

/** Statuses of a booking that holds its time (the time was booked, whether or not the client came). */
export const BOOKED_STATUSES = ['pending', 'confirmed', 'completed', 'no_show'];

const toBooking = (r: Record<string, unknown>): ReportBooking => ({
  createdAt: new Date(toIso(r.created_at)!),
  start: new Date(toIso(r.starts_at)!),
  end: new Date(toIso(r.ends_at)!),
  status: String(r.status),
  employeeId: r.employee_id === null || r.employee_id === undefined ? null : Number(r.employee_id),
  email: String(r.email ?? '').toLowerCase(),
});

/** The reports' reads, every one bound to one company and a period's instants [start, end). */
export function createReportsRepository(db: Knex) {
  const bookings = createBookingRepository(db);
  const columns = ['created_at', 'starts_at', 'ends_at', 'status', 'employee_id', 'email'];
  return {
    async timeZone(companyId: number): Promise<string> {
      const row = await db('companies').where({ id: companyId }).first('time_zone');
      return row ? String(row.time_zone) : 'Europe/Prague';
    },
    /** Bookings made in the period (index company_id, created_at). */
    async createdIn(companyId: number, start: Date, end: Date): Promise<ReportBooking[]> {
      const rows = await db('bookings')
        .where({ company_id: companyId })
        .where('created_at', '>=', start.toISOString())
        .where('created_at', '<', end.toISOString())
        .select(columns);
      return rows.map(toBooking);
    },
    /** Bookings whose appointment starts in the period, of the given statuses (index company_id, starts_at). */
    async startingIn(companyId: number, start: Date, end: Date, statuses: string[]): Promise<ReportBooking[]> {
      const rows = await db('bookings')
        .where({ company_id: companyId })
        .where('starts_at', '>=', start.toISOString())
        .where('starts_at', '<', end.toISOString())
        .whereIn('status', statuses)
        .select(columns);
      return rows.map(toBooking);
    },
    /** The first appointment (not cancelled) of each of these clients with the company, by e-mail (stored in lower case; index company_id, email). */
    async firstVisits(companyId: number, emails: string[]): Promise<Map<string, Date>> {
      const first = new Map<string, Date>();
      for (let i = 0; i < emails.length; i += 500) {
        const rows = await db('bookings')
          .where({ company_id: companyId })
          .whereIn('email', emails.slice(i, i + 500))
          .whereIn('status', BOOKED_STATUSES)
          .groupBy('email')
          .select('email', db.raw('min(starts_at) as first'));
        for (const r of rows as Array<Record<string, unknown>>) {
          const at = new Date(toIso(r.first)!);
          const email = String(r.email).toLowerCase();
          const known = first.get(email);
          if (!known || at < known) first.set(email, at);
        }
      }
      return first;
    },
    /** The company's active employees, in the order of the salon's lists. */
    async employees(companyId: number): Promise<Array<{ id: number; name: string }>> {
      const rows = await db('employees')
        .where({ company_id: companyId, is_active: true })
        .orderBy(['sort_order', 'id'])
        .select('id', 'name');
      return rows.map((r: Record<string, unknown>) => ({ id: Number(r.id), name: String(r.name) }));
    },
    /** The business's opening hours and its employees' own: the slots' queries (booking/booking.repository.ts). */
    openingHours: (companyId: number): Promise<OpeningInterval[]> => bookings.hours(companyId),
    /** Employees' own working hours (employee id -> intervals); one without rows works whenever the business is open. */
    employeeHours: (companyId: number): Promise<Record<number, OpeningInterval[]>> => bookings.employeeHours(companyId),
    /** Time off overlapping the period (an employee's, or the whole business's: employeeId null). */
    async timeOff(companyId: number, start: Date, end: Date): Promise<BusyInterval[]> {
      const rows = await db('time_off')
        .where({ company_id: companyId })
        .where('starts_at', '<', end.toISOString())
        .where('ends_at', '>', start.toISOString())
        .select('starts_at', 'ends_at', 'employee_id');
      return rows.map((r: Record<string, unknown>) => ({
        start: new Date(toIso(r.starts_at)!),
        end: new Date(toIso(r.ends_at)!),
        employeeId: r.employee_id === null ? null : Number(r.employee_id),
      }));
    },
    /** Reviews written in the period: when and how many stars (index company_id, created_at). */
    async reviews(companyId: number, start: Date, end: Date): Promise<Array<{ at: Date; rating: number }>> {
      const rows = await db('reviews')
        .where({ company_id: companyId })
        .where('created_at', '>=', start.toISOString())
        .where('created_at', '<', end.toISOString())
        .select('created_at', 'rating');
      return rows.map((r: Record<string, unknown>) => ({ at: new Date(toIso(r.created_at)!), rating: Number(r.rating) }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
