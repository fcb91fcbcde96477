import { DateTime } from 'luxon';
import type { ReportDto } from '../../contract/reports.js';
import { WEEKDAY_NAMES } from './model.js';
import { localDay, type ReportPeriod } from './period.js';
import type { ReportBooking } from './reports.repository.js';
import { table, type Row } from './table.js';

const sum = (rows: Row[], key: string) => rows.reduce((a, r) => a + Number(r[key] ?? 0), 0);

/**
 * Bookings per local day: created (the day the booking was made), and cancelled, no-shows and
 * completed (the day of the appointment).
 */
export function bookingsReport(period: ReportPeriod, created: ReportBooking[], appointments: ReportBooking[]): ReportDto {
  const byDay = new Map<string, Row>(period.days.map((date) => [date, { date, created: 0, cancelled: 0, no_show: 0, completed: 0 }]));
  const add = (day: string, key: string) => {
    const row = byDay.get(day);
    if (row) row[key] = Number(row[key]) + 1;
  };
  for (const b of created) add(localDay(b.createdAt, period.zone), 'created');
  for (const b of appointments) add(localDay(b.start, period.zone), b.status);
  const rows = [...byDay.values()];
  const keys = ['created', 'cancelled', 'no_show', 'completed'] as const;
  return table('bookings', period, ['date', ...keys], rows, Object.fromEntries(keys.map((k) => [k, sum(rows, k)])));
}

/**
 * New versus returning clients per local day of the appointment. A client is their e-mail (lower
 * case, as the salon's client list groups them); a booking is a returning client's when the client
 * had an appointment with the company before it (cancelled ones do not count), else a new client's.
 * Totals: the bookings of each kind and the distinct clients (new: first visit in the period).
 */
export function clientsReport(period: ReportPeriod, appointments: ReportBooking[], firstVisits: Map<string, Date>): ReportDto {
  const byDay = new Map<string, Row>(period.days.map((date) => [date, { date, new: 0, returning: 0 }]));
  const newClients = new Set<string>();
  const returningClients = new Set<string>();
  for (const b of appointments) {
    const first = firstVisits.get(b.email) ?? b.start;
    const kind = first.getTime() < b.start.getTime() ? 'returning' : 'new';
    const row = byDay.get(localDay(b.start, period.zone));
    if (row) row[kind] = Number(row[kind]) + 1;
    (first.getTime() < period.start.getTime() ? returningClients : newClients).add(b.email);
  }
  const rows = [...byDay.values()];
  return table('clients', period, ['date', 'new', 'returning'], rows, {
    new: sum(rows, 'new'),
    returning: sum(rows, 'returning'),
    new_clients: newClients.size,
    returning_clients: returningClients.size,
  });
}

/** Appointments by local weekday (Monday first) and starting hour (0..23): the busiest hours' heat map. */
export function busyHoursReport(period: ReportPeriod, appointments: ReportBooking[]): ReportDto {
  const rows: Row[] = WEEKDAY_NAMES.map((weekday) => ({
    weekday,
    ...Object.fromEntries(Array.from({ length: 24 }, (_, h) => [`h${h}`, 0])),
  }));
  for (const b of appointments) {
    const local = DateTime.fromJSDate(b.start, { zone: period.zone });
    const row = rows[local.weekday - 1]!;
    row[`h${local.hour}`] = Number(row[`h${local.hour}`]) + 1;
  }
  const hours = Array.from({ length: 24 }, (_, h) => ({ key: `h${h}`, label: `${h}:00` }));
  const counts = rows.flatMap((r) => hours.map((h) => Number(r[h.key])));
  return table('busy-hours', period, ['weekday', ...hours], rows, {
    bookings: appointments.length,
    max: counts.length ? Math.max(...counts) : 0,
  });
}
