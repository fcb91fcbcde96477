import type { Readable } from 'node:stream';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import type { MailAccountRepository } from './account.repository.js';
import type { MailAccountService } from './account.service.js';
import { MESSAGE_SIZE_CAP } from './mailbox-sync.js';
import type { InboxMessageRepository, StoredMessage } from './message.repository.js';
import { FLAGGED, SEEN } from './message-row.js';
import type { ImapClient, ImapSession } from './imap.port.js';
import { DEFAULT_ARCHIVE } from './sync.service.js';
import { INBOX_TEXTS as T } from './texts.js';

export interface InboxMessageDeps {
  /** a move to another mailbox is one transaction (tx.inboxMessages) */
  uow: UnitOfWork;
  accounts: MailAccountService;
  accountRepo: MailAccountRepository;
  messages: InboxMessageRepository;
  imap: ImapClient;
  clock: Clock;
}

/**
 * What the inbox changes on one received message. Each changes the server first and the row after:
 * a server failure leaves the row as it was and answers a DomainError in Czech. An account switched off
 * (`enabled` false: never synced, like the demo's mailboxes on `.example` hosts) is not connected to:
 * its changes stay in the stored rows, and the server's state wins again once it is switched back on.
 */
export function createInboxMessageService(deps: InboxMessageDeps) {
  async function load(id: number): Promise<StoredMessage> {
    const message = await deps.messages.find(id);
    if (!message) throw new DomainError('not_found', T.messageNotFound);
    return message;
  }

  /** Runs `work` on a session of the message's account, its mailbox checked to be the one the row knows. */
  async function onServer<R>(
    message: StoredMessage,
    work: (session: ImapSession, archivePath: () => Promise<string>) => Promise<R>,
  ): Promise<R> {
    const account = await deps.accountRepo.byId(message.accountId);
    if (!account) throw new DomainError('not_found', T.accountNotFound);
    let session: ImapSession;
    try {
      session = await deps.accounts.connect(account);
    } catch (error) {
      throw new DomainError('unavailable', T.serverFailed(error instanceof Error ? error.message : String(error)));
    }
    try {
      const state = await session.status(message.path);
      if (!state || state.uidValidity !== message.uidValidity) throw new DomainError('conflict', T.changedOnServer);
      const archivePath = async () => account.archiveMailbox ?? (await session.archiveMailbox()) ?? DEFAULT_ARCHIVE;
      return await work(session, archivePath);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new DomainError('unavailable', T.serverFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      await session.close().catch(() => undefined);
    }
  }

  /** false for an account switched off: its changes stay local */
  async function synced(message: StoredMessage): Promise<boolean> {
    const account = await deps.accountRepo.byId(message.accountId);
    return account?.enabled ?? true;
  }

  async function setFlag(id: number, flag: string, on: boolean) {
    const message = await load(id);
    if (await synced(message)) await onServer(message, (session) => session.setFlag(message.path, message.uid, flag, on));
    await deps.messages.update(id, flag === SEEN ? { is_read: on } : { is_starred: on }, deps.clock.now());
  }

  return {
    setRead: (id: number, read: boolean) => setFlag(id, SEEN, read),
    setStarred: (id: number, starred: boolean) => setFlag(id, FLAGGED, starred),

    /** Moves the message to the archive mailbox (made when missing) or back to INBOX. */
    async archive(id: number, archived: boolean): Promise<void> {
      const message = await load(id);
      if (message.isArchived === archived) return;
      if (!(await synced(message))) {
        await deps.messages.update(id, { is_archived: archived }, deps.clock.now());
        return;
      }
      const moved = await onServer(message, async (session, archivePath) => {
        const to = archived ? await archivePath() : 'INBOX';
        if (!(await session.status(to))) await session.createMailbox(to);
        const result = await session.move(message.path, message.uid, to);
        const target = await session.status(to);
        return { to, ...result, uidValidity: result.uidValidity ?? target?.uidValidity ?? null };
      });
      if (moved.uid === null || moved.uidValidity === null) {
        // the server did not say where it went (no UIDPLUS): the next sync of the target stores it again
        await deps.messages.remove(id);
        return;
      }
      const mailbox =
        (await deps.messages.mailbox(message.accountId, moved.to)) ??
        (await deps.messages.ensureMailbox(message.accountId, moved.to, moved.uidValidity));
      const { uid, uidValidity } = moved;
      await deps.uow.write((tx) => tx.inboxMessages.moveTo(id, mailbox.id, uidValidity, uid, archived, deps.clock.now()));
    },

    /** Deletes the message on the server, then its row. */
    async remove(id: number): Promise<void> {
      const message = await load(id);
      if (await synced(message)) await onServer(message, (session) => session.remove(message.path, message.uid));
      await deps.messages.remove(id);
    },

    /** The message's text and HTML: stored by the sync, else fetched now and stored. */
    async body(id: number): Promise<{ text: string; html: string | null }> {
      const message = await load(id);
      if (message.bodyText !== null || message.bodyHtml !== null) return { text: message.bodyText ?? '', html: message.bodyHtml };
      if (!(await synced(message))) return { text: '', html: null };
      const [fetched] = await onServer(message, async (session) => {
        const [summary] = await session.summaries(message.path, [message.uid]);
        return summary ? session.messages(message.path, [summary], MESSAGE_SIZE_CAP) : [];
      });
      if (!fetched?.parsed) return { text: '', html: null };
      await deps.messages.update(id, { body_text: fetched.parsed.text, body_html: fetched.parsed.html }, deps.clock.now());
      return { text: fetched.parsed.text, html: fetched.parsed.html };
    },

    /** An attachment streamed from the server (the connection closes when the stream ends). */
    async attachment(id: number, part: string): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
      const message = await load(id);
      const info = message.attachments.find((a) => a.part === part);
      if (!info) throw new DomainError('not_found', T.attachmentNotFound);
      const account = await deps.accountRepo.byId(message.accountId);
      if (!account) throw new DomainError('not_found', T.accountNotFound);
      let session: ImapSession | undefined;
      try {
        session = await deps.accounts.connect(account);
        const state = await session.status(message.path);
        if (!state || state.uidValidity !== message.uidValidity) throw new DomainError('conflict', T.changedOnServer);
        const stream = await session.download(message.path, message.uid, part);
        const opened = session;
        let closed = false;
        const close = () => {
          if (closed) return;
          closed = true;
          void opened.close().catch(() => undefined);
        };
        stream.once('end', close);
        stream.once('error', close);
        stream.once('close', close);
        return { name: info.name, contentType: info.content_type, size: info.size, stream };
      } catch (error) {
        await session?.close().catch(() => undefined);
        if (error instanceof DomainError) throw error;
        throw new DomainError('unavailable', T.serverFailed(error instanceof Error ? error.message : String(error)));
      }
    },
  };
}
