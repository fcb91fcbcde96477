import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../errors.js';
import type { Clock } from '../../clock.port.js';
import type { Repositories, UnitOfWork } from '../../unit-of-work.js';
import { openSecret, sealSecret } from '../../security/secret-box.js';
import type { SettingsService } from '../../settings/settings.service.js';
import { fill } from '../model.js';
import type { AccountsRepository } from '../accounts.repository.js';
import type { ChallengeRepository } from './challenge.repository.js';
import { createChallenges, type OpenChallenge } from './challenges.service.js';
import { queueEnrolledMail, type EnrolledMailDeps } from './enrolled-mail.js';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES as M, type TwoFactorStep } from './model.js';
import type { TwoFactorRepository, TwoFactorRow } from './two-factor.repository.js';
import { base32Encode, matchTotp, otpauthUri } from './totp.js';

const MINUTE = 60_000;

const hashRecovery = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(5)).toLowerCase();
  return `${text.slice(0, 4)}-${text.slice(4)}`;
};

const codeProblem = (message: string = M.codeInvalid) => DomainError.validation([{ field: 'code', message }]);

/** The repositories of a write of two-factor (`uow.write`): tx.twoFactor, tx.twoFactorChallenges, tx.queue, tx.templates. */
type TwoFactorTx = Repositories;

/**
 * TOTP two-factor authentication of admin accounts (RFC 6238; secrets sealed under MARKETPLACE_SECRET):
 * enrolment (a secret shown as an otpauth URI, confirmed by a code, then recovery codes shown once),
 * the code after the password at login, and the recovery codes. With `security.two_factor_auth` on, an
 * admin without it enrols at the next login before a session is opened.
 *
 * Every code is counted before it is checked, by one conditional statement (as the password's attempts
 * are): on the account, at most `security.login_attempts` in `security.lockout_duration` minutes (then
 * 429), and at login also on the login's challenge (at most TWO_FACTOR_CHALLENGE_ATTEMPTS, then it is
 * dead). A code is checked, and what it does (its step accepted or its recovery code used up, the
 * challenge spent, the secret switched on with its e-mail) written, in one unit of work: a challenge
 * opens one session.
 */
export function createTwoFactorService(deps: {
  repo: TwoFactorRepository;
  challenges: ChallengeRepository;
  users: AccountsRepository;
  uow: UnitOfWork;
  settings: SettingsService;
  clock: Clock;
  secret: string;
  mail: EnrolledMailDeps;
}) {
  const { repo, uow, settings, clock, secret } = deps;
  const challenges = createChallenges({ repo: deps.challenges, clock, secret });

  const enabled = (row: TwoFactorRow | undefined): row is TwoFactorRow & { secret_sealed: string } => Boolean(row?.secret_sealed);
  const secretOf = (sealed: string) => {
    const plain = openSecret(secret, sealed);
    if (!plain) throw new DomainError('unavailable', M.notEnabled); // sealed under another MARKETPLACE_SECRET
    return plain;
  };
  const recoveryOf = (row: TwoFactorRow): string[] => JSON.parse(row.recovery_hashes) as string[];

  function newRecoveryCodes() {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { codes, hashes: codes.map(hashRecovery) };
  }

  /**
   * Counts a code of the account before it is checked (one conditional statement); 429 with the time
   * until the window ends when the security settings' login attempts are used up.
   */
  async function countAttempt(userId: number): Promise<void> {
    const now = clock.now();
    const { loginAttempts, lockoutDuration } = await settings.security();
    if (await repo.countAttempt(userId, loginAttempts, new Date(now.getTime() - lockoutDuration * MINUTE), now)) return;
    const row = await repo.find(userId);
    if (!row) throw new DomainError('conflict', M.notEnabled); // switched off meanwhile
    const until = (row.failures_since ? Date.parse(row.failures_since) : now.getTime()) + lockoutDuration * MINUTE;
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new DomainError('rate_limited', fill(M.tooManyCodes, { minutes: Math.ceil(seconds / 60) }), { retryAfterSeconds: seconds });
  }

  /**
   * Inside a write: a TOTP code of the account's secret (its step accepted, each once) or an unused
   * recovery code (used up); 400 for anything else (the write rolls back, the attempt stays counted).
   */
  async function acceptCode(tx: TwoFactorTx, userId: number, code: string, now: Date): Promise<void> {
    const row = await tx.twoFactor.find(userId);
    if (!enabled(row)) throw new DomainError('conflict', M.notEnabled);
    const typed = code.trim().replace(/\s/g, '');
    const step = matchTotp(secretOf(row.secret_sealed), typed, now);
    if (step !== null) {
      if (await tx.twoFactor.acceptStep(userId, step, now)) return;
      throw codeProblem(); // a step already used: a replay
    }
    if (!/^\d{6}$/.test(typed)) {
      const hashes = recoveryOf(row);
      const hash = hashRecovery(typed);
      const rest = hashes.filter((h) => h !== hash);
      if (rest.length < hashes.length && (await tx.twoFactor.replaceRecovery(userId, row.recovery_hashes, rest, now))) return;
    }
    throw codeProblem();
  }

  /** A signed-in admin's code (switch off, new recovery codes): counted, then checked with `then` in one write. */
  async function withCode<T>(userId: number, code: string, then: (tx: TwoFactorTx) => Promise<T>): Promise<T> {
    if (!enabled(await repo.find(userId))) throw new DomainError('conflict', M.notEnabled);
    await countAttempt(userId);
    const now = clock.now();
    return uow.write(async (tx) => {
      await acceptCode(tx, userId, code, now);
      return then(tx);
    });
  }

  /** The secret switched on by `enable` (inside the write) with the admin's e-mail queued on the same transaction. */
  async function switchOn(userId: number, enable: (tx: TwoFactorTx) => Promise<boolean>): Promise<void> {
    const user = await deps.users.findUserById(userId);
    if (!user) throw new DomainError('unauthenticated', M.challengeExpired);
    const timeZone = await settings.timeZone();
    const now = clock.now();
    await uow.write(async (tx) => {
      if (!(await enable(tx))) throw new DomainError('conflict', M.notPending);
      await queueEnrolledMail(deps.mail, tx, user, { now, timeZone });
    });
  }

  /** A new key shown for enrolment: as text and as the otpauth URI (issuer: the site name). */
  async function shownKey(userId: number, plain: string) {
    const user = await deps.users.findUserById(userId);
    if (!user) throw new DomainError('unauthenticated', M.challengeExpired);
    const { siteName } = await settings.general();
    return { secret: plain, otpauth_uri: otpauthUri(siteName, user.email, plain) };
  }

  return {
    /** What an account must do after its password: admins only; null for everybody else. */
    async stepFor(user: { id: number; role: string }): Promise<TwoFactorStep | null> {
      if (user.role !== 'admin') return null;
      if (enabled(await repo.find(user.id))) return 'verify';
      return (await settings.security()).twoFactorAuth ? 'enrol' : null;
    },

    /** A login's challenge of `step` (recorded), carried by the client to the next step. */
    challenge: (userId: number, step: TwoFactorStep) => challenges.issue(userId, step),

    /** The live challenge of a token of `step`, or 401. */
    openChallenge: (token: string, step: TwoFactorStep) => challenges.open(token, step),

    async status(userId: number) {
      const row = await repo.find(userId);
      return {
        enabled: enabled(row),
        enabled_at: row?.enabled_at ?? null,
        recovery_codes_left: enabled(row) ? recoveryOf(row).length : 0,
        required: (await settings.security()).twoFactorAuth,
      };
    },

    /** A signed-in admin's new key for enrolment (replaces an earlier one not confirmed). */
    async begin(userId: number): Promise<{ secret: string; otpauth_uri: string }> {
      if (enabled(await repo.find(userId))) throw new DomainError('conflict', M.alreadyEnabled);
      const plain = base32Encode(randomBytes(20));
      const shown = await shownKey(userId, plain);
      await repo.setPending(userId, sealSecret(secret, plain), clock.now());
      return shown;
    },

    /** The first code confirms the pending key: two-factor is on, the admin is told by e-mail; answers the recovery codes (shown once). */
    async confirm(userId: number, code: string): Promise<string[]> {
      const row = await repo.find(userId);
      if (enabled(row)) throw new DomainError('conflict', M.alreadyEnabled);
      const pending = row?.pending_secret_sealed;
      if (!pending) throw new DomainError('conflict', M.notPending);
      await countAttempt(userId);
      const now = clock.now();
      const step = matchTotp(secretOf(pending), code.trim(), now);
      if (step === null) throw codeProblem();
      const recovery = newRecoveryCodes();
      await switchOn(userId, (tx) => tx.twoFactor.enable(userId, pending, recovery.hashes, step, now));
      return recovery.codes;
    },

    /**
     * Enrolment required at login: the key of this login's challenge (made at the first call, the same
     * at the next ones). It can be confirmed only with this challenge, and dies with it.
     */
    async beginAtLogin(challenge: OpenChallenge): Promise<{ secret: string; otpauth_uri: string }> {
      if (enabled(await repo.find(challenge.userId))) throw new DomainError('conflict', M.alreadyEnabled);
      if (!challenge.row.pending_secret_sealed) {
        await deps.challenges.setPendingSecret(challenge.id, sealSecret(secret, base32Encode(randomBytes(20))));
      }
      const sealed = (await deps.challenges.find(challenge.id))?.pending_secret_sealed;
      if (!sealed) throw new DomainError('unauthenticated', M.challengeExpired);
      return shownKey(challenge.userId, secretOf(sealed));
    },

    /**
     * Enrolment at login confirmed by its first code (counted on the account and the challenge before
     * it is checked): the challenge's key becomes the account's, the challenge is spent and the admin is
     * told by e-mail, in one write; answers the recovery codes (shown once).
     */
    async confirmAtLogin(challenge: OpenChallenge, code: string): Promise<string[]> {
      const { userId } = challenge;
      const sealed = challenge.row.pending_secret_sealed;
      if (!sealed) throw new DomainError('conflict', M.notPending);
      await repo.ensure(userId, clock.now());
      await countAttempt(userId);
      await challenges.countAttempt(challenge);
      const now = clock.now();
      const step = matchTotp(secretOf(sealed), code.trim(), now);
      if (step === null) throw codeProblem();
      const recovery = newRecoveryCodes();
      // the account's row, then the challenge's (as the code after the password): writers on PostgreSQL wait in one order
      await switchOn(userId, async (tx) => {
        if (!(await tx.twoFactor.enableWith(userId, sealed, recovery.hashes, step, now)))
          throw new DomainError('conflict', M.alreadyEnabled);
        if (!(await tx.twoFactorChallenges.spend(challenge.id, now))) throw new DomainError('unauthenticated', M.challengeExpired);
        return true;
      });
      return recovery.codes;
    },

    /**
     * The code after the password (or a recovery code), counted on the account and on the challenge
     * before it is checked; the check and the challenge's spending are one write: one session a challenge.
     */
    async verifyAtLogin(challenge: OpenChallenge, code: string): Promise<void> {
      await countAttempt(challenge.userId);
      await challenges.countAttempt(challenge);
      const now = clock.now();
      await uow.write(async (tx) => {
        await acceptCode(tx, challenge.userId, code, now);
        if (!(await tx.twoFactorChallenges.spend(challenge.id, now))) throw new DomainError('unauthenticated', M.challengeExpired);
      });
    },

    /** Switches two-factor off (a valid code, counted first, proves the authenticator is at hand). */
    disable: (userId: number, code: string) => withCode(userId, code, (tx) => tx.twoFactor.remove(userId)),

    /** New recovery codes (the old ones stop working), after a valid code (counted first). */
    renewRecoveryCodes: (userId: number, code: string) =>
      withCode(userId, code, async (tx) => {
        const row = (await tx.twoFactor.find(userId))!;
        const recovery = newRecoveryCodes();
        await tx.twoFactor.replaceRecovery(userId, row.recovery_hashes, recovery.hashes, clock.now());
        return recovery.codes;
      }),

    /** Housekeeping: expired challenges of two-factor sign-in. */
    prune: () => challenges.prune(),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
