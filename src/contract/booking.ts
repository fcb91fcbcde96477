import { z } from 'zod';

/** Booking (public-site.md §2 Booking modal, §5): slots of a service and a booking request. */

export const slotsQuery = z.object({
  service: z.coerce.number().int().positive('Vyberte službu'),
  employee: z.coerce.number().int().positive().optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum ve tvaru RRRR-MM-DD').optional(),
});

export const bookingRequest = z.object({
  company: z.union([z.string().trim().min(1).max(190), z.number().int().positive()]),
  service: z.coerce.number().int().positive('Vyberte službu'),
  employee: z.coerce.number().int().positive().nullish(),
  start: z.string().trim().min(1, 'Vyberte datum a čas').max(40),
  name: z.string().trim().min(1, 'Vyplňte jméno a příjmení').max(190),
  email: z.string().trim().min(1, 'Vyplňte email').max(320).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Neplatný email'),
  phone: z.string().trim().min(1, 'Vyplňte telefon').max(17, 'Neplatné telefonní číslo')
    .refine((v) => /^\+?[\d\s()-]{6,17}$/.test(v) && v.replace(/\D/g, '').length >= 6, 'Neplatné telefonní číslo'),
  note: z.string().trim().max(2000, 'Poznámka může mít nejvýše 2000 znaků').optional(),
});
export type BookingRequestDto = z.infer<typeof bookingRequest>;

/** Idempotency-Key header: a retried request answers the first booking. */
export const idempotencyKey = z.string().trim().min(8).max(100).regex(/^[\w.:-]+$/);
