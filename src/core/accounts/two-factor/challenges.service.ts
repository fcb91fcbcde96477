import { randomBytes } from 'node:crypto';
import { DomainError } from '../../errors.js';
import type { Clock } from '../../clock.port.js';
import { openSecret, sealSecret } from '../../security/secret-box.js';
import type { ChallengeRepository, ChallengeRow } from './challenge.repository.js';
import { TWO_FACTOR_CHALLENGE_ATTEMPTS, TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_MESSAGES as M, type TwoFactorStep } from './model.js';

const MINUTE = 60_000;
const CONTEXT = 'two-factor-challenge:';

/** A login's challenge, opened: its row's id and the account it is for. */
export interface OpenChallenge {
  id: string;
  userId: number;
  /** the row as read when opened (its enrolment key); the counts and the spending are decided by statements */
  row: ChallengeRow;
}

const dead = (row: ChallengeRow | undefined, now: Date) => {
  if (row && row.attempts >= TWO_FACTOR_CHALLENGE_ATTEMPTS && !row.signed_in_at && Date.parse(row.expires_at) > now.getTime())
    return new DomainError('unauthenticated', M.challengeTooManyCodes);
  return new DomainError('unauthenticated', M.challengeExpired);
};

/**
 * The challenges of two-factor sign-in: the token a login answers is sealed (AES-256-GCM under
 * MARKETPLACE_SECRET) and names a row of two_factor_challenges, which records what the challenge has
 * done: the codes tried on it and whether it already opened its session. The token alone (its
 * signature) proves only that a password was right once.
 */
export function createChallenges(deps: { repo: ChallengeRepository; clock: Clock; secret: string }) {
  const { repo, clock, secret } = deps;

  return {
    /** A new challenge of the account's `step` (its row, and the token carried by the client to the next step). */
    async issue(userId: number, step: TwoFactorStep): Promise<string> {
      const now = clock.now();
      const expires = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * MINUTE);
      const id = randomBytes(16).toString('base64url');
      await repo.insert({ id, userId, step, expires, now });
      return sealSecret(secret, CONTEXT + JSON.stringify({ c: id, u: userId, s: step, x: expires.getTime() }));
    },

    /**
     * The challenge of a token of `step`, or 401 when the token is altered, of another step or expired,
     * or its row is spent (it signed in), dead (too many codes) or gone. A refusal here counts nothing.
     */
    async open(token: string, step: TwoFactorStep): Promise<OpenChallenge> {
      const plain = openSecret(secret, token);
      const parsed = plain?.startsWith(CONTEXT)
        ? (JSON.parse(plain.slice(CONTEXT.length)) as { c?: string; u: number; s: string; x: number })
        : null;
      const now = clock.now();
      if (!parsed?.c || parsed.s !== step || parsed.x <= now.getTime()) throw new DomainError('unauthenticated', M.challengeExpired);
      const row = await repo.find(parsed.c);
      const live =
        row?.user_id === parsed.u &&
        row.step === step &&
        !row.signed_in_at &&
        row.attempts < TWO_FACTOR_CHALLENGE_ATTEMPTS &&
        Date.parse(row.expires_at) > now.getTime();
      if (!live) throw dead(row, now);
      return { id: row.id, userId: row.user_id, row };
    },

    /** Counts a code tried on the challenge before it is checked (one conditional statement); 401 when it is dead. */
    async countAttempt(challenge: OpenChallenge): Promise<void> {
      const now = clock.now();
      if (await repo.countAttempt(challenge.id, TWO_FACTOR_CHALLENGE_ATTEMPTS, now)) return;
      throw dead(await repo.find(challenge.id), now);
    },

    /** Housekeeping: expired challenges. */
    prune: () => repo.pruneExpired(clock.now()),
  };
}
