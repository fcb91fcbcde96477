import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('customer');

/** Customer dashboard /klient: bookings, reviews, promotions, profile. */

const CUSTOMER_BOOKING_FILTERS = ['all', 'upcoming', 'completed', 'cancelled'] as const;
export type CustomerBookingFilter = (typeof CUSTOMER_BOOKING_FILTERS)[number];

export const customerBookingsQuery = z.object({
  filter: z.enum(CUSTOMER_BOOKING_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const reviewRequest = z.object({
  rating: z.coerce.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
  text: z.string().trim().max(2000, M.reviewLong).default(''),
});

export const promotionsQuery = z.object({
  country: countryCode.optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(4),
});

export const reviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1) });

export const profileRequest = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(200, M.nameLong),
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .max(32, M.phone)
    .refine((v) => /^\+?[\d\s\-()]+$/.test(v) && v.replace(/\D/g, '').length >= 9 && v.replace(/\D/g, '').length <= 15, M.phone),
  preferences: z.object({ notifications: z.boolean(), email_offers: z.boolean(), sms_reminders: z.boolean() }),
});
export type ProfileRequest = z.infer<typeof profileRequest>;

const reviewDto = z.object({ id: z.number(), rating: z.number(), text: z.string(), author_name: z.string(), created_at: z.string() });

const customerBookingDto = z.object({
  id: z.number(),
  company: z.object({ id: z.number(), slug: z.string(), name: z.string(), time_zone: z.string() }),
  service_id: z.number().nullable(),
  service_name: z.string(),
  employee_name: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  duration_minutes: z.number(),
  price: z.number(),
  currency: z.string(),
  note: z.string().nullable(),
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled', 'no_show']),
  /** what the customer sees: Nadcházející, Dokončeno, Zrušeno; no_show; past (pending or confirmed, but ended) */
  stage: z.enum(['upcoming', 'completed', 'cancelled', 'no_show', 'past']),
  review: reviewDto.nullable(),
  can_cancel: z.boolean(),
  can_repeat: z.boolean(),
  can_review: z.boolean(),
});
export type CustomerBookingDto = z.infer<typeof customerBookingDto>;

const money = z.object({ amount: z.number(), currency: z.string() });
export const dashboardResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    upcoming: z.number(),
    visits: z.number(),
    /** one total per currency (bookings keep the currency of their edition), largest first */
    spent: z.array(money),
    average_rating: z.number().nullable(),
    reviews: z.number(),
  }),
  upcoming: z.array(customerBookingDto),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const customerBookingsResponse = z.object({
  success: z.literal(true),
  filter: z.enum(CUSTOMER_BOOKING_FILTERS),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  bookings: z.array(customerBookingDto),
});
export type CustomerBookingsResponse = z.infer<typeof customerBookingsResponse>;

export const customerBookingResponse = z.object({ success: z.literal(true), message: z.string().optional(), booking: customerBookingDto });
export type CustomerBookingResponse = z.infer<typeof customerBookingResponse>;

const promotionDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  discount: z.number(),
  discount_type: z.enum(['percentage', 'fixed']),
  valid_until: z.string(),
  company: z.object({ slug: z.string(), name: z.string() }).nullable(),
  service_id: z.number().nullable(),
  service_name: z.string().nullable(),
  original_price: z.number().nullable(),
  discounted_price: z.number().nullable(),
  currency: z.string(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  usage_limit: z.number().nullable(),
  used_count: z.number(),
});
export type PromotionDto = z.infer<typeof promotionDto>;
export const promotionsResponse = z.object({
  success: z.literal(true),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  promotions: z.array(promotionDto),
});
export type PromotionsResponse = z.infer<typeof promotionsResponse>;

export const companyReviewsResponse = z.object({
  success: z.literal(true),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  reviews: z.array(reviewDto),
});
export type CompanyReviewsResponse = z.infer<typeof companyReviewsResponse>;

const profileDto = z.object({
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  member_since: z.string(),
  preferences: z.object({ notifications: z.boolean(), email_offers: z.boolean(), sms_reminders: z.boolean() }),
});
export type ProfileDto = z.infer<typeof profileDto>;
export const profileResponse = z.object({ success: z.literal(true), message: z.string().optional(), profile: profileDto });
export type ProfileResponse = z.infer<typeof profileResponse>;
