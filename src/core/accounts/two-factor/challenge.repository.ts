import type { Knex } from 'knex';
import type { TwoFactorStep } from './model.js';

export interface ChallengeRow {
  id: string;
  user_id: number;
  step: TwoFactorStep;
  attempts: number;
  pending_secret_sealed: string | null;
  signed_in_at: string | null;
  expires_at: string;
}

const TABLE = 'two_factor_challenges';

/** Every query of the challenges of two-factor sign-in (table two_factor_challenges): what each login's challenge has done. */
export function createChallengeRepository(db: Knex) {
  return {
    async insert(row: { id: string; userId: number; step: TwoFactorStep; expires: Date; now: Date }): Promise<void> {
      await db(TABLE).insert({
        id: row.id,
        user_id: row.userId,
        step: row.step,
        attempts: 0,
        expires_at: row.expires.toISOString(),
        created_at: row.now.toISOString(),
      });
    },

    async find(id: string): Promise<ChallengeRow | undefined> {
      const row = await db(TABLE).where({ id }).first();
      return row ? { ...row, user_id: Number(row.user_id), attempts: Number(row.attempts) } : undefined;
    },

    /**
     * Counts a code tried on the challenge before it is checked, in one conditional statement: only
     * while it is live (not expired, not spent by a sign-in) and has had fewer than `cap` attempts.
     * False: the challenge is dead, whatever the code.
     */
    async countAttempt(id: string, cap: number, now: Date): Promise<boolean> {
      const changed = await db(TABLE)
        .where({ id })
        .whereNull('signed_in_at')
        .andWhere('attempts', '<', cap)
        .andWhere('expires_at', '>', now.toISOString())
        .update({ attempts: db.raw('attempts + 1') });
      return changed === 1;
    },

    /** The key shown to this login for enrolment, kept only when it has none yet (two requests at once: the first one's). */
    async setPendingSecret(id: string, sealed: string): Promise<void> {
      await db(TABLE).where({ id }).whereNull('pending_secret_sealed').update({ pending_secret_sealed: sealed });
    },

    /** The challenge opens its one session: true only for the first (then it is spent). */
    async spend(id: string, now: Date): Promise<boolean> {
      const changed = await db(TABLE).where({ id }).whereNull('signed_in_at').update({ signed_in_at: now.toISOString() });
      return changed === 1;
    },

    /** Housekeeping: challenges expired before `now`. */
    async pruneExpired(now: Date): Promise<number> {
      return db(TABLE).where('expires_at', '<=', now.toISOString()).delete();
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
