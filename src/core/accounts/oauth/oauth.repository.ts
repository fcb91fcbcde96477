import type { Knex } from 'knex';
import type { NewUser } from '../accounts.repository.js';
import { toStoredRole } from '../model.js';

export interface IdentityLink {
  provider: string;
  subject: string;
  email: string | null;
}

/** oauth_identities (who is who at a provider) and oauth_handoffs (one-time codes that open a session). */
export function createIdentityRepository(db: Knex) {
  return {
    async userIdOf(provider: string, subject: string): Promise<number | undefined> {
      const row = await db('oauth_identities').where({ provider, subject }).first('user_id');
      return row ? Number(row.user_id) : undefined;
    },

    async touch(provider: string, subject: string, email: string | null, now: Date): Promise<void> {
      await db('oauth_identities').where({ provider, subject }).update({ email, last_login_at: now.toISOString() });
    },

    async link(userId: number, identity: IdentityLink, now: Date): Promise<void> {
      const iso = now.toISOString();
      await db('oauth_identities').insert({ user_id: userId, ...identity, created_at: iso, last_login_at: iso });
    },

    /** A customer account without a password and its identity (one transaction: the caller's unit of work). Returns the user's id. */
    async createUserWithIdentity(
      user: Omit<NewUser, 'password_hash' | 'role' | 'company_id'>,
      authProvider: string,
      identity: IdentityLink,
      now: Date,
    ): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('users')
        .insert({
          ...user,
          email: user.email.toLowerCase(),
          password_hash: '',
          role: toStoredRole('customer'),
          company_id: null,
          auth_provider: authProvider,
          created_at: iso,
          updated_at: iso,
        })
        .returning('id');
      const userId = Number(typeof row === 'object' ? (row as { id: number }).id : row);
      await db('oauth_identities').insert({ user_id: userId, ...identity, created_at: iso, last_login_at: iso });
      return userId;
    },

    /** Deletes hand-over codes that expired unused; returns how many. */
    async pruneHandoffs(now: Date): Promise<number> {
      return db('oauth_handoffs').where('expires_at', '<=', now.toISOString()).delete();
    },

    async insertHandoff(h: { codeHash: string; userId: number; nextPath: string; now: Date; expires: Date }): Promise<void> {
      await db('oauth_handoffs').insert({
        code_hash: h.codeHash,
        user_id: h.userId,
        next_path: h.nextPath,
        created_at: h.now.toISOString(),
        expires_at: h.expires.toISOString(),
      });
    },

    /** Takes a hand-over code once: the row is deleted by the one caller that gets it. */
    async consumeHandoff(codeHash: string, now: Date): Promise<{ userId: number; nextPath: string } | undefined> {
      const row = await db('oauth_handoffs').where({ code_hash: codeHash }).first();
      if (!row) return undefined;
      const taken = await db('oauth_handoffs').where({ id: row.id }).delete();
      if (taken !== 1 || new Date(row.expires_at as string | Date).getTime() <= now.getTime()) return undefined;
      return { userId: Number(row.user_id), nextPath: String(row.next_path) };
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
