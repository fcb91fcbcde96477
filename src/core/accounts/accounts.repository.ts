import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import { toApiRole, type StoredRole, type User } from './model.js';

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: string;
  company_id: number | null;
  is_active: unknown;
  created_at: unknown;
  phone: string | null;
  auth_provider: string;
}

export interface StoredUser extends User {
  password_hash: string;
  is_active: boolean;
}

const toUser = (row: UserRow): StoredUser => ({
  id: Number(row.id),
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  role: toApiRole(row.role),
  company_id: row.company_id === null ? null : Number(row.company_id),
  created_at: toIso(row.created_at)!,
  needs_profile_completion: row.auth_provider !== 'password' && !row.phone,
  phone: row.phone ?? null,
  password_hash: row.password_hash,
  is_active: row.is_active === true || row.is_active === 1,
});

export interface NewUser {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone?: string | null;
  role: StoredRole;
  company_id: number | null;
}

export function createAccountsRepository(db: Knex) {
  return {
    async findUserByEmail(email: string): Promise<StoredUser | undefined> {
      const row = await db<UserRow>('users').where({ email: email.toLowerCase() }).first();
      return row && toUser(row);
    },

    async findUserById(id: number): Promise<StoredUser | undefined> {
      const row = await db<UserRow>('users').where({ id }).first();
      return row && toUser(row);
    },

    async insertUser(user: NewUser, now: Date): Promise<StoredUser> {
      const iso = now.toISOString();
      const [row] = await db('users')
        .insert({ ...user, email: user.email.toLowerCase(), created_at: iso, updated_at: iso })
        .returning('*');
      return toUser(row as UserRow);
    },

    async listUsers(offset: number, limit: number): Promise<{ users: StoredUser[]; total: number }> {
      const [rows, [{ count } = { count: 0 }]] = await Promise.all([
        db<UserRow>('users').orderBy('id').offset(offset).limit(limit),
        db('users').count({ count: '*' }),
      ]);
      return { users: rows.map(toUser), total: Number(count) };
    },

    async updatePhone(userId: number, phone: string, now: Date): Promise<void> {
      await db('users').where({ id: userId }).update({ phone, updated_at: now.toISOString() });
    },

    /** Accounts of a role that can sign in: a password hash starting with '!' (the demo's people, e.g. its task team) opens nothing. */
    async countSignInByRole(role: StoredRole): Promise<number> {
      const row = await db('users')
        .where({ role })
        .andWhere((q) => q.whereNull('password_hash').orWhereNot('password_hash', 'like', '!%'))
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },

    async touchLogin(userId: number, now: Date): Promise<void> {
      await db('users').where({ id: userId }).update({ last_login_at: now.toISOString() });
    },

    async insertSession(s: {
      token_hash: string;
      user_id: number;
      /** the client's key (core/security/client-address.ts), never its address */
      client_key: string | null;
      user_agent: string | null;
      now: Date;
      expires: Date;
    }) {
      await db('sessions').insert({
        token_hash: s.token_hash,
        user_id: s.user_id,
        client_key: s.client_key,
        user_agent: s.user_agent?.slice(0, 255) ?? null,
        created_at: s.now.toISOString(),
        last_seen_at: s.now.toISOString(),
        expires_at: s.expires.toISOString(),
      });
    },

    /** The session's user when the session is still valid at `now`. */
    async findSession(tokenHash: string, now: Date) {
      const row = await db('sessions as s')
        .join('users as u', 'u.id', 's.user_id')
        .where('s.token_hash', tokenHash)
        .andWhere('s.expires_at', '>', now.toISOString())
        .select('s.id as session_id', 's.last_seen_at', 'u.*')
        .first();
      if (!row) return undefined;
      return { sessionId: Number(row.session_id), lastSeenAt: toIso(row.last_seen_at)!, user: toUser(row as UserRow) };
    },

    async extendSession(sessionId: number, now: Date, expires: Date): Promise<void> {
      await db('sessions').where({ id: sessionId }).update({ last_seen_at: now.toISOString(), expires_at: expires.toISOString() });
    },

    async deleteSession(tokenHash: string): Promise<number> {
      return db('sessions').where({ token_hash: tokenHash }).delete();
    },

    async deleteExpiredSessions(now: Date): Promise<number> {
      return db('sessions').where('expires_at', '<=', now.toISOString()).delete();
    },

    /** Records a password attempt before it is checked (it counts as failed until a success clears it); its id. */
    async recordLoginAttempt(email: string, clientKey: string, now: Date): Promise<number> {
      const [row] = await db('login_attempts')
        .insert({ email: email.toLowerCase(), client_key: clientKey, succeeded: false, created_at: now.toISOString() })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    /**
     * Failed (or still running) attempts for one account and client (its address's key) since `since`, including ones
     * recorded by concurrent requests: every attempt is recorded before it is counted.
     */
    async countFailures(email: string, clientKey: string, since: Date): Promise<number> {
      const row = await db('login_attempts')
        .where({ email: email.toLowerCase(), client_key: clientKey, succeeded: false })
        .andWhere('created_at', '>', since.toISOString())
        .count({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },

    /** When the n-th oldest of those attempts (1-based) was made. */
    async nthFailureAt(email: string, clientKey: string, since: Date, n: number): Promise<string | null> {
      const row = await db('login_attempts')
        .where({ email: email.toLowerCase(), client_key: clientKey, succeeded: false })
        .andWhere('created_at', '>', since.toISOString())
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .offset(Math.max(0, n - 1))
        .first('created_at');
      return row ? toIso(row.created_at) : null;
    },

    /** Forgets an attempt that was refused before its password was checked. */
    async deleteLoginAttempt(id: number): Promise<void> {
      await db('login_attempts').where({ id }).delete();
    },

    async clearFailures(email: string, clientKey: string): Promise<void> {
      await db('login_attempts').where({ email: email.toLowerCase(), client_key: clientKey, succeeded: false }).delete();
    },

    async pruneLoginAttempts(before: Date): Promise<number> {
      return db('login_attempts').where('created_at', '<', before.toISOString()).delete();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
