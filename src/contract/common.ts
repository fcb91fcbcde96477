import { z } from 'zod';

export const countryCode = z.enum(['CZ', 'SK', 'PL']);
export type CountryCodeDto = z.infer<typeof countryCode>;

/** Every error answer of the API. */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  /** the bad fields: the Czech message and, when it is one of the contract's (messages.ts), its stable key */
  fields: z.array(z.object({ field: z.string(), message: z.string(), key: z.string().optional() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `:slug` of a listing, city or category. */
export const slugParams = z.object({ slug: z.string().min(1).max(190) });
/** A numeric `:id`: anything else becomes 0, which no row has, so it answers 404 like an unknown id. */
export const idParams = z.object({
  id: z.string().transform((raw) => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  }),
});

/** `{ success: true }` and nothing else: what a delete or a decision answers. */
export const okResponse = z.object({ success: z.literal(true) });
