import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('booking');

/** Booking: slots of a service and a booking request. */

export const slotsQuery = z.object({
  service: z.coerce.number().int().positive(M.service),
  employee: z.coerce.number().int().positive().optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
    .optional(),
  /** a branch's slots: its opening hours and its employees */
  branch: z.coerce.number().int().positive().optional(),
});

export const bookingRequest = z.object({
  company: z.union([z.string().trim().min(1).max(190), z.number().int().positive()]),
  service: z.coerce.number().int().positive(M.service),
  employee: z.coerce.number().int().positive().nullish(),
  start: z.string().trim().min(1, M.start).max(40),
  name: z.string().trim().min(1, M.name).max(190),
  email: z
    .string()
    .trim()
    .min(1, M.emailRequired)
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email),
  phone: z
    .string()
    .trim()
    .min(1, M.phoneRequired)
    .max(17, M.phone)
    .refine((v) => /^\+?[\d\s()-]{6,17}$/.test(v) && v.replace(/\D/g, '').length >= 6, M.phone),
  note: z.string().trim().max(2000, M.note).optional(),
  /** the branch booked at (src/contract/branches.ts); absent: the company's main address */
  branch_id: z.coerce.number().int().positive().nullish(),
  /** a promotion of the company chosen in the booking modal (GET /api/companies/{slug}/promotions) */
  promotion_id: z.coerce.number().int().positive(messageKeys('promotion').promotion).nullish(),
});
export type BookingRequestDto = z.infer<typeof bookingRequest>;

/** Idempotency-Key header: a retried request answers the first booking. */
const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/);

/** The Idempotency-Key header of POST /api/bookings (optional). */
export const bookingHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });

/** GET /api/companies/{slug}/slots: start times in the business's zone (ISO with offset), per local date. */
const slotDto = z.object({
  start: z.string(),
  end: z.string(),
  /** who is free then (empty when the business has no employees) */
  employeeIds: z.array(z.number()),
});
export const slotsResponse = z.object({
  success: z.literal(true),
  time_zone: z.string(),
  employees: z.array(z.object({ id: z.number(), name: z.string() })),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotDto) })),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;

/** One booking as its creator, the business and an admin see it. */
const bookingDto = z.object({
  id: z.number(),
  company_id: z.number(),
  service_id: z.number().nullable(),
  service_name: z.string(),
  employee_id: z.number().nullable(),
  employee_name: z.string().nullable(),
  customer_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  duration_minutes: z.number(),
  price: z.number(),
  currency: z.string(),
  status: z.enum(BOOKING_STATUSES),
  created_at: z.string(),
  /** a booking made with a promotion: which (null once deleted), its title, and the price before the discount (`price` is the lowered one) */
  promotion_id: z.number().nullable().optional(),
  promotion_title: z.string().nullable().optional(),
  original_price: z.number().nullable().optional(),
});

/** POST /api/bookings: 201 (200 for a replayed Idempotency-Key). */
export const bookingCreatedResponse = z.object({ success: z.literal(true), message: z.string(), booking: bookingDto });
export type BookingCreatedResponse = z.infer<typeof bookingCreatedResponse>;

/** A status change (customer, business, admin) answers the booking as it is now. */
export const bookingResponse = z.object({ success: z.literal(true), booking: bookingDto });
export const bookingListResponse = z.object({ success: z.literal(true), bookings: z.array(bookingDto) });
export const bookingStatusRequest = z.object({ status: z.enum(BOOKING_STATUSES) });
export const companyBookingsQuery = z.object({
  from: z.string().datetime({ offset: true }).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
});
