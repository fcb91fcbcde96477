import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('inbox');

/** Received e-mail: the IMAP mail accounts. */

export const IMAP_TLS_MODES = ['tls', 'starttls', 'none'] as const;

/** An account as the screens show it: the password is the mask when one is stored, never the password. */
export const mailAccountDto = z.object({
  id: z.number().nullable(),
  host: z.string(),
  port: z.number(),
  tls: z.enum(IMAP_TLS_MODES),
  username: z.string(),
  password: z.string(),
  password_set: z.boolean(),
  archive_mailbox: z.string().nullable(),
  enabled: z.boolean(),
  /** the operator's server comes from MARKETPLACE_IMAP_URL */
  imap_url_override: z.boolean(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});

export const mailAccountResponse = z.object({ success: z.literal(true), account: mailAccountDto.nullable() });

/** Saving: an empty password or the mask keeps the stored one (unless the server changed). */
export const mailAccountInput = z.object({
  host: z.string().trim().min(1, M.host).max(255, M.host),
  port: z.coerce.number({ error: M.port }).int(M.port).min(1, M.port).max(65535, M.port),
  tls: z.enum(IMAP_TLS_MODES, { error: M.tls }),
  username: z.string().trim().min(1, M.username).max(255, M.username),
  password: z.string().max(1000).optional(),
  archive_mailbox: z.string().trim().max(255, M.archiveMailbox).nullable().optional(),
  enabled: z.boolean().optional(),
});
export type MailAccountInput = z.infer<typeof mailAccountInput>;

/** `password_cleared`: the server changed without a new password, so the stored one was deleted (`message` says so). */
export const saveMailAccountResponse = z.object({
  success: z.literal(true),
  account: mailAccountDto,
  password_cleared: z.boolean(),
  message: z.string().optional(),
});

export const mailAccountTestResponse = z.object({ success: z.boolean(), message: z.string() });
