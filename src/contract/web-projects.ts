import { z } from 'zod';
import { countryCode } from './common.js';
import { webhostingProjectDto } from './hosting.js';
import { messageKeys } from './messages.js';

const M = messageKeys('webProject');

/** The badge statuses of the Web projects screen, and the edit choices. */
export const WEB_PROJECT_BADGE_STATUSES = [
  'email_sent',
  'email_opened',
  'link_clicked',
  'interested',
  'proposal_sent',
  'negotiating',
  'converted',
  'rejected',
  'archived',
] as const;
export const WEB_PROJECT_EDIT_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
const WEB_PROJECT_STATUSES = [...WEB_PROJECT_BADGE_STATUSES, ...WEB_PROJECT_EDIT_STATUSES] as const;
export const WEB_PROJECT_TYPES = ['landing', 'website', 'eshop', 'app'] as const;
/** The filter buttons: all, email_sent, interested (counts interested, in_progress, pending), converted, completed. */
export const WEB_PROJECT_FILTERS = ['email_sent', 'interested', 'converted', 'completed'] as const;

/** A web project (admin only): `/api/web_projects`. */
const webProjectDto = z.object({
  id: z.number(),
  country_code: z.string(),
  prospect_id: z.number().nullable(),
  company_name: z.string(),
  project_type: z.string(),
  status: z.string(),
  /** the project's value, whole Kč */
  estimated_price: z.number(),
  domain_name: z.string().nullable(),
  /** hosting offered with the site, whole Kč a month */
  hosting_price: z.number(),
  notes: z.string().nullable(),
  /** the hosting project it became, if it did */
  webhosting_project_id: z.number().nullable(),
  /** of that hosting project (null without one): when the domain's registration ends (RDAP, 'YYYY-MM-DD') */
  domain_expiration_date: z.string().nullable(),
  /** its status today (active, expiring_soon, expired, or the admin's own) */
  hosting_status: z.string().nullable(),
  /** the day its latest payment was paid ('YYYY-MM-DD') */
  last_hosting_payment: z.string().nullable(),
  /** its renewal date: the next payment due ('YYYY-MM-DD') */
  next_payment_due: z.string().nullable(),
  is_demo: z.boolean(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebProjectDto = z.infer<typeof webProjectDto>;

const optionalCountry = z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), countryCode.optional());
const price = (max: number) =>
  z.coerce.number({ error: M.price }).int({ error: M.price }).min(0, { error: M.price }).max(max, { error: M.price });

export const webProjectListQuery = z.object({
  country: optionalCountry,
  status: z.enum(WEB_PROJECT_FILTERS, { error: M.status }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

const fields = {
  company_name: z.string({ error: M.companyName }).trim().min(1, { error: M.companyName }).max(255, { error: M.companyName }),
  project_type: z.enum(WEB_PROJECT_TYPES, { error: M.projectType }).optional(),
  status: z.enum(WEB_PROJECT_STATUSES, { error: M.status }).optional(),
  estimated_price: price(100_000_000).optional(),
  domain_name: z.string().max(255, { error: M.text }).nullable().optional(),
  hosting_price: price(10_000_000).optional(),
  notes: z.string().max(10_000, { error: M.text }).nullable().optional(),
};

/**
 * POST: a new web project; with `prospect_id` (the Companies screen's action for a prospect who answered
 * an offer) the company's name, country and website domain come from the prospect.
 */
export const webProjectCreateRequest = z.object({
  country: optionalCountry,
  prospect_id: z.coerce.number().int().positive().optional(),
  ...fields,
  company_name: fields.company_name.optional(),
});
export type WebProjectCreateRequest = z.infer<typeof webProjectCreateRequest>;
export const webProjectUpdateRequest = z.object({ ...fields, company_name: fields.company_name.optional() });
export type WebProjectUpdateRequest = z.infer<typeof webProjectUpdateRequest>;

export const webProjectListResponse = z.object({
  success: z.literal(true),
  projects: z.array(webProjectDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** the banner: interested counts interested, in_progress and pending; total_value in Kč */
  summary: z.object({
    total: z.number(),
    email_sent: z.number(),
    interested: z.number(),
    converted: z.number(),
    completed: z.number(),
    total_value: z.number(),
  }),
});
/** POST (201) and PUT (with the message 'Projekt byl úspěšně aktualizován') */
export const webProjectResponse = z.object({ success: z.literal(true), project: webProjectDto, message: z.string().optional() });
export const webProjectDeleteResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /api/web_projects/{id}/hosting (201): a completed project becomes a hosting project, once (the
 * company and domain, the prospect's phone, e-mail and address, the site made on the completion day,
 * the monthly cost its hosting price). No body.
 */
export const webProjectHostingResponse = z.object({ success: z.literal(true), project: webhostingProjectDto });
