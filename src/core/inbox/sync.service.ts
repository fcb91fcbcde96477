import { randomBytes } from 'node:crypto';
import type { Notifier } from '../notifications/model.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import type { MailAccountRepository, MailAccountRow } from './account.repository.js';
import type { MailAccountService } from './account.service.js';
import { syncMailbox, unchanged, type MailboxCounts } from './mailbox-sync.js';
import type { InboxMessageRepository } from './message.repository.js';
import type { Classification, InboundEffects, InboundEffectsInput, InboundMessage } from './model.js';
import type { ImapClient, ImapSession } from './imap.port.js';
import { INBOX_TEXTS as T } from './texts.js';

/** How long a sync holds an account before another may take it (renewed after each batch). */
const SYNC_LEASE_MS = 5 * 60_000;
/** The archive mailbox when the account names none and the server has no \Archive special use. */
export const DEFAULT_ARCHIVE = 'Archive';

/** An account a run could not sync, and why (the same reason is recorded on the account as last_error). */
interface SyncFailure {
  account_id: number;
  /** user@host */
  mailbox: string;
  error: string;
}

export interface SyncSummary {
  /** accounts the run was to sync: every enabled one (MARKETPLACE_IMAP_URL's among them), or the one asked for */
  configured: number;
  /** accounts synced */
  accounts: number;
  mailboxes: number;
  new: number;
  updated: number;
  removed: number;
  bounces: number;
  auto_replies: number;
  /** accounts whose sync failed (recorded on the account) */
  errors: number;
  /** accounts skipped because another sync held them */
  skipped: number;
  /** the accounts that failed, with the reason */
  failures: SyncFailure[];
  /** the run was asked to stop (signal) before it went through every account */
  stopped: boolean;
}

export interface SyncDeps {
  uow: UnitOfWork;
  accounts: MailAccountService;
  accountRepo: MailAccountRepository;
  messages: InboxMessageRepository;
  imap: ImapClient;
  clock: Clock;
  classify: (message: InboundMessage) => Classification;
  /** received messages' effects, in order (inbound-effects.service.ts: links, suppression); `trx`: the storing transaction, its repositories built on it */
  effects: { applyAll(inputs: InboundEffectsInput[], trx?: unknown): Promise<InboundEffects[]> };
  notifier: Notifier;
}

export interface SyncOptions {
  accountId?: number;
  /** stops after the batch in hand (the mailbox is then not marked synced: the next run goes on) */
  signal?: AbortSignal;
  /** after each stored batch: messages stored so far in this run */
  onProgress?: (stored: number) => void;
}

/**
 * Why a run did not sync every account it was to sync (a Czech line), or null when it did: an account
 * failed, another sync held one, or the run was stopped. A run with no account configured synced all.
 */
export function syncShortfall(summary: SyncSummary): string | null {
  if (summary.failures.length > 0) return T.shortfall.failed(summary.failures, summary.configured);
  if (summary.accounts >= summary.configured) return null;
  if (summary.stopped) return T.shortfall.stopped(summary.accounts, summary.configured);
  return T.shortfall.busy(summary.skipped || summary.configured - summary.accounts);
}

class LeaseLost extends Error {}
class Stopped extends Error {}

const describe = (error: unknown) => ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').slice(0, 500);

/** The IMAP sync over every enabled account: one at a time per account (lease), one account's failure never stops the others. */
export function createInboxSyncService(deps: SyncDeps) {
  const worker = `sync:${process.pid}:${randomBytes(4).toString('hex')}`;

  async function archivePath(account: MailAccountRow, session: ImapSession): Promise<string> {
    return account.archiveMailbox ?? (await session.archiveMailbox()) ?? DEFAULT_ARCHIVE;
  }

  async function syncAccount(account: MailAccountRow, options: SyncOptions, progress: { stored: number }) {
    const session = await deps.accounts.connect(account);
    const totals = {
      mailboxes: 0,
      new: 0,
      updated: 0,
      removed: 0,
      bounces: 0,
      auto_replies: 0,
      firstNew: null as MailboxCounts['firstNew'],
    };
    try {
      const paths = ['INBOX', await archivePath(account, session)];
      for (const [index, path] of paths.entries()) {
        const state = await session.status(path);
        if (!state) continue; // no archive mailbox yet: made when a message is first archived
        totals.mailboxes += 1;
        if (unchanged(await deps.messages.mailbox(account.id, path), state)) continue;
        const counts = await syncMailbox(
          {
            session,
            uow: deps.uow,
            repo: deps.messages,
            clock: deps.clock,
            accountId: account.id,
            ownerCompanyId: account.companyId,
            classify: deps.classify,
            applyEffects: (inputs, trx) => deps.effects.applyAll(inputs, trx),
            afterBatch: async (stored) => {
              progress.stored += stored;
              options.onProgress?.(progress.stored);
              if (!(await deps.accountRepo.renewLease(account.id, worker, new Date(deps.clock.now().getTime() + SYNC_LEASE_MS))))
                throw new LeaseLost();
              if (options.signal?.aborted) throw new Stopped();
            },
          },
          state,
          index > 0,
        );
        totals.new += counts.new;
        totals.updated += counts.updated;
        totals.removed += counts.removed;
        totals.bounces += counts.bounces;
        totals.auto_replies += counts.auto_replies;
        totals.firstNew ??= counts.firstNew;
      }
    } finally {
      await session.close().catch(() => undefined);
    }
    return totals;
  }

  async function notifyNew(account: MailAccountRow, count: number, first: MailboxCounts['firstNew']) {
    const message = count === 1 && first ? T.notifications.single(first.sender, first.subject) : T.notifications.newEmails(count);
    await deps.notifier.notify({
      companyId: account.companyId,
      type: 'new_email',
      title: T.notifications.newEmailTitle,
      message,
      data: { count },
    });
  }

  return {
    /** Syncs every enabled account (or one); answers the counts. */
    async run(options: SyncOptions = {}): Promise<SyncSummary> {
      const accounts = await deps.accounts.forSync(options.accountId);
      const summary: SyncSummary = {
        configured: accounts.length,
        accounts: 0,
        mailboxes: 0,
        new: 0,
        updated: 0,
        removed: 0,
        bounces: 0,
        auto_replies: 0,
        errors: 0,
        skipped: 0,
        failures: [],
        stopped: false,
      };
      const progress = { stored: 0 };
      for (const account of accounts) {
        if (options.signal?.aborted) {
          summary.stopped = true;
          break;
        }
        const now = deps.clock.now();
        if (!(await deps.accountRepo.takeLease(account.id, worker, now, new Date(now.getTime() + SYNC_LEASE_MS)))) {
          summary.skipped += 1;
          continue;
        }
        try {
          const totals = await syncAccount(account, options, progress);
          await deps.accountRepo.recordSuccess(account.id, deps.clock.now());
          summary.accounts += 1;
          summary.mailboxes += totals.mailboxes;
          summary.new += totals.new;
          summary.updated += totals.updated;
          summary.removed += totals.removed;
          summary.bounces += totals.bounces;
          summary.auto_replies += totals.auto_replies;
          // not on an account's first sync: its whole mailbox would arrive as one flood of 'new' mail
          if (totals.new > 0 && account.lastSyncedAt !== null) await notifyNew(account, totals.new, totals.firstNew).catch(() => undefined);
        } catch (error) {
          if (error instanceof Stopped) {
            summary.stopped = true;
            break;
          }
          if (error instanceof LeaseLost) {
            summary.skipped += 1;
            continue;
          }
          summary.errors += 1;
          const reason = describe(error);
          summary.failures.push({ account_id: account.id, mailbox: `${account.username}@${account.host}`, error: reason });
          await deps.accountRepo.recordError(account.id, reason, deps.clock.now());
          // once per failure: not again while the account keeps failing with the same error
          if (account.lastError !== reason) {
            await deps.notifier
              .notify({
                companyId: account.companyId,
                type: 'error',
                title: T.notifications.errorTitle,
                message: T.notifications.error(`${account.username}@${account.host}`, reason),
              })
              .catch(() => undefined);
          }
        } finally {
          await deps.accountRepo.releaseLease(account.id, worker);
        }
      }
      return summary;
    },
  };
}
