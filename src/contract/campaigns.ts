import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('campaign');

export const CAMPAIGN_STATUS_VALUES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export const RECIPIENT_STATUS_VALUES = ['pending', 'queued', 'sent', 'failed', 'bounced', 'suppressed', 'unknown'] as const;

/**
 * Bulk e-mail campaigns (admin only): `/api/email_campaigns`. A campaign is created as a draft with its
 * recipients (pasted one per line, an uploaded CSV, or a segment of the prospects CRM), started at once
 * or at scheduled_at, paused, resumed and cancelled; its counts are kept from the queue, tracking,
 * bounces and unsubscribes.
 */
const campaignDto = z.object({
  id: z.number(),
  country_code: z.string(),
  name: z.string(),
  subject: z.string(),
  html_content: z.string().nullable(),
  text_content: z.string().nullable(),
  template_id: z.number().nullable(),
  status: z.enum(CAMPAIGN_STATUS_VALUES),
  /** seconds between two recipients' messages (default 10; 0: as fast as the transport allows) */
  interval_seconds: z.number(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  total_recipients: z.number(),
  sent_count: z.number(),
  failed_count: z.number(),
  opened_count: z.number(),
  clicked_count: z.number(),
  bounced_count: z.number(),
  unsubscribed_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampaignDto = z.infer<typeof campaignDto>;

const campaignRecipientDto = z.object({
  id: z.number(),
  email_address: z.string(),
  name: z.string().nullable(),
  company_name: z.string().nullable(),
  city: z.string().nullable(),
  prospect_id: z.number().nullable(),
  status: z.enum(RECIPIENT_STATUS_VALUES),
  sent_at: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type CampaignRecipientDto = z.infer<typeof campaignRecipientDto>;

const optionalCountry = z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), countryCode.optional());

export const campaignListQuery = z.object({
  country: optionalCountry,
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const campaignCountryQuery = z.object({ country: optionalCountry });

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

/** A segment of the prospects CRM (the campaign's country unless `country` is given). */
export const prospectSegmentDto = z.object({
  country: optionalCountry,
  region: z.string().max(100).optional(),
  score: z
    .string()
    .regex(/^(1-2|3-4|5\+|10|[0-9])$/, { error: M.score })
    .optional(),
  category: z.string().max(100).optional(),
  never_emailed: flag.optional(),
  not_replied: flag.optional(),
});

const content = z.string().max(1_000_000, { error: M.content }).nullable().optional();
const fields = {
  name: z.string({ error: M.nameAndSubject }).max(190, { error: M.nameAndSubject }),
  subject: z.string({ error: M.nameAndSubject }).max(998, { error: M.nameAndSubject }),
  html_content: content,
  text_content: content,
  template_id: z.coerce.number().int().positive().nullable().optional(),
  interval_seconds: z.coerce
    .number({ error: M.interval })
    .int({ error: M.interval })
    .min(0, { error: M.interval })
    .max(86_400, { error: M.interval })
    .optional(),
  scheduled_at: z
    .string()
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), { error: M.scheduledAt })
    .nullable()
    .optional(),
  /** pasted addresses, one a line */
  recipients: z.string().max(10_000_000).optional(),
  segment: prospectSegmentDto.optional(),
};

/** POST as JSON (recipients pasted, or a segment); as multipart/form-data the same fields plus `file` (a CSV). */
export const campaignCreateRequest = z.object({ country: optionalCountry, ...fields });
/** PUT (draft only): the fields to change; recipients or segment replace the recipients. */
export const campaignUpdateRequest = z.object({ ...fields, name: fields.name.optional(), subject: fields.subject.optional() });
export type CampaignUpdateRequest = z.infer<typeof campaignUpdateRequest>;

export const campaignListResponse = z.object({ success: z.literal(true), campaigns: z.array(campaignDto), total: z.number() });
export const campaignResponse = z.object({ success: z.literal(true), campaign: campaignDto });
export const campaignActionResponse = z.object({ success: z.literal(true), campaign: campaignDto, message: z.string() });
/** Created or changed: what was left out (lines that are not addresses, repeated addresses). */
export const campaignSavedResponse = campaignActionResponse.extend({
  skipped: z.object({ invalid: z.array(z.string()), duplicates: z.number() }),
});

export const campaignRecipientsQuery = z.object({
  status: z.enum(RECIPIENT_STATUS_VALUES, { error: M.status }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export const campaignRecipientsResponse = z.object({
  success: z.literal(true),
  recipients: z.array(campaignRecipientDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
