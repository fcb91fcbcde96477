import { z } from 'zod';

/** Booking (public-site.md §2 Booking modal, §5): slots of a service and a booking request. */

export const slotsQuery = z.object({
  service: z.coerce.number().int().positive('Vyberte službu'),
  employee: z.coerce.number().int().positive().optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum ve tvaru RRRR-MM-DD')
    .optional(),
});

export const bookingRequest = z.object({
  company: z.union([z.string().trim().min(1).max(190), z.number().int().positive()]),
  service: z.coerce.number().int().positive('Vyberte službu'),
  employee: z.coerce.number().int().positive().nullish(),
  start: z.string().trim().min(1, 'Vyberte datum a čas').max(40),
  name: z.string().trim().min(1, 'Vyplňte jméno a příjmení').max(190),
  email: z
    .string()
    .trim()
    .min(1, 'Vyplňte email')
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Neplatný email'),
  phone: z
    .string()
    .trim()
    .min(1, 'Vyplňte telefon')
    .max(17, 'Neplatné telefonní číslo')
    .refine((v) => /^\+?[\d\s()-]{6,17}$/.test(v) && v.replace(/\D/g, '').length >= 6, 'Neplatné telefonní číslo'),
  note: z.string().trim().max(2000, 'Poznámka může mít nejvýše 2000 znaků').optional(),
});
export type BookingRequestDto = z.infer<typeof bookingRequest>;

/** Idempotency-Key header: a retried request answers the first booking. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/);

/** GET /api/companies/{slug}/slots: start times in the business's zone (ISO with offset), per local date. */
export interface SlotDto {
  start: string;
  end: string;
  /** who is free then (empty when the business has no employees) */
  employeeIds: number[];
}
export interface SlotsResponse {
  success: true;
  time_zone: string;
  employees: Array<{ id: number; name: string }>;
  days: Array<{ date: string; slots: SlotDto[] }>;
}

/** POST /api/bookings: 201 (200 for a replayed Idempotency-Key). */
export interface BookingCreatedResponse {
  success: true;
  message: string;
  booking: { id: number; start: string; end: string; status: string; service_name: string; employee_name: string | null };
}
