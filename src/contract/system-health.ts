import { z } from 'zod';

/** 'Stav systému' (admin): each health check with its Czech name, whether it passed, and what it found. */
export const systemHealthResponse = z.object({
  success: z.literal(true),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })),
});
