import type { Knex } from 'knex';

export interface TwoFactorRow {
  user_id: number;
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  enabled_at: string | null;
  last_step: number | null;
  /** JSON array of SHA-256 hashes of the unused recovery codes */
  recovery_hashes: string;
  /** code attempts counted (before their check) since `failures_since`; cleared by a success */
  failures: number;
  failures_since: string | null;
}

const TABLE = 'user_two_factor';

/** The row of an account whose two-factor is switched on: its secret, recovery codes and the confirming code's step. */
const enabledRow = (sealed: string, recoveryHashes: string[], step: number, now: Date) => ({
  secret_sealed: sealed,
  pending_secret_sealed: null,
  enabled_at: now.toISOString(),
  last_step: step,
  recovery_hashes: JSON.stringify(recoveryHashes),
  failures: 0,
  failures_since: null,
  updated_at: now.toISOString(),
});

/** Every query of two-factor authentication (table user_two_factor). */
export function createTwoFactorRepository(db: Knex) {
  return {
    async find(userId: number): Promise<TwoFactorRow | undefined> {
      const row = await db(TABLE).where({ user_id: userId }).first();
      return row ? { ...row, last_step: row.last_step == null ? null : Number(row.last_step), failures: Number(row.failures) } : undefined;
    },

    /** A secret shown for enrolment (replaces an earlier one not confirmed). */
    async setPending(userId: number, sealed: string, now: Date): Promise<void> {
      await db(TABLE)
        .insert({ user_id: userId, pending_secret_sealed: sealed, recovery_hashes: '[]', failures: 0, updated_at: now.toISOString() })
        .onConflict('user_id')
        .merge(['pending_secret_sealed', 'updated_at']);
    },

    /** The pending secret becomes the account's, with its recovery codes and the confirming code's step. */
    async enable(userId: number, sealed: string, recoveryHashes: string[], step: number, now: Date): Promise<boolean> {
      const changed = await db(TABLE)
        .where({ user_id: userId, pending_secret_sealed: sealed })
        .update(enabledRow(sealed, recoveryHashes, step, now));
      return changed === 1;
    },

    /** Accepts a code's step once: only when it is newer than the last accepted (two requests with one code: one wins). */
    async acceptStep(userId: number, step: number, now: Date): Promise<boolean> {
      const changed = await db(TABLE)
        .where({ user_id: userId })
        .andWhere((q) => q.whereNull('last_step').orWhere('last_step', '<', step))
        .update({ last_step: step, failures: 0, failures_since: null, updated_at: now.toISOString() });
      return changed === 1;
    },

    /** Replaces the recovery codes when they are still `before` (a code used twice at once: one wins). */
    async replaceRecovery(userId: number, before: string, after: string[], now: Date): Promise<boolean> {
      const changed = await db(TABLE)
        .where({ user_id: userId, recovery_hashes: before })
        .update({ recovery_hashes: JSON.stringify(after), failures: 0, failures_since: null, updated_at: now.toISOString() });
      return changed === 1;
    },

    /**
     * Counts a code attempt before it is checked, in one conditional statement: it is counted (and
     * answers true) only while the account has fewer than `limit` attempts in the window that began
     * after `since`; an older window starts again at 1. Concurrent attempts each see the ones counted
     * before them (PostgreSQL re-checks the condition on the row a waiting UPDATE gets; SQLite has one
     * writer), so of any burst at most `limit` are counted and checked. A success clears the count.
     */
    async countAttempt(userId: number, limit: number, since: Date, now: Date): Promise<boolean> {
      const windowOver = 'failures_since IS NULL OR failures_since <= ?';
      const changed = await db(TABLE)
        .where({ user_id: userId })
        .andWhere((q) => q.whereNull('failures_since').orWhere('failures_since', '<=', since.toISOString()).orWhere('failures', '<', limit))
        .update({
          failures: db.raw(`CASE WHEN ${windowOver} THEN 1 ELSE failures + 1 END`, [since.toISOString()]),
          failures_since: db.raw(`CASE WHEN ${windowOver} THEN ? ELSE failures_since END`, [since.toISOString(), now.toISOString()]),
          updated_at: now.toISOString(),
        });
      return changed === 1;
    },

    /** The account's row, made when missing (its attempts are counted on it before enrolment). */
    async ensure(userId: number, now: Date): Promise<void> {
      await db(TABLE)
        .insert({ user_id: userId, recovery_hashes: '[]', failures: 0, updated_at: now.toISOString() })
        .onConflict('user_id')
        .ignore();
    },

    /**
     * Enrolment at login: `sealed` (the login's own key) becomes the account's secret, only while the
     * account has none (two enrolments at once: one wins). An unconfirmed key of the settings is dropped.
     */
    async enableWith(userId: number, sealed: string, recoveryHashes: string[], step: number, now: Date): Promise<boolean> {
      const changed = await db(TABLE)
        .where({ user_id: userId })
        .whereNull('secret_sealed')
        .update(enabledRow(sealed, recoveryHashes, step, now));
      return changed === 1;
    },

    async remove(userId: number): Promise<void> {
      await db(TABLE).where({ user_id: userId }).delete();
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
