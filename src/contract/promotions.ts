import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('promotion');

/**
 * A company's promotions (salon Marketing, /api/company/promotions) and the promotions a customer can
 * choose in the booking modal (/api/companies/{slug}/promotions). Money is whole units of the company's
 * currency, as service prices are; dates are calendar days of the company's zone (Europe/Prague).
 */
const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** planned: before valid_from; active: usable now; ended: ended by the business, expired or used up */
const PROMOTION_STATES = ['active', 'planned', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
const PROMOTION_MAX_USAGE_LIMIT = 1_000_000;

const calendarDate = z.string({ error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });

/** POST /api/company/promotions and PUT /api/company/promotions/{id}: the whole promotion as the form edits it. */
export const promotionRequest = z
  .object({
    title: z.string({ error: M.title }).trim().min(1, { error: M.title }).max(190, { error: M.title }),
    description: z.string({ error: M.description }).trim().max(2000, { error: M.description }).optional(),
    discount_type: z.enum(DISCOUNT_TYPES, { error: M.discountType }),
    discount: z.coerce.number({ error: M.discount }).int({ error: M.discount }).min(1, { error: M.discount }).max(10_000_000, {
      error: M.discount,
    }),
    /** null: every service of the company */
    service_id: z.coerce.number({ error: M.service }).int({ error: M.service }).positive({ error: M.service }).nullish(),
    /** first day (null: from now) and last day, both included */
    valid_from: calendarDate.nullish(),
    valid_until: calendarDate,
    /** null: no limit */
    usage_limit: z.coerce
      .number({ error: M.usageLimit })
      .int({ error: M.usageLimit })
      .min(1, { error: M.usageLimit })
      .max(PROMOTION_MAX_USAGE_LIMIT, { error: M.usageLimit })
      .nullish(),
  })
  .refine((v) => v.discount_type !== 'percentage' || v.discount <= 100, { path: ['discount'], error: M.percentage })
  .refine((v) => !v.valid_from || v.valid_until >= v.valid_from, { path: ['valid_until'], error: M.dateOrder });
export type PromotionRequest = z.infer<typeof promotionRequest>;

/** A promotion as its company sees it. */
const companyPromotionDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount: z.number(),
  currency: z.string(),
  service_id: z.number().nullable(),
  service_name: z.string().nullable(),
  /** calendar days of the company's zone, both included */
  valid_from: z.string().nullable(),
  valid_until: z.string(),
  is_active: z.boolean(),
  usage_limit: z.number().nullable(),
  used_count: z.number(),
  state: z.enum(PROMOTION_STATES),
  /** customers it was e-mailed to */
  sent_count: z.number(),
  created_at: z.string(),
});
export type CompanyPromotionDto = z.infer<typeof companyPromotionDto>;

/** GET /api/company/promotions: the company's promotions, newest first (optionally of one state). */
export const companyPromotionsQuery = z.object({
  state: z.enum(PROMOTION_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const companyPromotionsResponse = z.object({
  success: z.literal(true),
  promotions: z.array(companyPromotionDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export const companyPromotionResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  promotion: companyPromotionDto,
});

/** DELETE /api/company/promotions/{id}: a promotion never used nor sent is deleted, any other is ended (kept as history). */
export const promotionEndResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.boolean(),
  promotion: companyPromotionDto.nullable(),
});

/** GET /api/company/promotions/{id}/recipients: who a send would reach now, and what today's limit leaves. */
export const promotionRecipientsResponse = z.object({
  success: z.literal(true),
  /** opted-in customers of the company, not suppressed, not yet sent this promotion, under the weekly cap */
  recipients: z.number(),
  /** customers held back this time by the weekly cap per customer (MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK) */
  held_back_weekly: z.number(),
  /** e-mails the company may still send today (MARKETPLACE_PROMOTION_EMAILS_PER_DAY) */
  remaining_today: z.number(),
});
/**
 * POST /api/company/promotions/{id}/send: queued now, those left for another day by the daily limit, and
 * those skipped this time by the weekly cap per customer (MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK).
 */
export const promotionSendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  queued: z.number(),
  left_for_later: z.number(),
  /** customers the company already mailed the week's cap of promotion e-mails (7 days back from now) */
  skipped_weekly_cap: z.number(),
});

/** GET /api/companies/{slug}/promotions?service=ID: what the booking modal offers for a service now. */
export const bookablePromotionsQuery = z.object({ service: z.coerce.number().int().positive() });
const bookablePromotionDto = z.object({
  id: z.number(),
  title: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount: z.number(),
  valid_until: z.string(),
  /** the service's price and the price with this promotion */
  original_price: z.number(),
  price: z.number(),
  currency: z.string(),
});
export type BookablePromotionDto = z.infer<typeof bookablePromotionDto>;
export const bookablePromotionsResponse = z.object({ success: z.literal(true), promotions: z.array(bookablePromotionDto) });
export type BookablePromotionsResponse = z.infer<typeof bookablePromotionsResponse>;
