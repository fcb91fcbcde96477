import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('hosting');

/** The statuses a hosting project shows (anything else is shown as Neznámý). */
const HOSTING_STATUS_VALUES = ['active', 'expiring_soon', 'expired'] as const;
/** What the edit form may set: one of the statuses, or 'auto' (the status follows the dates). */
const HOSTING_STATUS_CHOICES = ['auto', ...HOSTING_STATUS_VALUES] as const;
/** The domain provider select's options. */
export const DOMAIN_PROVIDERS = ['u nás', 'hukot', 'forpsi', 'wedos', 'active24', 'zoner', 'seznam', 'jiný provider'] as const;

/**
 * A webhosting project (admin only): `/api/webhosting_projects`. The stored fields, and what the rules
 * derive from them on the day of the request (Europe/Prague): `renewal_date`, `yearly_fee`, `status`,
 * `days_left`.
 */
export const webhostingProjectDto = z.object({
  id: z.number(),
  country_code: z.string(),
  web_project_id: z.number().nullable(),
  prospect_id: z.number().nullable(),
  company_name: z.string(),
  domain: z.string(),
  domain_provider: z.string().nullable(),
  hosting_provider: z.string().nullable(),
  plan_type: z.string().nullable(),
  annual_fee: z.number().nullable(),
  monthly_cost: z.number().nullable(),
  website_created_date: z.string().nullable(),
  next_payment_date: z.string().nullable(),
  website_url: z.string().nullable(),
  /** the status the admin set; null: it follows the dates */
  manual_status: z.string().nullable(),
  notes: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_address: z.string().nullable(),
  checked_at: z.string().nullable(),
  cert_expires_at: z.string().nullable(),
  cert_issuer: z.string().nullable(),
  site_up: z.boolean().nullable(),
  check_error: z.string().nullable(),
  /** the day the domain's registration ends, as its registry answers over RDAP ('YYYY-MM-DD'); null: not read (yet) */
  domain_expiration_date: z.string().nullable(),
  /** when the registry last answered (the check, `marketplace hosting check`) */
  domain_checked_at: z.string().nullable(),
  /** why the last read gave no day: no RDAP service for the TLD, the registry did not answer (Czech) */
  domain_check_error: z.string().nullable(),
  /** days from today to domain_expiration_date (negative: ended); null when not known */
  domain_days_left: z.number().nullable(),
  is_demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** next_payment_date, else one year after website_created_date, else today */
  renewal_date: z.string(),
  /** annual_fee, else 12 x monthly_cost, else 1000 */
  yearly_fee: z.number(),
  /** manual_status, else active / expiring_soon (within 30 days) / expired by renewal_date */
  status: z.string(),
  /** days from today to renewal_date (negative: overdue) */
  days_left: z.number(),
  /** the latest payment, if any */
  last_payment: z.object({ period_date: z.string(), amount: z.number(), paid_at: z.string() }).nullable(),
});
export type WebhostingProjectDto = z.infer<typeof webhostingProjectDto>;

const optionalCountry = z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), countryCode.optional());
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });
const fee = z.coerce.number({ error: M.fee }).int({ error: M.fee }).min(0, { error: M.fee }).max(10_000_000, { error: M.fee });
const text = (max: number) => z.string().max(max, { error: M.text });

export const webhostingListQuery = z.object({
  country: optionalCountry,
  status: z.enum(HOSTING_STATUS_VALUES, { error: M.status }).optional(),
  /** 'expiring_soon': only the projects whose domain's registration ends within 30 days or has ended ('Domény brzy vyprší') */
  domain: z.enum(['expiring_soon'], { error: M.status }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

const fields = {
  company_name: z.string({ error: M.companyName }).trim().min(1, { error: M.companyName }).max(255, { error: M.companyName }),
  domain: z.string({ error: M.domain }).trim().min(1, { error: M.domain }).max(255, { error: M.domain }),
  domain_provider: text(40).nullable().optional(),
  hosting_provider: text(120).nullable().optional(),
  plan_type: text(120).nullable().optional(),
  annual_fee: fee.nullable().optional(),
  monthly_cost: fee.nullable().optional(),
  website_created_date: calendarDate.nullable().optional(),
  next_payment_date: calendarDate.nullable().optional(),
  website_url: text(500).nullable().optional(),
  status: z.enum(HOSTING_STATUS_CHOICES, { error: M.status }).optional(),
  notes: text(10_000).nullable().optional(),
  contact_phone: text(40).nullable().optional(),
  contact_email: z.email({ error: M.email }).max(320, { error: M.email }).nullable().optional(),
  contact_address: text(255).nullable().optional(),
};

/** POST: a new project ('Přidat projekt'). */
export const webhostingCreateRequest = z.object({ country: optionalCountry, ...fields });
export type WebhostingCreateRequest = z.infer<typeof webhostingCreateRequest>;
/** PUT: the fields to change (the edit modal 'Upravit projekt'). */
export const webhostingUpdateRequest = z.object({
  ...fields,
  company_name: fields.company_name.optional(),
  domain: fields.domain.optional(),
});
export type WebhostingUpdateRequest = z.infer<typeof webhostingUpdateRequest>;

/** POST /api/webhosting_projects/{id}/payments ('Zaplaceno'): pays the current renewal period. */
export const hostingPaymentRequest = z.object({
  /**
   * the renewal period paid: the renewal_date the operator saw (default: the project's renewal date when
   * the request comes); a period already paid or no longer the renewal date is a 409, never a second year
   */
  period_date: calendarDate.optional(),
  /** default: today in Prague */
  paid_at: calendarDate.optional(),
  /** default: the project's yearly fee */
  amount: fee.optional(),
});
export type HostingPaymentRequest = z.infer<typeof hostingPaymentRequest>;

export const webhostingListResponse = z.object({
  success: z.literal(true),
  projects: z.array(webhostingProjectDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** counts over the whole list (country filter only), for the filter buttons and the cards */
  counts: z.object({
    all: z.number(),
    active: z.number(),
    expiring_soon: z.number(),
    expired: z.number(),
    /** domains whose registration ends within 30 days or has ended */
    domain_expiring_soon: z.number(),
  }),
  /** sum of monthly_cost of active projects (Kč) */
  monthly_income: z.number(),
});
/** POST (201) and PUT (with the message 'Změny byly úspěšně uloženy!') */
export const webhostingProjectResponse = z.object({
  success: z.literal(true),
  project: webhostingProjectDto,
  message: z.string().optional(),
});
export const webhostingDeleteResponse = z.object({ success: z.literal(true), message: z.string() });
export const hostingPaymentResponse = z.object({
  success: z.literal(true),
  project: webhostingProjectDto,
  payment: z.object({ id: z.number(), period_date: z.string(), amount: z.number(), paid_at: z.string() }),
});

export const revenueQuery = z.object({
  year: z.coerce.number({ error: M.year }).int({ error: M.year }).min(2000, { error: M.year }).max(2100, { error: M.year }).optional(),
  country: optionalCountry,
});
const revenueProjectDto = z.object({
  id: z.number(),
  company_name: z.string(),
  domain: z.string(),
  /** the day paid (past months) or due (this month on, unpaid) */
  payment_date: z.string(),
  amount: z.number(),
  /** true: a recorded payment; false: a renewal due */
  paid: z.boolean(),
  phone: z.string().nullable(),
  website_url: z.string().nullable(),
  address: z.string().nullable(),
});
const revenueMonthDto = z.object({
  /** 1-12 */
  month: z.number(),
  year: z.number(),
  /** Czech month name: Leden … Prosinec */
  monthName: z.string(),
  totalRevenue: z.number(),
  projectsCount: z.number(),
  projects: z.array(revenueProjectDto),
});
/** GET /api/webhosting/revenue?year=: paid amounts for past months, due renewals for the rest. */
export const revenueResponse = z.object({
  success: z.literal(true),
  year: z.number(),
  total: z.number(),
  active_projects: z.number(),
  months: z.array(revenueMonthDto),
});
export type RevenueResponse = z.infer<typeof revenueResponse>;

/** GET /api/webhosting/distribution: the 12 months from the current one, count and sum due to renew. */
export const distributionResponse = z.object({
  success: z.literal(true),
  months: z.array(z.object({ month: z.number(), year: z.number(), monthName: z.string(), count: z.number(), sum: z.number() })),
});
export type DistributionResponse = z.infer<typeof distributionResponse>;
