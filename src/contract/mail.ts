import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('mail');

/** Outbound e-mail: templates, compose, drafts, queue, sent mail, SMTP settings. */

export const TEMPLATE_TYPES = ['welcome', 'promotional', 'newsletter', 'transactional', 'custom'] as const;
const templateType = z.enum(TEMPLATE_TYPES);
export type TemplateType = z.infer<typeof templateType>;

/**
 * Placeholders a template may use; filled with HTML-escaped values when a message is rendered.
 * The product's own templates also use the booking's and the decision's facts (templates/README.md).
 */
export const TEMPLATE_PLACEHOLDERS = [
  'company_name',
  'cta_link',
  'unsubscribe_link',
  'date',
  'time',
  'service',
  'duration',
  'employee',
  'customer_name',
  'customer_phone',
  'customer_email',
  'note',
  'reason',
  'site',
  /** a campaign recipient's city (a prospect's, or the CSV's column) */
  'city',
  /** a hosting project's domain (the renewal reminder) */
  'domain',
  /** a hosting project's yearly fee with its currency, e.g. '1 200 Kč' (the renewal reminder) */
  'fee',
  /** an e-shop order's number, lines (one a line), total and VAT with the currency, payment method and status (the order e-mails) */
  'order_number',
  'order_lines',
  'order_total',
  'vat_total',
  'payment_method',
  /** bank transfer: the account, the variable symbol and the amount (empty for other methods) */
  'payment_instructions',
  'order_status',
  /** why an order was cancelled, when it was not paid in time (empty otherwise) */
  'status_reason',
  /** a task's title, its priority's name and who assigned it (task e-mails) */
  'task',
  'priority',
  'assigner',
  /** a company's plan's name, this month's bookings and the plan's monthly limit (the plan limit e-mails) */
  'plan',
  'bookings',
  'bookings_limit',
] as const;

/** Languages of the e-mail templates: one per edition (CZ cs, SK sk, PL pl). */
export const TEMPLATE_LANGUAGES = ['cs', 'sk', 'pl'] as const;
const templateLanguage = z.enum(TEMPLATE_LANGUAGES);

const templateDto = z.object({
  id: z.number(),
  name: z.string(),
  subject: z.string(),
  text_content: z.string(),
  html_content: z.string().nullable(),
  template_type: templateType,
  is_active: z.boolean(),
  /** the language of its text: the product's own templates exist once per language */
  language: templateLanguage,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateDto = z.infer<typeof templateDto>;

const templateFields = {
  name: z.string().trim().max(190, M.templateName),
  subject: z.string().trim().max(500, M.templateSubject),
  text_content: z.string().max(200_000, M.templateText),
  html_content: z.string().max(500_000, M.templateHtml).nullable(),
  template_type: templateType,
  is_active: z.boolean(),
};
/** Templates have no validation beyond sane bounds; the HTML is sanitised on save. */
export const templateInput = z.object({
  name: templateFields.name.default(''),
  subject: templateFields.subject.default(''),
  text_content: templateFields.text_content.default(''),
  html_content: templateFields.html_content.default(null),
  template_type: templateFields.template_type.default('custom'),
  is_active: templateFields.is_active.default(true),
});
export type TemplateInput = z.infer<typeof templateInput>;
/** An update: only the fields sent change. */
export const templatePatch = z.object(templateFields).partial();
export type TemplatePatch = z.infer<typeof templatePatch>;

export const templateListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  type: templateType.optional(),
  /** the built-in templates come in cs, sk and pl; an admin's own are Czech */
  language: templateLanguage.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});
export const templateListResponse = z.object({
  success: z.literal(true),
  data: z.array(templateDto),
  /** all templates, before search and type filter */
  total: z.number(),
});
export const templateResponse = z.object({ success: z.literal(true), data: templateDto });

export const QUEUE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'suppressed', 'unknown', 'cancelled'] as const;
const queueStatus = z.enum(QUEUE_STATUSES);
export type QueueStatus = z.infer<typeof queueStatus>;

const queueItemDto = z.object({
  id: z.number(),
  message_id: z.string(),
  kind: z.string(),
  to_email: z.string(),
  to_name: z.string().nullable(),
  subject: z.string(),
  status: queueStatus,
  attempts: z.number(),
  send_after: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type QueueItemDto = z.infer<typeof queueItemDto>;
export const queueListQuery = z.object({
  status: queueStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const queueListResponse = z.object({
  success: z.literal(true),
  items: z.array(queueItemDto),
  total: z.number(),
  counts: z.record(z.string(), z.number()),
});
/** The operator's decision on a row left `unknown` (or `failed`): send it again, or close it. */
export const queueActionRequest = z.object({ action: z.enum(['resend', 'close']) });

const SENT_STATUSES = ['sent', 'failed', 'bounced'] as const;
const sentEmailDto = z.object({
  id: z.number(),
  to_email: z.string(),
  cc: z.string().nullable(),
  bcc: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  html_content: z.string().nullable(),
  /** first 100 characters of the text */
  preview: z.string(),
  status: z.enum(SENT_STATUSES),
  sent_at: z.string(),
  opened_count: z.number(),
  opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  clicked_count: z.number(),
  error_message: z.string().nullable(),
});
export type SentEmailDto = z.infer<typeof sentEmailDto>;
export const sentListQuery = z.object({
  country: countryCode.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const sentListResponse = z.object({ success: z.literal(true), sent_emails: z.array(sentEmailDto), total: z.number() });

/** The outbox without SMTP (Nastavení › E-mail): a stored message without its bytes (GET /api/emails/outbox/:id/eml gives them). */
const outboxMessageDto = z.object({
  id: z.number(),
  message_id: z.string(),
  /** the To addresses, comma-separated */
  recipients: z.string(),
  subject: z.string(),
  /** bytes of the .eml */
  size: z.number(),
  created_at: z.string(),
});
export type OutboxMessageDto = z.infer<typeof outboxMessageDto>;
export const outboxListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const outboxListResponse = z.object({ success: z.literal(true), messages: z.array(outboxMessageDto), total: z.number() });

const addressList = (tooMany: string) =>
  z
    .string()
    .trim()
    .max(2000, tooMany)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The text fields of compose (multipart form fields, or JSON for a draft). */
export const composeFields = z.object({
  to_email: z.string().trim().max(2000).default(''),
  cc: addressList(M.ccTooMany),
  bcc: addressList(M.bccTooMany),
  subject: z.string().trim().max(998).default(''),
  content: z.string().max(500_000).default(''),
  html_content: z.string().max(500_000).optional(),
  template_id: z.coerce.number().int().positive().optional(),
  /** a reply from the inbox: the Message-ID it answers, and the References chain (Message-IDs in angle brackets) */
  in_reply_to: z
    .string()
    .trim()
    .max(998)
    .regex(/^<[^<>\s]+>$/)
    .optional(),
  references: z
    .string()
    .trim()
    .max(8000)
    .regex(/^<[^<>\s]+>( +<[^<>\s]+>)*$/)
    .optional(),
});
export type ComposeFields = z.infer<typeof composeFields>;
export const sendEmailResponse = z.object({ success: z.literal(true), message: z.string(), email_id: z.number() });

const draftDto = z.object({
  id: z.number(),
  to_email: z.string(),
  cc: z.string().nullable(),
  bcc: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  template_id: z.number().nullable(),
  updated_at: z.string(),
});
export type DraftDto = z.infer<typeof draftDto>;
export const draftInput = z.object({
  to_email: z.string().trim().max(2000).default(''),
  cc: z.string().trim().max(2000).default(''),
  bcc: z.string().trim().max(2000).default(''),
  subject: z.string().trim().max(998).default(''),
  content: z.string().max(500_000).default(''),
  template_id: z.number().int().positive().nullable().default(null),
});
export const draftSaveResponse = z.object({ success: z.literal(true), message: z.string(), draft_id: z.number() });
export const draftListResponse = z.object({ success: z.literal(true), drafts: z.array(draftDto) });

/** The eight stored SMTP keys of the settings, as strings. */
export const SMTP_SETTING_KEYS = [
  'smtp_host',
  'smtp_port',
  'smtp_user',
  'smtp_password',
  'from_name',
  'from_email',
  'reply_to_email',
  'use_ssl',
] as const;
const optionalEmail = (invalid: string) =>
  z
    .string()
    .trim()
    .max(320)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), invalid);
const smtpFields = {
  smtp_host: z.string().trim().max(255),
  smtp_port: z.string().trim().max(5).regex(/^\d*$/, M.smtpPort),
  smtp_user: z.string().trim().max(255),
  /** empty or the mask when saving: keep the stored password */
  smtp_password: z.string().max(1000),
  from_name: z.string().trim().max(190),
  from_email: optionalEmail(M.fromEmail),
  reply_to_email: optionalEmail(M.replyToEmail),
  use_ssl: z.enum(['true', 'false']),
};
export const smtpSettings = z.object(smtpFields);
export type SmtpSettingsDto = z.infer<typeof smtpSettings>;
/** What the API shows for a stored password: never the password itself. */
export const PASSWORD_MASK = '••••••••';
/** The stored values as they are (the rules above apply when saving, not when showing). */
const storedSmtpSettings = z.object({
  smtp_host: z.string(),
  smtp_port: z.string(),
  smtp_user: z.string(),
  smtp_password: z.string(),
  from_name: z.string(),
  from_email: z.string(),
  reply_to_email: z.string(),
  use_ssl: z.enum(['true', 'false']),
});
export const settingsResponse = z.object({
  success: z.literal(true),
  settings: storedSmtpSettings,
  password_set: z.boolean(),
  smtp_url_override: z.boolean(),
});
/** Saving changes only the keys sent. */
export const saveSettingsRequest = z.object({ settings: z.object(smtpFields).partial() });
/** `password_cleared`: the server changed without a new password, so the stored one was deleted (`message` says so). */
export const saveSettingsResponse = z.object({ success: z.literal(true), password_cleared: z.boolean(), message: z.string().optional() });
export const testConnectionResponse = z.object({ success: z.boolean(), message: z.string() });

/** The suppression list (admin): addresses bulk mail never goes to. Reasons: unsubscribe, bounce, manual. */
const suppressionDto = z.object({ email: z.string(), reason: z.string(), created_at: z.string() });
export type SuppressionDto = z.infer<typeof suppressionDto>;
export const suppressionListQuery = z.object({
  /** a part of the address, any case */
  search: z.string().trim().max(320).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const suppressionListResponse = z.object({ success: z.literal(true), total: z.number(), suppressions: z.array(suppressionDto) });
export const suppressionParams = z.object({ email: z.string().trim().min(1).max(320) });
