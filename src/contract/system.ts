import { z } from 'zod';
import { countryCode } from './common.js';

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/health/ready: the database answers and is migrated (else 503 with the reason). */
export const readyResponse = z.object({
  status: z.literal('ready'),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

/** The edition the request was served for (country from host name, or ?country on a local host). */
export const editionResponse = z.object({
  success: z.literal(true),
  edition: z.object({
    code: countryCode,
    name: z.string(),
    domain: z.string(),
    language: z.enum(['cs', 'sk', 'pl']),
    currency: z.string(),
    currencyLabel: z.string(),
    defaultCity: z.string(),
    timeZone: z.string(),
  }),
  editions: z.array(z.object({ code: countryCode, name: z.string(), url: z.string() })),
  isLocalHost: z.boolean(),
  analytics: z.object({ src: z.string(), domain: z.string() }).nullable(),
  /** whether the web app reports page views to /api/analytics/event (MARKETPLACE_ANALYTICS) */
  pageViews: z.boolean(),
  /** the profile map's tile server and attribution (MARKETPLACE_MAP_TILES_URL); null: the placeholder */
  map: z.object({ tilesUrl: z.string(), attribution: z.string() }).nullable(),
});
export type EditionResponse = z.infer<typeof editionResponse>;
