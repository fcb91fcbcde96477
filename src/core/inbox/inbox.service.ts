import type { InboxListQuery, ReceivedEmailDetailDto, ReceivedEmailDto, ThreadEntryDto } from '../../contract/received-emails.js';
import { DomainError } from '../errors.js';
import { previewOf } from '../mail/render.js';
import { sanitizeReceivedHtml } from '../mail/sanitize.js';
import { PREVIEW_LENGTH } from '../mail/model.js';
import { INBOX_TEXTS } from './inbox-texts.js';
import { isDemoHost } from './model.js';
import type { InboxScope, ReceivedRepository, ReceivedRow } from './received.repository.js';
import type { InboxWriteBack } from './write-back.js';

export type { InboxScope } from './received.repository.js';

/** Message-IDs in a References or In-Reply-To header (each with its angle brackets). */
const messageIdsIn = (header: string | null): string[] => header?.match(/<[^<>\s]+>/g) ?? [];

const receivedEntry = (e: ReceivedEmailDto): ThreadEntryDto => ({
  direction: 'received',
  id: e.id,
  from_email: e.from_email,
  to_email: e.to_email,
  subject: e.subject,
  preview: e.preview,
  at: e.received_at,
});

/**
 * The inbox of the e-mail client: a mailbox's messages by
 * folder and search, one message with its body and conversation, and the changes a reader makes
 * (read, star, archive, delete), which go to the mail server through the write-back.
 */
export function createInboxService(deps: { repo: ReceivedRepository; writeBack: InboxWriteBack }) {
  const { repo, writeBack } = deps;

  /** The scope's mail account (its id and host); a scope without one is told to connect one. */
  async function accountOf(scope: InboxScope): Promise<{ id: number; host: string }> {
    const account = await repo.mailAccountOf(scope);
    if (!account) throw new DomainError('no_mail_account', INBOX_TEXTS.noAccount);
    return account;
  }

  /** The message when it is in the scope's mailbox; another mailbox's id is as unknown as a missing one. */
  async function owned(scope: InboxScope, id: number): Promise<ReceivedRow> {
    const accountId = await repo.accountOf(scope);
    const row = accountId === undefined ? undefined : await repo.find(accountId, id);
    if (!row) throw new DomainError('not_found', INBOX_TEXTS.notFound);
    return row;
  }

  async function thread(row: ReceivedRow): Promise<ThreadEntryDto[]> {
    const chain = [...new Set([...messageIdsIn(row.inReplyTo), ...messageIdsIn(row.references)])];
    const entries = (await repo.conversation(row.accountId, row.id, row.messageId, chain)).map(receivedEntry);
    const sent = row.sent_email_id === null ? undefined : await repo.sentEmail(row.sent_email_id);
    if (sent) {
      entries.push({
        direction: 'sent',
        id: sent.id,
        from_email: null,
        to_email: sent.to_email,
        subject: sent.subject,
        preview: previewOf(sent.content, PREVIEW_LENGTH),
        at: sent.sent_at,
      });
    }
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  return {
    /** A page of the scope's mailbox; `demo_mailbox`: it is the demo's (seeded on an `.example` host, never synced). */
    async list(scope: InboxScope, query: InboxListQuery) {
      const account = await accountOf(scope);
      const accountId = account.id;
      const [page, unread] = await Promise.all([
        repo.list({
          accountId,
          folder: query.folder,
          search: query.search,
          labelId: query.label_id,
          folderId: query.folder_id,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        repo.unread(accountId),
      ]);
      return { total: page.total, unread, demo_mailbox: isDemoHost(account.host), emails: page.emails };
    },

    /** One message: its body (fetched from the server on first open), sanitised HTML, attachments and conversation. */
    async get(scope: InboxScope, id: number): Promise<ReceivedEmailDetailDto> {
      const row = await owned(scope, id);
      const body = row.bodyText === null && row.bodyHtml === null ? await writeBack.body(id) : { text: row.bodyText, html: row.bodyHtml };
      const { accountId: _account, messageId, inReplyTo: _inReplyTo, bodyText: _text, bodyHtml: _html, ...rest } = row;
      return {
        ...rest,
        message_id: messageId,
        html: body.html ? sanitizeReceivedHtml(body.html) : null,
        text: body.text ?? '',
        thread: await thread(row),
      };
    },

    async attachment(scope: InboxScope, id: number, part: string) {
      const row = await owned(scope, id);
      if (!row.attachments.some((a) => a.part === part)) throw new DomainError('not_found', INBOX_TEXTS.attachmentNotFound);
      return writeBack.attachment(id, part);
    },

    async markRead(scope: InboxScope, id: number, isRead: boolean): Promise<void> {
      await owned(scope, id);
      await writeBack.setRead(id, isRead);
    },
    async star(scope: InboxScope, id: number, isStarred: boolean): Promise<void> {
      await owned(scope, id);
      await writeBack.setStarred(id, isStarred);
    },
    async archive(scope: InboxScope, id: number, isArchived: boolean): Promise<void> {
      await owned(scope, id);
      await writeBack.archive(id, isArchived);
    },
    async remove(scope: InboxScope, id: number): Promise<void> {
      await owned(scope, id);
      await writeBack.remove(id);
    },
  };
}
