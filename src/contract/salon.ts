import { z } from 'zod';
import { companyPlanFields } from './plans.js';
import { BOOKING_STATUSES } from './booking.js';
import { messageKeys } from './messages.js';

/**
 * The company's salon dashboard:
 * requests of /api/company/... and the shapes the web reads. The company is always the caller's own.
 */

const M = messageKeys('salon');

const id = z.coerce.number().int().positive();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.date);
/** 'HH:MM' of a day; '24:00' closes at midnight */
const HHMM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const hhmm = z.string({ error: M.time }).regex(HHMM, M.time);
/** end after start, judged only when both are times (else their own message stands alone) */
const ordered = (start: unknown, end: unknown) =>
  typeof start !== 'string' || typeof end !== 'string' || !HHMM.test(start) || !HHMM.test(end) || start < end;
const weekday = z.coerce.number({ error: M.weekday }).int().min(0, M.weekday).max(6, M.weekday);
const text = (message: string, max = 190) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);
const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
const isPhone = (v: string) => /^\+?[\d\s()-]{6,20}$/.test(v) && v.replace(/\D/g, '').length >= 6;
const optionalEmail = z
  .string()
  .trim()
  .max(190, M.email)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isEmail(v), M.email);
const optionalPhone = z
  .string()
  .trim()
  .max(40, M.phone)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isPhone(v), M.phone);
const page = { page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(25) };

/** The statuses of a booking (the same five as contract/booking.ts). */
const SALON_STATUSES = BOOKING_STATUSES;
export type SalonBookingStatus = (typeof SALON_STATUSES)[number];

export const dashboardQuery = z.object({ employee: id.optional() });
export const calendarQuery = z.object({ from: date.optional(), employee: id.optional() });
export const reservationsQuery = z.object({
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  status: z.enum(SALON_STATUSES).optional(),
  employee: id.optional(),
  q: z.string().trim().max(100).optional(),
  ...page,
});
export const clientsQuery = z.object({ q: z.string().trim().max(100).optional(), ...page });

export const newReservation = z.object({
  service: z.coerce.number({ error: M.service }).int().positive(M.service),
  employee: id.nullish(),
  start: z.string({ error: M.start }).trim().min(1, M.start).max(40),
  name: text(M.fullName),
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(320, M.email).refine(isEmail, M.email),
  phone: z.string({ error: M.phoneRequired }).trim().min(1, M.phoneRequired).max(40, M.phone).refine(isPhone, M.phone),
  note: z.string().trim().max(2000, M.note).optional(),
});
export type NewReservationDto = z.infer<typeof newReservation>;

/** A service's popularity: its completed bookings in this many days before now. */
export const SERVICE_POPULARITY_DAYS = 90;

export const serviceInput = z.object({
  name: text(M.name),
  /** the group the public profile shows it under ('' or absent: none) */
  category: z.string().trim().max(100, M.serviceCategory).optional().default(''),
  /** what the customer gets, shown on the profile and in the booking modal ('' or absent: none) */
  description: z.string().trim().max(1000, M.serviceDescription).optional().default(''),
  duration_minutes: z.coerce
    .number({ error: M.duration })
    .int(M.duration)
    .min(5, M.duration)
    .max(720, M.duration)
    .refine((v) => v % 5 === 0, M.duration),
  price: z.coerce.number({ error: M.price }).int(M.price).min(0, M.price).max(10_000_000, M.price),
  is_active: z.boolean().default(true),
});
export type ServiceInputDto = z.infer<typeof serviceInput>;

const hoursInterval = z
  .object({ weekday, starts: hhmm, ends: hhmm })
  .refine((h) => ordered(h.starts, h.ends), { message: M.interval, path: ['ends'] });
export const employeeInput = z.object({
  name: text(M.personName),
  color: z
    .string({ error: M.color })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, M.color)
    .transform((v) => v.toLowerCase()),
  email: optionalEmail,
  phone: optionalPhone,
  is_active: z.boolean().default(true),
  services: z.array(id).max(200).default([]),
  hours: z.array(hoursInterval).max(50).default([]),
});
export type EmployeeInputDto = z.input<typeof employeeInput>;

export const profileInput = z.object({
  name: text(M.name),
  description: z.string().trim().max(5000, M.description).default(''),
  phone: z.string({ error: M.phoneRequired }).trim().min(1, M.phoneRequired).max(32, M.phone).refine(isPhone, M.phone),
  email: optionalEmail,
  website: z
    .string()
    .trim()
    .max(500, M.website)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), M.website),
});

export const addressInput = z.object({
  address: text(M.address, 255),
  postal_code: optionalText(16, M.postalCode),
  city: text(M.city, 120),
  district: optionalText(120, M.district),
});

export const openingInterval = z
  .object({ weekday, opens: hhmm, closes: hhmm })
  .refine((h) => ordered(h.opens, h.closes), { message: M.interval, path: ['closes'] });
export const openingHoursInput = z.object({ hours: z.array(openingInterval).max(50) });
export const photoOrderInput = z.object({ ids: z.array(id).min(1).max(100) });

// Answers (what the web reads)

const salonEmployeeRef = z.object({ id: z.number(), name: z.string(), color: z.string() });

const salonBookingDto = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  /** local date and time in the company's zone */
  date: z.string(),
  time: z.string(),
  duration_minutes: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  service_id: z.number().nullable(),
  service_name: z.string(),
  employee_id: z.number().nullable(),
  employee_name: z.string().nullable(),
  employee_color: z.string().nullable(),
  /** the branch booked at (salon Pobočky), null: the main address */
  branch_name: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  status: z.enum(SALON_STATUSES),
  /** made with a promotion: its title and the price before the discount (`price` is the lowered one) */
  promotion_title: z.string().nullable().optional(),
  original_price: z.number().nullable().optional(),
});
export type SalonBookingDto = z.infer<typeof salonBookingDto>;

const dashboardDto = z.object({
  date: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  today: z.object({
    bookings: z.number(),
    revenue: z.number(),
    pending: z.number(),
    confirmed: z.number(),
    completed: z.number(),
    cancelled: z.number(),
  }),
  /** pending bookings from now on, waiting for the business */
  awaiting_confirmation: z.number(),
  clients: z.number(),
  bookings: z.array(salonBookingDto),
  employees: z.array(salonEmployeeRef),
});
export type DashboardDto = z.infer<typeof dashboardDto>;

const calendarDto = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  days: z.array(z.string()),
  bookings: z.array(salonBookingDto),
  employees: z.array(salonEmployeeRef),
});
export type CalendarDto = z.infer<typeof calendarDto>;

const clientDto = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  bookings: z.number(),
  visits: z.number(),
  spent: z.number(),
  currency: z.string(),
  last_visit: z.string().nullable(),
  next_booking: z.string().nullable(),
});
export type ClientDto = z.infer<typeof clientDto>;

const salonServiceDto = z.object({
  id: z.number(),
  name: z.string(),
  duration_minutes: z.number(),
  price: z.number(),
  currency: z.string(),
  is_active: z.boolean(),
  upcoming_bookings: z.number(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** completed bookings of the last 90 days */
  popularity: z.number(),
});
export type SalonServiceDto = z.infer<typeof salonServiceDto>;

const employeeHoursDto = z.object({ weekday: z.number(), starts: z.string(), ends: z.string() });
const salonEmployeeDto = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  services: z.array(z.number()),
  hours: z.array(employeeHoursDto),
});
export type SalonEmployeeDto = z.infer<typeof salonEmployeeDto>;

const openingIntervalDto = z.object({ weekday: z.number(), opens: z.string(), closes: z.string() });
export type OpeningIntervalDto = z.infer<typeof openingIntervalDto>;
const salonPhotoDto = z.object({
  id: z.number(),
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sort_order: z.number(),
  uploaded: z.boolean(),
});
export type SalonPhotoDto = z.infer<typeof salonPhotoDto>;
const salonSettingsDto = z.object({
  id: z.number(),
  slug: z.string(),
  country_code: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  status: z.string(),
  profile: z.object({
    name: z.string(),
    description: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
  address: z.object({ address: z.string(), postal_code: z.string().nullable(), city: z.string(), district: z.string().nullable() }),
  hours: z.array(openingIntervalDto),
  photos: z.array(salonPhotoDto),
  max_photos: z.number(),
  /** the plan, this month's bookings against its limit, its features and a pending plan request (contract/plans.ts) */
  ...companyPlanFields.shape,
});
export type SalonSettingsDto = z.infer<typeof salonSettingsDto>;

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), items: z.array(item), total: z.number(), page: z.number(), limit: z.number() });

const ok = z.literal(true);
export const salonDashboardResponse = z.object({ success: ok, dashboard: dashboardDto });
export const salonCalendarResponse = z.object({ success: ok, calendar: calendarDto });
export const salonReservationsResponse = paged(salonBookingDto);
export const salonReservationResponse = z.object({ success: ok, booking: salonBookingDto });
export const salonClientsResponse = paged(clientDto);
export const salonServicesResponse = z.object({ success: ok, services: z.array(salonServiceDto) });
export const salonServiceResponse = z.object({ success: ok, service: salonServiceDto });
export const salonEmployeesResponse = z.object({ success: ok, employees: z.array(salonEmployeeDto) });
export const salonEmployeeResponse = z.object({ success: ok, employee: salonEmployeeDto });
export const salonSettingsResponse = z.object({ success: ok, settings: salonSettingsDto });
export const salonPhotosResponse = z.object({ success: ok, photos: z.array(salonPhotoDto) });
export const salonPhotoResponse = z.object({ success: ok, photo: salonPhotoDto });
