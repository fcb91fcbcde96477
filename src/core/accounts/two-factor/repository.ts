import type { Knex } from 'knex';

export interface TwoFactorRow {
  user_id: number;
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  enabled_at: string | null;
  last_step: number | null;
  /** JSON array of SHA-256 hashes of the unused recovery codes */
  recovery_hashes: string;
  failures: number;
  failures_since: string | null;
}

const TABLE = 'user_two_factor';

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
        .update({
          secret_sealed: sealed,
          pending_secret_sealed: null,
          enabled_at: now.toISOString(),
          last_step: step,
          recovery_hashes: JSON.stringify(recoveryHashes),
          failures: 0,
          failures_since: null,
          updated_at: now.toISOString(),
        });
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

    /** Counts a wrong code: the window starts again when the last one is older than `since`. */
    async recordFailure(userId: number, since: Date, now: Date): Promise<void> {
      const row = await db(TABLE).where({ user_id: userId }).first('failures_since');
      const fresh = !row?.failures_since || Date.parse(row.failures_since as string) < since.getTime();
      await db(TABLE)
        .where({ user_id: userId })
        .update(
          fresh
            ? { failures: 1, failures_since: now.toISOString(), updated_at: now.toISOString() }
            : { failures: db.raw('failures + 1'), updated_at: now.toISOString() },
        );
    },

    async remove(userId: number): Promise<void> {
      await db(TABLE).where({ user_id: userId }).delete();
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
