import { z } from 'zod';

export const countryCode = z.enum(['CZ', 'SK', 'PL']);
export type CountryCodeDto = z.infer<typeof countryCode>;

/** Every error answer of the API. */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
