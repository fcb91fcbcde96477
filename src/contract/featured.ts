import { z } from 'zod';
import { pageQuery } from './common.js';
import { messageKeys } from './messages.js';
import { holdPaymentDto, holdPaymentMethod } from './payment-holds.js';

const M = messageKeys('featured');

/**
 * A campaign's status: cancelled, awaiting_payment (a hold: it takes its slot but is not featured until paid),
 * or by the clock's now and its period planned, active or finished.
 */
const FEATURED_STATUSES = ['planned', 'active', 'finished', 'cancelled', 'awaiting_payment'] as const;
export type FeaturedStatus = (typeof FEATURED_STATUSES)[number];

const calendarDate = z.string({ error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });

/** A bought period of featured visibility as the company sees it. */
const featuredCampaignDto = z.object({
  id: z.number(),
  name: z.string(),
  /** the first day ('YYYY-MM-DD', Europe/Prague) */
  starts_on: z.string(),
  /** the last day included */
  ends_on: z.string(),
  /** the start day's Prague midnight, UTC */
  starts_at: z.string(),
  /** the Prague midnight after the last day, UTC */
  ends_at: z.string(),
  days: z.number(),
  /** minor units of `currency` */
  price: z.number(),
  currency: z.string(),
  status: z.enum(FEATURED_STATUSES),
  impressions: z.number(),
  clicks: z.number(),
  /** clicks / impressions in %, one decimal */
  ctr: z.number(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** its payment (campaigns bought before payments existed have none) */
  payment: holdPaymentDto.nullable(),
});
export type FeaturedCampaignDto = z.infer<typeof featuredCampaignDto>;

/** What a purchase form needs: the day price, the longest period and the earliest start. */
const featuredOfferDto = z.object({
  /** minor units of `currency` per day */
  day_price: z.number(),
  currency: z.string(),
  max_days: z.number(),
  slots: z.number(),
  /** today in Europe/Prague: the earliest start */
  today: z.string(),
});
export type FeaturedOfferDto = z.infer<typeof featuredOfferDto>;

export const featuredCampaignsQuery = pageQuery;
export const featuredCampaignsResponse = z.object({
  success: z.literal(true),
  campaigns: z.array(featuredCampaignDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  offer: featuredOfferDto,
});

export const featuredPurchaseRequest = z
  .object({
    name: z.string({ error: M.name }).trim().min(1, { error: M.name }).max(120, { error: M.name }),
    starts_on: calendarDate,
    ends_on: calendarDate,
    /** bank_transfer (default) or card where cards are offered */
    payment_method: holdPaymentMethod,
  })
  .refine((b) => b.ends_on >= b.starts_on, { path: ['ends_on'], error: M.dateOrder });
export type FeaturedPurchaseRequest = z.infer<typeof featuredPurchaseRequest>;

export const featuredCampaignResponse = z.object({ success: z.literal(true), message: z.string(), campaign: featuredCampaignDto });
