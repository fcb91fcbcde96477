import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('prospects');

/** The sales CRM of prospect companies. */

const prospectDto = z.object({
  id: z.number(),
  country_code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  region_slug: z.string().nullable(),
  region_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  category: z.string().nullable(),
  subcategory_name: z.string().nullable(),
  website_url: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  google_rating: z.number().nullable(),
  reviews_count: z.number().nullable(),
  opening_hours: z.record(z.string(), z.string()).nullable(),
  web_quality_score: z.number().nullable(),
  score_reasons: z.array(z.string()),
  scored_at: z.string().nullable(),
  email_sent_date: z.string().nullable(),
  last_email_template: z.string().nullable(),
  website_interest: z.string().nullable(),
  last_call_date: z.string().nullable(),
  ownership_status: z.enum(['unclaimed', 'claimed', 'other']),
  listing_id: z.number().nullable(),
  claimed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProspectDto = z.infer<typeof prospectDto>;

/** Web score filter: 1-2 high priority, 3-4 needs modernisation, 5+ good, or one exact score. */
export type ScoreFilterValue = '1-2' | '3-4' | '5+' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10';
export const scoreFilter = z.string().regex(/^(1-2|3-4|5\+|([1-9]|10))$/, M.scoreFilter);

export const prospectListQuery = z.object({
  country: countryCode.optional(),
  search: z.string().trim().max(200).optional(),
  score: scoreFilter.optional(),
  region: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type ProspectListQuery = z.infer<typeof prospectListQuery>;
export const prospectListResponse = z.object({
  success: z.literal(true),
  companies: z.array(prospectDto),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

const prospectStats = z.object({
  total: z.number(),
  barbershops: z.number(),
  hairSalons: z.number(),
  withWebsite: z.number(),
  needsModernisation: z.number(),
});
export type ProspectStatsDto = z.infer<typeof prospectStats>;
export const prospectStatsResponse = z.object({ success: z.literal(true), stats: prospectStats });
export const prospectStatsQuery = z.object({ country: countryCode.optional() });
export const prospectResponse = z.object({ success: z.literal(true), company: prospectDto });
export const socialLinkResponse = z.object({ success: z.literal(true), message: z.string(), company: prospectDto });

export const socialLinkRequest = z.object({
  network: z.enum(['instagram', 'facebook']),
  url: z.string().trim().min(1, M.socialUrl).max(500),
});

export const sendOfferRequest = z.object({
  template_id: z.coerce.number({ error: M.template }).int().positive(M.template),
  to_email: z.string().trim().min(1, M.recipient).max(320),
});
export const sendOfferResponse = z.object({ success: z.literal(true), message: z.string(), email_id: z.number() });

/** What the company registration wizard is prefilled with from a claim link. */
const claimPrefill = z.object({
  name: z.string(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website_url: z.string().nullable(),
  category: z.string().nullable(),
});
export type ClaimPrefill = z.infer<typeof claimPrefill>;
export const claimPrefillResponse = z.object({ success: z.literal(true), prospect: claimPrefill });
export const claimParams = z.object({ token: z.string().min(1).max(64) });

/** The CSV upload's answer: the same summary as `marketplace import-companies --json`. */
const importSummary = z.object({
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.array(z.object({ line: z.number(), reason: z.string() })),
  /** only when more rows were rejected than the list holds */
  rejected_total: z.number().optional(),
});
export const importResponse = importSummary.extend({ success: z.literal(true) });
export type ImportResponse = z.infer<typeof importResponse>;
