import { z } from 'zod';

/**
 * The company's salon dashboard (back-office.md §2 Salon dashboard; public-site.md §2 /firma):
 * requests of /api/company/... and the shapes the web reads. The company is always the caller's own.
 */

export const SALON_MESSAGES = {
  name: 'Vyplňte název',
  personName: 'Vyplňte jméno',
  duration: 'Délka musí být 5 až 720 minut po 5 minutách',
  price: 'Cena musí být celé číslo od 0',
  color: 'Barva musí být ve tvaru #rrggbb',
  email: 'Neplatný email',
  emailRequired: 'Vyplňte email',
  phone: 'Neplatné telefonní číslo',
  phoneRequired: 'Vyplňte telefon',
  time: 'Čas ve tvaru HH:MM',
  weekday: 'Neplatný den v týdnu',
  interval: 'Konec musí být po začátku',
  website: 'Neplatná webová adresa',
  address: 'Vyplňte adresu',
  city: 'Vyplňte město',
  service: 'Vyberte službu',
  start: 'Vyberte datum a čas',
  date: 'Datum ve tvaru RRRR-MM-DD',
  description: 'Popis může mít nejvýše 5000 znaků',
} as const;
const M = SALON_MESSAGES;

const id = z.coerce.number().int().positive();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.date);
/** 'HH:MM' of a day; '24:00' closes at midnight */
const HHMM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const hhmm = z.string({ error: M.time }).regex(HHMM, M.time);
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

export const SALON_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
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
  name: text('Vyplňte jméno a příjmení'),
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(320, M.email).refine(isEmail, M.email),
  phone: z.string({ error: M.phoneRequired }).trim().min(1, M.phoneRequired).max(40, M.phone).refine(isPhone, M.phone),
  note: z.string().trim().max(2000, 'Poznámka může mít nejvýše 2000 znaků').optional(),
});
export type NewReservationDto = z.infer<typeof newReservation>;

export const serviceInput = z.object({
  name: text(M.name),
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

export const hoursInterval = z
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
export type ProfileInputDto = z.input<typeof profileInput>;

export const addressInput = z.object({
  address: text(M.address, 255),
  postal_code: optionalText(16, 'PSČ může mít nejvýše 16 znaků'),
  city: text(M.city, 120),
  district: optionalText(120, 'Městská část může mít nejvýše 120 znaků'),
});
export type AddressInputDto = z.input<typeof addressInput>;

export const openingInterval = z
  .object({ weekday, opens: hhmm, closes: hhmm })
  .refine((h) => ordered(h.opens, h.closes), { message: M.interval, path: ['closes'] });
export const openingHoursInput = z.object({ hours: z.array(openingInterval).max(50) });
export const photoOrderInput = z.object({ ids: z.array(id).min(1).max(100) });

// Answers (what the web reads)

export interface SalonEmployeeRef {
  id: number;
  name: string;
  color: string;
}

export interface SalonBookingDto {
  id: number;
  start: string;
  end: string;
  /** local date and time in the company's zone */
  date: string;
  time: string;
  duration_minutes: number;
  name: string;
  email: string;
  phone: string;
  note: string | null;
  service_id: number | null;
  service_name: string;
  employee_id: number | null;
  employee_name: string | null;
  employee_color: string | null;
  price: number;
  currency: string;
  status: SalonBookingStatus;
}

export interface DashboardDto {
  date: string;
  time_zone: string;
  currency: string;
  today: { bookings: number; revenue: number; pending: number; confirmed: number; completed: number; cancelled: number };
  /** pending bookings from now on, waiting for the business */
  awaiting_confirmation: number;
  clients: number;
  bookings: SalonBookingDto[];
  employees: SalonEmployeeRef[];
}

export interface CalendarDto {
  from: string;
  to: string;
  time_zone: string;
  days: string[];
  bookings: SalonBookingDto[];
  employees: SalonEmployeeRef[];
}

export interface ClientDto {
  email: string;
  name: string;
  phone: string;
  bookings: number;
  visits: number;
  spent: number;
  currency: string;
  last_visit: string | null;
  next_booking: string | null;
}

export interface SalonServiceDto {
  id: number;
  name: string;
  duration_minutes: number;
  price: number;
  currency: string;
  is_active: boolean;
  upcoming_bookings: number;
}

export interface EmployeeHoursDto {
  weekday: number;
  starts: string;
  ends: string;
}
export interface SalonEmployeeDto {
  id: number;
  name: string;
  color: string;
  email: string | null;
  phone: string | null;
  is_active: boolean;
  services: number[];
  hours: EmployeeHoursDto[];
}

export interface OpeningIntervalDto {
  weekday: number;
  opens: string;
  closes: string;
}
export interface SalonPhotoDto {
  id: number;
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  sort_order: number;
  uploaded: boolean;
}
export interface SalonSettingsDto {
  id: number;
  slug: string;
  country_code: string;
  currency: string;
  time_zone: string;
  status: string;
  profile: { name: string; description: string; phone: string; email: string | null; website: string | null };
  address: { address: string; postal_code: string | null; city: string; district: string | null };
  hours: OpeningIntervalDto[];
  photos: SalonPhotoDto[];
  max_photos: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
