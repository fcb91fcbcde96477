import type { Knex } from 'knex';
import type { ImapTls } from './imap.port.js';

/** A mail_accounts row as the services use it (the password still sealed). */
export interface MailAccountRow {
  id: number;
  companyId: number | null;
  host: string;
  port: number;
  tls: ImapTls;
  username: string;
  sealedPassword: string;
  archiveMailbox: string | null;
  enabled: boolean;
  lastSyncedAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

export interface MailAccountFields {
  host: string;
  port: number;
  tls: ImapTls;
  username: string;
  sealedPassword: string;
  archiveMailbox: string | null;
  enabled: boolean;
}

/** 'operator' or 'company:<id>': one account per owner. */
const ownerKey = (companyId: number | null) => (companyId === null ? 'operator' : `company:${companyId}`);

const dateOrNull = (value: unknown) => (value ? new Date(value as string) : null);

function toRow(r: Record<string, unknown>): MailAccountRow {
  return {
    id: Number(r.id),
    companyId: r.company_id === null || r.company_id === undefined ? null : Number(r.company_id),
    host: String(r.host),
    port: Number(r.port),
    tls: r.tls as ImapTls,
    username: String(r.username),
    sealedPassword: String(r.password ?? ''),
    archiveMailbox: (r.archive_mailbox as string | null) ?? null,
    enabled: Boolean(r.enabled),
    lastSyncedAt: dateOrNull(r.last_synced_at),
    lastError: (r.last_error as string | null) ?? null,
    lastErrorAt: dateOrNull(r.last_error_at),
  };
}

const columns = (f: Partial<MailAccountFields>) => ({
  ...(f.host !== undefined && { host: f.host }),
  ...(f.port !== undefined && { port: f.port }),
  ...(f.tls !== undefined && { tls: f.tls }),
  ...(f.username !== undefined && { username: f.username }),
  ...(f.sealedPassword !== undefined && { password: f.sealedPassword }),
  ...(f.archiveMailbox !== undefined && { archive_mailbox: f.archiveMailbox }),
  ...(f.enabled !== undefined && { enabled: f.enabled }),
});

/** Every query of mail_accounts: the accounts, their sync lease and their last result. */
export function createMailAccountRepository(db: Knex) {
  return {
    async ofOwner(companyId: number | null): Promise<MailAccountRow | null> {
      const row = await db('mail_accounts').where('owner_key', ownerKey(companyId)).first();
      return row ? toRow(row) : null;
    },

    async byId(id: number): Promise<MailAccountRow | null> {
      const row = await db('mail_accounts').where('id', id).first();
      return row ? toRow(row) : null;
    },

    /** The accounts a sync goes through, the operator's first. */
    async enabled(): Promise<MailAccountRow[]> {
      const rows = await db('mail_accounts').where('enabled', true).orderByRaw('company_id IS NOT NULL').orderBy('id');
      return rows.map(toRow);
    },

    /**
     * Creates the owner's account or changes it; a changed server (host or user) forgets its mailboxes
     * and messages (they were another mailbox's: never mixed with the new one's).
     */
    async save(companyId: number | null, fields: Partial<MailAccountFields>, now: Date): Promise<MailAccountRow> {
      const iso = now.toISOString();
      const current = await db('mail_accounts').where('owner_key', ownerKey(companyId)).first();
      if (!current) {
        await db('mail_accounts').insert({
          company_id: companyId,
          owner_key: ownerKey(companyId),
          password: '',
          enabled: true,
          ...columns(fields),
          created_at: iso,
          updated_at: iso,
        });
      } else {
        const moved =
          (fields.host !== undefined && fields.host !== current.host) ||
          (fields.username !== undefined && fields.username !== current.username);
        if (moved) await db('mail_mailboxes').where('account_id', current.id).delete();
        await db('mail_accounts')
          .where('id', current.id)
          .update({ ...columns(fields), ...(moved && { last_synced_at: null, last_error: null, last_error_at: null }), updated_at: iso });
      }
      return toRow(await db('mail_accounts').where('owner_key', ownerKey(companyId)).first());
    },

    /** Removes the account with its mailboxes and received messages. */
    async remove(companyId: number | null): Promise<boolean> {
      return (await db('mail_accounts').where('owner_key', ownerKey(companyId)).delete()) > 0;
    },

    /** Takes the account's sync lease unless another sync holds it (one UPDATE: atomic on both engines). */
    async takeLease(id: number, owner: string, now: Date, until: Date): Promise<boolean> {
      const taken = await db('mail_accounts')
        .where('id', id)
        .andWhere((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now.toISOString()))
        .update({ lease_owner: owner, lease_until: until.toISOString() });
      return taken === 1;
    },

    /** Extends the lease; false when it was lost (ran out and another sync took it). */
    async renewLease(id: number, owner: string, until: Date): Promise<boolean> {
      return (await db('mail_accounts').where({ id, lease_owner: owner }).update({ lease_until: until.toISOString() })) === 1;
    },

    async releaseLease(id: number, owner: string): Promise<void> {
      await db('mail_accounts').where({ id, lease_owner: owner }).update({ lease_owner: null, lease_until: null });
    },

    async recordSuccess(id: number, now: Date): Promise<void> {
      await db('mail_accounts').where('id', id).update({ last_synced_at: now.toISOString(), last_error: null, last_error_at: null });
    },

    async recordError(id: number, error: string, now: Date): Promise<void> {
      await db('mail_accounts')
        .where('id', id)
        .update({ last_error: error.slice(0, 2000), last_error_at: now.toISOString() });
    },
  };
}

export type MailAccountRepository = ReturnType<typeof createMailAccountRepository>;
