import { PASSWORD_MASK } from '../../contract/mail.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { openSecret, sealSecret } from '../security/secret-box.js';
import type { MailAccountRepository, MailAccountRow } from './account.repository.js';
import { imapServerFromUrl } from './imap-url.js';
import type { ImapClient, ImapServer, ImapTls } from './imap.port.js';
import { INBOX_TEXTS as T } from './texts.js';

/** An account as the screens show it: the password never, only the mask when one is stored. */
export interface MailAccountView {
  id: number | null;
  host: string;
  port: number;
  tls: ImapTls;
  username: string;
  password: string;
  password_set: boolean;
  archive_mailbox: string | null;
  enabled: boolean;
  /** the operator's server comes from MARKETPLACE_IMAP_URL (the stored one is not used) */
  imap_url_override: boolean;
  last_synced_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
}

export interface MailAccountInput {
  host: string;
  port: number;
  tls: ImapTls;
  username: string;
  /** empty or the mask: keep the stored password */
  password?: string;
  archive_mailbox?: string | null;
  enabled?: boolean;
}

export interface MailAccountDeps {
  /** a save (and what a changed server forgets) is one transaction (tx.mailAccounts) */
  uow: UnitOfWork;
  repo: MailAccountRepository;
  imap: ImapClient;
  clock: Clock;
  secret: string;
  /** MARKETPLACE_IMAP_URL: the operator's server, overriding the stored one */
  imapUrl?: string;
}

const serverFields = (server: ImapServer) => ({ host: server.host, port: server.port, tls: server.tls, username: server.username });

/** The mail accounts: the operator's (companyId null) and each business's own, one per owner. */
export function createMailAccountService(deps: MailAccountDeps) {
  const fromUrl = deps.imapUrl ? imapServerFromUrl(deps.imapUrl) : null;
  const saveRow: MailAccountRepository['save'] = (companyId, fields, now) =>
    deps.uow.write((tx) => tx.mailAccounts.save(companyId, fields, now));

  function view(row: MailAccountRow | null, companyId: number | null): MailAccountView | null {
    const override = companyId === null && fromUrl !== null;
    if (!row && !override) return null;
    const server = override ? fromUrl : null;
    return {
      id: row?.id ?? null,
      host: server?.host ?? row?.host ?? '',
      port: server?.port ?? row?.port ?? 993,
      tls: server?.tls ?? row?.tls ?? 'tls',
      username: server?.username ?? row?.username ?? '',
      password: (override ? server?.password : row?.sealedPassword) ? PASSWORD_MASK : '',
      password_set: Boolean(override ? server?.password : row?.sealedPassword),
      archive_mailbox: row?.archiveMailbox ?? null,
      // MARKETPLACE_IMAP_URL's mailbox is always synced (forSync switches it on)
      enabled: override || (row?.enabled ?? true),
      imap_url_override: override,
      last_synced_at: row?.lastSyncedAt?.toISOString() ?? null,
      last_error: row?.lastError ?? null,
      last_error_at: row?.lastErrorAt?.toISOString() ?? null,
    };
  }

  /** Where an account connects: MARKETPLACE_IMAP_URL for the operator when set, else the stored server. */
  function serverOf(row: MailAccountRow): ImapServer {
    if (row.companyId === null && fromUrl) return fromUrl;
    const password = row.sealedPassword ? openSecret(deps.secret, row.sealedPassword) : '';
    if (password === undefined) throw new DomainError('unavailable', T.passwordUnreadable);
    return { host: row.host, port: row.port, tls: row.tls, username: row.username, password };
  }

  /**
   * MARKETPLACE_IMAP_URL makes the operator's row its server, switched on. A row of another server (the
   * demo's mailbox on its `.example` host, switched off, or one saved on the screen before the URL was
   * set) is moved there: its mailboxes and messages go with the old server (repository's save), so the
   * demo's stored messages are never shown beside the real mailbox's, and its stored password goes too.
   */
  async function adoptImapUrl(): Promise<void> {
    if (!fromUrl) return;
    const row = await deps.repo.ofOwner(null);
    const server = serverFields(fromUrl);
    if (
      row &&
      row.enabled &&
      row.host === server.host &&
      row.port === server.port &&
      row.tls === server.tls &&
      row.username === server.username
    )
      return;
    const moved = row !== null && (row.host !== server.host || row.username !== server.username);
    await saveRow(null, { ...server, enabled: true, ...(moved && { sealedPassword: '' }) }, deps.clock.now());
  }

  /** A session on the account's server; a business's account only at a public address. */
  const connect = (row: MailAccountRow) => deps.imap.connect(serverOf(row), { publicOnly: row.companyId !== null });

  return {
    serverOf,
    connect,

    async get(companyId: number | null): Promise<MailAccountView | null> {
      return view(await deps.repo.ofOwner(companyId), companyId);
    },

    /**
     * Saves the owner's account. A password that is empty or the mask keeps the stored one, unless the
     * server it is for changed (host, port, user or TLS): then it is forgotten and the answer says so.
     */
    async save(
      companyId: number | null,
      input: MailAccountInput,
    ): Promise<{ account: MailAccountView; passwordCleared: boolean; message?: string }> {
      const current = await deps.repo.ofOwner(companyId);
      const newPassword = input.password !== undefined && input.password !== '' && input.password !== PASSWORD_MASK;
      const serverChanged =
        current !== null &&
        (current.host !== input.host || current.port !== input.port || current.tls !== input.tls || current.username !== input.username);
      const override = companyId === null && fromUrl !== null;
      const passwordCleared = !override && !newPassword && serverChanged && Boolean(current?.sealedPassword);
      if (!newPassword && !current?.sealedPassword && !override) {
        throw DomainError.validation([{ field: 'password', message: T.passwordRequired }]);
      }
      // under MARKETPLACE_IMAP_URL the row is the URL's server, always synced: only the archive is the screen's
      const row = override
        ? await saveRow(
            companyId,
            {
              ...serverFields(fromUrl),
              enabled: true,
              ...(input.archive_mailbox !== undefined && { archiveMailbox: input.archive_mailbox || null }),
            },
            deps.clock.now(),
          )
        : await saveRow(
            companyId,
            {
              host: input.host,
              port: input.port,
              tls: input.tls,
              username: input.username,
              ...(newPassword
                ? { sealedPassword: sealSecret(deps.secret, input.password as string) }
                : passwordCleared
                  ? { sealedPassword: '' }
                  : {}),
              ...(input.archive_mailbox !== undefined && { archiveMailbox: input.archive_mailbox || null }),
              ...(input.enabled !== undefined && { enabled: input.enabled }),
            },
            deps.clock.now(),
          );
      return {
        account: view(row, companyId) as MailAccountView,
        passwordCleared,
        ...(passwordCleared && { message: T.passwordCleared }),
      };
    },

    /** Removes the owner's account with its synced messages. */
    async remove(companyId: number | null): Promise<void> {
      if (!(await deps.repo.remove(companyId))) throw new DomainError('not_found', T.accountNotFound);
    },

    /** Connects and logs in to the owner's server and reads INBOX's status. */
    async test(companyId: number | null): Promise<{ success: boolean; message: string }> {
      const row = await deps.repo.ofOwner(companyId);
      if (!row && !(companyId === null && fromUrl)) throw new DomainError('not_found', T.accountNotFound);
      try {
        const session = row ? await connect(row) : await deps.imap.connect(fromUrl as ImapServer);
        try {
          const inbox = await session.status('INBOX');
          return { success: true, message: T.connectionOk(inbox?.messages ?? 0) };
        } finally {
          await session.close();
        }
      } catch (error) {
        return { success: false, message: T.connectionFailed(error instanceof Error ? error.message : String(error)) };
      }
    },

    /**
     * The accounts a sync goes through. With MARKETPLACE_IMAP_URL the operator's row is the URL's server,
     * switched on: made when missing, else made to point there (adoptImapUrl).
     */
    async forSync(accountId?: number): Promise<MailAccountRow[]> {
      await adoptImapUrl();
      if (accountId !== undefined) {
        const row = await deps.repo.byId(accountId);
        if (!row) throw new DomainError('not_found', T.accountIdNotFound(accountId));
        return [row];
      }
      return deps.repo.enabled();
    },
  };
}

export type MailAccountService = ReturnType<typeof createMailAccountService>;
