import { z } from 'zod';
import { countryCode } from './common.js';

/** The inbox of the e-mail client: received mail. */

const INBOX_FOLDERS = ['inbox', 'archive', 'starred', 'unread'] as const;
const inboxFolder = z.enum(INBOX_FOLDERS);
export type InboxFolder = z.infer<typeof inboxFolder>;

const RECEIVED_KINDS = ['message', 'bounce', 'auto_reply'] as const;
export type ReceivedKind = (typeof RECEIVED_KINDS)[number];

/** What a delivery report said, as the list and the detail show it. */
const bounceDto = z.object({
  recipient: z.string().nullable(),
  status: z.string().nullable(),
  action: z.string().nullable(),
  diagnostic: z.string().nullable(),
});
export type BounceDto = z.infer<typeof bounceDto>;

const receivedEmailDto = z.object({
  id: z.number(),
  from_email: z.string(),
  from_name: z.string().nullable(),
  to_email: z.string(),
  subject: z.string(),
  /** the first 100 characters of the text */
  preview: z.string(),
  received_at: z.string(),
  is_read: z.boolean(),
  is_starred: z.boolean(),
  is_archived: z.boolean(),
  has_attachments: z.boolean(),
  kind: z.enum(RECEIVED_KINDS),
  bounce: bounceDto.nullable(),
  /** the sent e-mail it answers or reports on */
  sent_email_id: z.number().nullable(),
  /** the prospect it concerns */
  company_id: z.number().nullable(),
});
export type ReceivedEmailDto = z.infer<typeof receivedEmailDto>;

const INBOX_PAGE_MAX = 100;
export const inboxListQuery = z.object({
  country: countryCode.optional(),
  folder: inboxFolder.default('inbox'),
  search: z.string().trim().max(200).optional(),
  /** only the messages carrying this label (the Email Center's labels) */
  label_id: z.coerce.number().int().positive().optional(),
  /** only the messages in this folder (the Email Center's folders) */
  folder_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE_MAX).default(50),
});
export type InboxListQuery = z.infer<typeof inboxListQuery>;
export const inboxListResponse = z.object({
  success: z.literal(true),
  /** the messages of the folder and search */
  total: z.number(),
  /** unread messages in the inbox (not archived) of the mailbox, whatever the folder */
  unread: z.number(),
  /** the mailbox shown is the demo's (seeded on an `.example` host, never synced from a mail server) */
  demo_mailbox: z.boolean(),
  emails: z.array(receivedEmailDto),
});

const receivedAttachmentDto = z.object({
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  /** the MIME part, for GET /api/emails/:id/attachments/:part */
  part: z.string(),
});
export type ReceivedAttachmentDto = z.infer<typeof receivedAttachmentDto>;

/** A message of the same conversation: another received one, or the sent e-mail it answers. */
const threadEntryDto = z.object({
  /** received: an id of /api/emails; sent: an id of /api/sent_emails */
  direction: z.enum(['received', 'sent']),
  id: z.number(),
  /** null for a sent e-mail: the operator's own address */
  from_email: z.string().nullable(),
  to_email: z.string(),
  subject: z.string(),
  preview: z.string(),
  at: z.string(),
});
export type ThreadEntryDto = z.infer<typeof threadEntryDto>;

const receivedEmailDetailDto = receivedEmailDto.extend({
  cc: z.string().nullable(),
  message_id: z.string().nullable(),
  /** the Message-ID chain to answer with (In-Reply-To is message_id) */
  references: z.string().nullable(),
  /** sanitised for display (remote images replaced by their alt text, links open in a new tab); null without an HTML part */
  html: z.string().nullable(),
  text: z.string(),
  attachments: z.array(receivedAttachmentDto),
  thread: z.array(threadEntryDto),
});
export type ReceivedEmailDetailDto = z.infer<typeof receivedEmailDetailDto>;
export const inboxDetailResponse = z.object({ success: z.literal(true), email: receivedEmailDetailDto });

export const inboxAttachmentParams = z.object({
  id: z.string().transform((raw) => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  }),
  part: z.string().min(1).max(100),
});

export const markReadRequest = z.object({ is_read: z.boolean() });
export const starRequest = z.object({ is_starred: z.boolean() });
export const archiveRequest = z.object({ is_archived: z.boolean() });
export const countryQuery = z.object({ country: countryCode.optional() });
