import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('plans');

/** The plans of /pro-firmy, cheapest first (the `plans` table holds their prices, limits and features). */
export const PLAN_CODES = ['free', 'starter', 'professional', 'business', 'enterprise'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/**
 * What a plan gives. `features` of a plan are all it has (the checks read them); `listed` are what the
 * plans page lists (`bookings_limit` with the plan's number, `all_professional` for "everything of Professional" …).
 */
const PLAN_FEATURES = [
  'bookings_limit',
  'unlimited_bookings',
  'basic_profile',
  'online_booking',
  'email_support',
  'advanced_analytics',
  'online_payments',
  'priority_support',
  'all_professional',
  'branches',
  'api',
  'phone_support',
  'all_business',
  'dedicated_manager',
  'support_24_7',
  'custom_features',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
/** The features other areas check before they let a company use them (assertPlanFeature in core/plans). */
export const GATED_FEATURES = ['branches', 'advanced_analytics'] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];

const planCode = z.enum(PLAN_CODES, { error: M.plan });

/** A plan as GET /api/plans answers it: the price in the edition's currency (euros in the euro edition, else crowns). */
const planDto = z.object({
  code: z.enum(PLAN_CODES),
  name: z.string(),
  /** the monthly price in whole units of `currency` (no decimals) */
  price: z.number(),
  currency: z.enum(['CZK', 'EUR']),
  /** the stored monthly price in Czech crowns */
  price_czk: z.number(),
  /** bookings a calendar month; null: unlimited */
  bookings_per_month: z.number().nullable(),
  features: z.array(z.enum(PLAN_FEATURES)),
  listed: z.array(z.enum(PLAN_FEATURES)),
  popular: z.boolean(),
  sort_order: z.number(),
});
export type PlanDto = z.infer<typeof planDto>;

export const plansResponse = z.object({ success: z.literal(true), plans: z.array(planDto) });

/** A change of plan the business asked for in Nastavení, waiting for the operator. */
const planRequestDto = z.object({ plan: z.enum(PLAN_CODES), requested_at: z.string() });

/** What GET /api/company/settings adds about the company's plan (fields of its `settings`). */
export const companyPlanFields = z.object({
  plan: z.enum(PLAN_CODES),
  /** bookings created for the company this calendar month (Europe/Prague), cancelled ones included */
  bookings_this_month: z.number(),
  /** the plan's bookings a month; null: unlimited */
  bookings_limit: z.number().nullable(),
  /** every feature of the plan (the web shows upgrade hints by them) */
  features: z.array(z.enum(PLAN_FEATURES)),
  plan_request: planRequestDto.nullable(),
});
export type CompanyPlanFields = z.infer<typeof companyPlanFields>;

/** POST /api/company/plan-request: the business asks for another plan (the operator confirms it). */
export const planRequestInput = z.object({ plan: planCode });
export const companyPlanResponse = z.object({ success: z.literal(true), plan: companyPlanFields });

/** PUT /api/admin/companies/{id}/plan (id: the listing's, i.e. the company's, id): the operator sets the plan; a pending request ends. */
export const adminPlanInput = z.object({ plan: planCode });
const adminCompanyPlanDto = z.object({
  id: z.number(),
  plan: z.enum(PLAN_CODES),
  plan_request: planRequestDto.nullable(),
});
export const adminCompanyPlanResponse = z.object({ success: z.literal(true), company: adminCompanyPlanDto });
