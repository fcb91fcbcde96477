import { z } from 'zod';
import { countryCode, idParams } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('emailCenter');

/** The Email Center: scheduled e-mails, labels and folders of the operator's mail (admin only). */

const SCHEDULED_STATUSES = ['scheduled', 'sent', 'failed', 'cancelled'] as const;
export type ScheduledStatus = (typeof SCHEDULED_STATUSES)[number];

/** The label colours offered (the first is the default; an unknown colour becomes it). */
export const LABEL_COLORS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#3b82f6', '#8b5cf6', '#ec4899', '#6b7280'] as const;
/** The folder colours offered (the first is the default; an unknown colour becomes it). */
export const FOLDER_COLORS = ['#3b82f6', '#22c55e', '#ef4444', '#8b5cf6', '#f97316', '#6b7280'] as const;

/** The e-mails a label or a folder holds: received (Doručená pošta) or sent (Odeslaná pošta). */
const EMAIL_TYPES = ['received', 'sent'] as const;

/** `YYYY-MM-DDTHH:mm[:ss]` in the e-mail's time zone, or an instant with `Z` or an offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Optional text: trimmed, and an empty value is null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);
/** An optional single address: trimmed, empty is null. */
const optionalAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(320, message)
    .refine((v) => v === '' || z.email().safeParse(v).success, message)
    .nullish()
    .transform((v) => v || null);

const scheduledEmailDto = z.object({
  id: z.number(),
  country: z.string(),
  to_email: z.string(),
  cc_email: z.string().nullable(),
  bcc_email: z.string().nullable(),
  subject: z.string(),
  html_content: z.string().nullable(),
  text_content: z.string().nullable(),
  /** the instant (ISO, UTC) */
  scheduled_at: z.string(),
  timezone: z.string(),
  status: z.enum(SCHEDULED_STATUSES),
  /** the uploaded files (POST /api/scheduled_emails/{id}/attachments), sent with the e-mail */
  attachments: z.array(z.object({ id: z.number(), filename: z.string(), content_type: z.string(), size: z.number() })),
  personalization_data: z.record(z.string(), z.string()),
  error_message: z.string().nullable(),
  /** handed to the outbound queue (still `scheduled` until the queue sends it): no longer editable */
  queued: z.boolean(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScheduledEmailDto = z.infer<typeof scheduledEmailDto>;

/** Create and edit: recipient, subject and the send time are required; optional texts are trimmed, empty is null. */
export const scheduledEmailInput = z.object({
  to_email: z.string().trim().min(1, M.toEmail).max(320, M.toEmail).email(M.toEmail),
  cc_email: optionalAddress(M.ccEmail),
  bcc_email: optionalAddress(M.bccEmail),
  subject: z.string().trim().min(1, M.subject).max(998, M.subjectLong),
  html_content: optionalText(500_000, M.contentLong),
  text_content: optionalText(500_000, M.contentLong),
  /** an instant (with Z or an offset), or a local date and time in `timezone` */
  scheduled_at: z.string().trim().min(1, M.scheduledAt).regex(DATE_TIME, M.scheduledAt),
  timezone: z
    .string()
    .trim()
    .max(64, M.timezone)
    .optional()
    .transform((v) => v || 'Europe/Prague'),
  personalization_data: z.record(z.string().max(100, M.personalization), z.string().max(2000, M.personalization)).optional(),
  country: countryCode.optional(),
});
export type ScheduledEmailInput = z.input<typeof scheduledEmailInput>;
export type ScheduledEmailValues = z.output<typeof scheduledEmailInput>;

/** `:id/attachments/:attachmentId` of a scheduled e-mail: a bad number answers 404 like an unknown one. */
export const scheduledAttachmentParams = idParams.extend({
  attachmentId: z.string().transform((raw) => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  }),
});

export const scheduledListQuery = z.object({ status: z.enum(SCHEDULED_STATUSES).optional() });
export const scheduledListResponse = z.object({
  success: z.literal(true),
  /** ordered by scheduled_at ascending (at most 500) */
  scheduled_emails: z.array(scheduledEmailDto),
});
export const scheduledEmailResponse = z.object({ success: z.literal(true), scheduled_email: scheduledEmailDto });

const labelDto = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  description: z.string().nullable(),
  /** e-mails carrying it */
  email_count: z.number(),
});
export type LabelDto = z.infer<typeof labelDto>;

export const labelInput = z.object({
  name: z.string().trim().min(1, M.name).max(100, M.nameLong),
  /** one of LABEL_COLORS; anything else is saved as the default */
  color: z.string().trim().max(20).optional(),
  description: optionalText(1000, M.descriptionLong),
});
export type LabelInput = z.input<typeof labelInput>;
export const labelListResponse = z.object({ success: z.literal(true), labels: z.array(labelDto) });
export const labelResponse = z.object({ success: z.literal(true), label: labelDto });

const folderDto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  parent_id: z.number().nullable(),
  /** e-mails in it (not counting its subfolders) */
  email_count: z.number(),
});
export type FolderDto = z.infer<typeof folderDto>;

export const folderInput = z.object({
  name: z.string().trim().min(1, M.name).max(100, M.nameLong),
  /** one of FOLDER_COLORS; anything else is saved as the default */
  color: z.string().trim().max(20).optional(),
  description: optionalText(1000, M.descriptionLong),
  /** null or absent: a top-level folder */
  parent_id: z.number({ error: M.folderId }).int().positive(M.folderId).nullish(),
});
export type FolderInput = z.input<typeof folderInput>;
export const folderListResponse = z.object({ success: z.literal(true), folders: z.array(folderDto) });
export const folderResponse = z.object({ success: z.literal(true), folder: folderDto });
/** Deleting a folder: its e-mails went back to the main folder, its subfolders up one level. */
export const folderDeleteResponse = z.object({ success: z.literal(true), moved_emails: z.number() });

/** One e-mail: `?email_type=received&email_id=5`. */
export const emailRef = z.object({
  email_type: z.enum(EMAIL_TYPES, { error: M.emailType }),
  email_id: z.coerce.number({ error: M.emailId }).int(M.emailId).positive(M.emailId),
});
export type EmailRefDto = z.infer<typeof emailRef>;

export const labelAssignmentsResponse = z.object({ success: z.literal(true), label_ids: z.array(z.number()) });
export const labelAssignmentInput = emailRef.extend({
  label_id: z.coerce.number({ error: M.labelId }).int(M.labelId).positive(M.labelId),
});
export const folderAssignmentResponse = z.object({ success: z.literal(true), folder_id: z.number().nullable() });
/** Moves an e-mail into a folder, or (folder_id null) back to the main folder. */
export const folderAssignmentInput = emailRef.extend({
  folder_id: z.number({ error: M.folderId }).int(M.folderId).positive(M.folderId).nullable(),
});

/** The Email Center's header, footer, badges and analytics cards (polled every 30 s). */
export const emailCenterSummaryResponse = z.object({
  success: z.literal(true),
  /** received e-mails of the operator's mailbox, archive included */
  total_emails: z.number(),
  unread: z.number(),
  sent: z.number(),
  /** scheduled e-mails still waiting */
  scheduled: z.number(),
  /** e-mail campaigns sending or waiting for their scheduled time */
  active_campaigns: z.number(),
  labels: z.number(),
  folders: z.number(),
  updated_at: z.string(),
});
export type EmailCenterSummaryDto = z.infer<typeof emailCenterSummaryResponse>;
