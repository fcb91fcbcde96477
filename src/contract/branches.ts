import { z } from 'zod';
import { messageKeys } from './messages.js';
import { openingInterval } from './salon.js';

/**
 * Branches (salon Pobočky): a company's further locations, each bookable and findable as its own place.
 * GET/POST /api/company/branches, PUT/DELETE /api/company/branches/{id} (the caller's company only);
 * the public profile lists the active branches; a booking may name one (`branch_id`).
 */

const M = messageKeys('branches');

const id = z.coerce.number().int().positive();
const isPhone = (v: string) => /^\+?[\d\s()-]{6,20}$/.test(v) && v.replace(/\D/g, '').length >= 6;
const coordinate = (limit: number) =>
  z.coerce
    .number({ error: M.coordinate })
    .min(-limit, M.coordinate)
    .max(limit, M.coordinate)
    .nullish()
    .transform((v) => (v === undefined ? null : v));

/** POST /api/company/branches and PUT /api/company/branches/{id}: the whole branch. */
export const branchInput = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(190, M.name),
  address: z.string({ error: M.address }).trim().min(1, M.address).max(255, M.address),
  postal_code: z
    .string()
    .trim()
    .max(16, M.postalCode)
    .nullish()
    .transform((v) => v || null),
  /** a city of the company's edition (GET answers the choices in `cities`) */
  city_id: z.coerce.number({ error: M.city }).int(M.city).positive(M.city),
  phone: z
    .string()
    .trim()
    .max(40, M.phone)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isPhone(v), M.phone),
  latitude: coordinate(90),
  longitude: coordinate(180),
  is_active: z.boolean().default(true),
  /** the same shape as the salon's opening hours (weekday 0 = sunday .. 6); none: closed every day */
  opening_hours: z.array(openingInterval).max(50).default([]),
  /** the company's employees who work here; none: every active employee of the company */
  employee_ids: z
    .array(z.coerce.number({ error: M.employee }).int(M.employee).positive(M.employee))
    .max(200)
    .default([]),
});
export type BranchInputDto = z.input<typeof branchInput>;
export type BranchInput = z.infer<typeof branchInput>;

export const branchIdParams = z.object({ id });

/** One opening interval as stored (weekday 0 = sunday .. 6). */
const branchHoursDto = z.object({ weekday: z.number(), opens: z.string(), closes: z.string() });

/** A branch as the salon's Pobočky section sees it. */
const branchDto = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  postal_code: z.string().nullable(),
  city: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_active: z.boolean(),
  opening_hours: z.array(branchHoursDto),
  employees: z.array(z.object({ id: z.number(), name: z.string() })),
  /** completed bookings at this branch in this calendar month (company's zone), minor units of `currency` */
  month_revenue: z.number(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BranchDto = z.infer<typeof branchDto>;

/** GET /api/company/branches. */
export const branchListResponse = z.object({
  success: z.literal(true),
  branches: z.array(branchDto),
  /** the active cities of the company's edition (the form's city select) */
  cities: z.array(z.object({ id: z.number(), name: z.string() })),
  /** whether the company's plan allows branches (else the section shows an upgrade hint) */
  plan_allows: z.boolean(),
  /** BRANCHES_MAX_PER_COMPANY */
  max_branches: z.number(),
});

export const branchResponse = z.object({ success: z.literal(true), message: z.string(), branch: branchDto });

/** A branch on the public profile: keyed hours like the company's (null = closed). */
const publicBranchDto = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  postal_code: z.string().nullable(),
  city: z.object({ name: z.string(), slug: z.string() }),
  phone: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  opening_hours: z.array(branchHoursDto),
});
export type PublicBranchDto = z.infer<typeof publicBranchDto>;

/** GET /api/companies/{slug}/branches: the company's active branches (empty for a company without any). */
export const publicBranchesResponse = z.object({ success: z.literal(true), branches: z.array(publicBranchDto) });
