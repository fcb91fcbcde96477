import { DateTime } from 'luxon';
import type {
  CalendarDto,
  ClientDto,
  DashboardDto,
  NewReservationDto,
  Paged,
  SalonBookingDto,
  SalonBookingStatus,
} from '../../contract/salon.js';
import type { BookingService } from '../booking/booking.service.js';
import { EDITIONS } from '../directory/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { BookingRow, DashboardRepository, ReservationFilter } from './dashboard.repository.js';
import { SALON_TEXTS } from './model.js';

/** The longest list one screen shows (a day, a week): bounded. */
const DAY_LIMIT = 500;
const WEEK_LIMIT = 2000;

const presentBooking = (row: BookingRow, zone: string): SalonBookingDto => {
  const start = DateTime.fromISO(row.starts_at, { zone });
  const { starts_at: _s, ends_at: _e, status, ...rest } = row;
  return {
    ...rest,
    start: row.starts_at,
    end: row.ends_at,
    date: start.toISODate()!,
    time: start.toFormat('HH:mm'),
    status: status as SalonBookingStatus,
  };
};

/** Nástěnka, Kalendář, Rezervace and Klienti of the salon dashboard, in the company's time zone. */
export function createDashboardService(deps: { repo: DashboardRepository; booking: BookingService; clock: Clock }) {
  const { repo } = deps;
  async function companyOf(companyId: number) {
    const company = await repo.company(companyId);
    if (!company) throw new DomainError('not_found', SALON_TEXTS.companyNotFound);
    return { ...company, currency: EDITIONS[company.country_code as keyof typeof EDITIONS]?.currency ?? 'CZK' };
  }

  return {
    /** Today's bookings (optionally of one employee), today's revenue and counts. */
    async dashboard(companyId: number, employee?: number): Promise<DashboardDto> {
      const company = await companyOf(companyId);
      const now = deps.clock.now();
      const day = DateTime.fromJSDate(now, { zone: company.time_zone }).startOf('day');
      const [from, to] = [day.toJSDate(), day.plus({ days: 1 }).toJSDate()];
      const [figures, list, awaiting, clients, employees] = await Promise.all([
        repo.figures(companyId, from, to),
        repo.between(companyId, from, to, { employee, withCancelled: true, limit: DAY_LIMIT }),
        repo.awaiting(companyId, now),
        repo.clientCount(companyId),
        repo.employees(companyId),
      ]);
      const count = (status: string) => figures.find((f) => f.status === status)?.count ?? 0;
      const held = figures.filter((f) => f.status !== 'cancelled');
      return {
        date: day.toISODate()!,
        time_zone: company.time_zone,
        currency: company.currency,
        today: {
          bookings: held.reduce((sum, f) => sum + f.count, 0),
          revenue: held.reduce((sum, f) => sum + f.revenue, 0),
          pending: count('pending'),
          confirmed: count('confirmed'),
          completed: count('completed'),
          cancelled: count('cancelled'),
        },
        awaiting_confirmation: awaiting,
        clients,
        bookings: list.map((row) => presentBooking(row, company.time_zone)),
        employees,
      };
    },

    /** Seven days from the Monday of `from`'s week (default this week), cancelled bookings left out. */
    async calendar(companyId: number, options: { from?: string; employee?: number }): Promise<CalendarDto> {
      const company = await companyOf(companyId);
      const zone = company.time_zone;
      const asked = options.from ? DateTime.fromISO(options.from, { zone }) : DateTime.fromJSDate(deps.clock.now(), { zone });
      if (!asked.isValid) throw DomainError.validation([{ field: 'from', message: SALON_TEXTS.invalidDate }]);
      const monday = asked.startOf('week');
      const end = monday.plus({ days: 7 });
      const [rows, employees] = await Promise.all([
        repo.between(companyId, monday.toJSDate(), end.toJSDate(), { employee: options.employee, limit: WEEK_LIMIT }),
        repo.employees(companyId),
      ]);
      return {
        from: monday.toISODate()!,
        to: end.minus({ days: 1 }).toISODate()!,
        time_zone: zone,
        days: Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()!),
        bookings: rows.map((row) => presentBooking(row, zone)),
        employees,
      };
    },

    async reservations(companyId: number, filter: ReservationFilter, page: number, limit: number): Promise<Paged<SalonBookingDto>> {
      const company = await companyOf(companyId);
      const { total, rows } = await repo.reservations(companyId, filter, deps.clock.now(), page, limit);
      return { items: rows.map((row) => presentBooking(row, company.time_zone)), total, page, limit };
    },

    async clients(companyId: number, q: string | undefined, page: number, limit: number): Promise<Paged<ClientDto>> {
      await companyOf(companyId);
      const [items, total] = await Promise.all([
        repo.clients(companyId, deps.clock.now(), page, limit, q || undefined),
        repo.clientCount(companyId, q || undefined),
      ]);
      return { items, total, page, limit };
    },

    /**
     * A reservation the business enters (phone, walk-in): the same booking service and claims as the
     * public booking, so a taken time answers 409; confirmed at once, the customer gets the confirmation.
     */
    async newReservation(companyId: number, input: NewReservationDto): Promise<SalonBookingDto> {
      const company = await companyOf(companyId);
      const { booking } = await deps.booking.create({ ...input, company: companyId, employee: input.employee ?? null }, null, undefined, {
        byCompany: true,
      });
      return presentBooking((await repo.one(companyId, booking.id))!, company.time_zone);
    },
  };
}
