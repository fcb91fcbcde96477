import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';
import { PLAN_CODES } from './plans.js';

/**
 * Listing moderation (admin 'Zápisy firem', `marketplace listings`, the state banner of /firma).
 * A listing is unverified (a new registration), verified (public), rejected or suspended (hidden,
 * each with a reason).
 */
export const LISTING_STATES = ['unverified', 'verified', 'rejected', 'suspended'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
export const listingState = z.enum(LISTING_STATES, { error: messageKeys('listing').state });

const M = messageKeys('listing');

export const listingListQuery = z.object({
  state: listingState.optional(),
  /** `all` (the screen's 'Všechny země') is the same as leaving it out */
  country: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), countryCode.optional()),
  search: z.string().trim().max(200).optional(),
  /** `pending`: only listings whose business asked for another plan (the operator confirms it) */
  plan_request: z.enum(['pending']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListingListQuery = z.infer<typeof listingListQuery>;

export const listingReasonRequest = z.object({
  reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(1000, M.reasonLong),
});

const isPhone = (v: string) => /^\+?[\d\s\-()]+$/.test(v) && v.replace(/\D/g, '').length >= 9 && v.replace(/\D/g, '').length <= 15;
const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** The basic fields an admin may correct: name, e-mail, phone, website, city (name or slug) and category (slug). */
export const listingUpdateRequest = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(190, M.name),
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(190, M.email).refine(isEmail, M.email),
  phone: z.string({ error: M.phoneRequired }).trim().min(1, M.phoneRequired).max(32, M.phone).refine(isPhone, M.phone),
  website: z
    .string()
    .trim()
    .max(500, M.website)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), M.website),
  city: z.string({ error: M.city }).trim().min(1, M.city).max(120, M.city),
  category: z.string({ error: M.category }).trim().min(1, M.category).max(80, M.category),
});
export type ListingUpdateInput = z.input<typeof listingUpdateRequest>;
export type ListingUpdate = z.output<typeof listingUpdateRequest>;

const listingDto = z.object({
  id: z.number(),
  country_code: z.string(),
  slug: z.string(),
  name: z.string(),
  state: listingState,
  /** why it was rejected or suspended; null otherwise */
  reason: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  website: z.string().nullable(),
  city: z.string(),
  city_slug: z.string(),
  category: z.string(),
  category_slug: z.string(),
  /** the e-mail of the company account, when there is one */
  owner_email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  moderated_at: z.string().nullable(),
  /** the public profile's path (answers only while verified) */
  public_path: z.string(),
  /** the company's plan (core/plans) and the plan its business asked for, waiting for the operator */
  plan: z.enum(PLAN_CODES),
  requested_plan: z.enum(PLAN_CODES).nullable(),
  plan_requested_at: z.string().nullable(),
});
export type ListingDto = z.infer<typeof listingDto>;

const listingStateCounts = z.object({ unverified: z.number(), verified: z.number(), rejected: z.number(), suspended: z.number() });
export type ListingStateCounts = Record<ListingState, number>;

export const listingListResponse = z.object({
  success: z.literal(true),
  listings: z.array(listingDto),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** per state, within the country, search and plan request filters */
  counts: listingStateCounts,
  /** listings with a plan request waiting, within the country and search filters */
  plan_requests: z.number(),
});
export type ListingListResponse = z.infer<typeof listingListResponse>;

export const listingDecisionResponse = z.object({
  success: z.literal(true),
  listing: listingDto,
  message: z.string(),
  /** the queue id of the e-mail to the business, or null when it has no usable address */
  email_id: z.number().nullable(),
});
export type ListingDecisionResponse = z.infer<typeof listingDecisionResponse>;
export const listingResponse = z.object({ success: z.literal(true), listing: listingDto });
export const listingUpdateResponse = z.object({ success: z.literal(true), listing: listingDto, message: z.string() });

/** What the company's own dashboard (/firma) shows about its listing. */
const companyListingStateDto = z.object({
  state: listingState,
  reason: z.string().nullable(),
  moderated_at: z.string().nullable(),
  name: z.string(),
  public_path: z.string(),
});
export type CompanyListingStateDto = z.infer<typeof companyListingStateDto>;
export const companyListingResponse = z.object({ success: z.literal(true), listing: companyListingStateDto });
