import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../errors.js';
import type { Clock } from '../../ports.js';
import { openSecret, sealSecret } from '../../security/secret-box.js';
import type { SettingsService } from '../../settings/service.js';
import { fill } from '../model.js';
import type { AccountsRepository } from '../repository.js';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_MESSAGES as M, type TwoFactorStep } from './model.js';
import type { TwoFactorRepository, TwoFactorRow } from './repository.js';
import { base32Encode, matchTotp, otpauthUri } from './totp.js';

const MINUTE = 60_000;
const CHALLENGE_CONTEXT = 'two-factor-challenge:';

const hashRecovery = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(5)).toLowerCase();
  return `${text.slice(0, 4)}-${text.slice(4)}`;
};

const codeProblem = (message: string = M.codeInvalid) => DomainError.validation([{ field: 'code', message }]);

/**
 * TOTP two-factor authentication of admin accounts (RFC 6238; secrets sealed under MARKETPLACE_SECRET):
 * enrolment (a secret shown as an otpauth URI, confirmed by a code, then recovery codes shown once),
 * the code after the password at login, and the recovery codes. With `security.two_factor_auth` on, an
 * admin without it enrols at the next login before a session is opened.
 */
export function createTwoFactorService(deps: {
  repo: TwoFactorRepository;
  users: AccountsRepository;
  settings: SettingsService;
  clock: Clock;
  secret: string;
}) {
  const { repo, settings, clock, secret } = deps;

  const enabled = (row: TwoFactorRow | undefined): row is TwoFactorRow & { secret_sealed: string } => Boolean(row?.secret_sealed);
  const secretOf = (sealed: string) => {
    const plain = openSecret(secret, sealed);
    if (!plain) throw new DomainError('unavailable', M.notEnabled); // sealed under another MARKETPLACE_SECRET
    return plain;
  };
  const recoveryOf = (row: TwoFactorRow): string[] => JSON.parse(row.recovery_hashes) as string[];

  async function newRecoveryCodes() {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { codes, hashes: codes.map(hashRecovery) };
  }

  /** Refuses while too many wrong codes are inside the security settings' lockout window. */
  async function assertNotLocked(row: TwoFactorRow, now: Date) {
    const { loginAttempts, lockoutDuration } = await settings.security();
    if (!row.failures_since || row.failures < loginAttempts) return;
    const until = Date.parse(row.failures_since) + lockoutDuration * MINUTE;
    if (until <= now.getTime()) return;
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new DomainError('rate_limited', fill(M.tooManyCodes, { minutes: Math.ceil(seconds / 60) }), { retryAfterSeconds: seconds });
  }

  /** A TOTP code of the account's secret (each step once) or an unused recovery code (then used up). */
  async function checkCode(userId: number, code: string): Promise<void> {
    const row = await repo.find(userId);
    if (!enabled(row)) throw new DomainError('conflict', M.notEnabled);
    const now = clock.now();
    await assertNotLocked(row, now);
    const typed = code.trim().replace(/\s/g, '');
    const step = matchTotp(secretOf(row.secret_sealed), typed, now);
    if (step !== null && (await repo.acceptStep(userId, step, now))) return;
    if (step === null && !/^\d{6}$/.test(typed)) {
      const hashes = recoveryOf(row);
      const hash = hashRecovery(typed);
      if (
        hashes.includes(hash) &&
        (await repo.replaceRecovery(
          userId,
          row.recovery_hashes,
          hashes.filter((h) => h !== hash),
          now,
        ))
      )
        return;
    }
    const { lockoutDuration } = await settings.security();
    await repo.recordFailure(userId, new Date(now.getTime() - lockoutDuration * MINUTE), now);
    throw codeProblem();
  }

  return {
    /** What an account must do after its password: admins only; null for everybody else. */
    async stepFor(user: { id: number; role: string }): Promise<TwoFactorStep | null> {
      if (user.role !== 'admin') return null;
      if (enabled(await repo.find(user.id))) return 'verify';
      return (await settings.security()).twoFactorAuth ? 'enrol' : null;
    },

    /** The sealed, short-lived proof that the password was right (carried by the client to the next step). */
    challenge(userId: number, step: TwoFactorStep): string {
      const expires = clock.now().getTime() + TWO_FACTOR_CHALLENGE_MINUTES * MINUTE;
      return sealSecret(secret, CHALLENGE_CONTEXT + JSON.stringify({ u: userId, s: step, x: expires }));
    },

    /** The account of a challenge of `step`, or 401 when it is altered, of another step or expired. */
    openChallenge(token: string, step: TwoFactorStep): number {
      const plain = openSecret(secret, token);
      const parsed = plain?.startsWith(CHALLENGE_CONTEXT)
        ? (JSON.parse(plain.slice(CHALLENGE_CONTEXT.length)) as { u: number; s: string; x: number })
        : null;
      if (!parsed || parsed.s !== step || parsed.x < clock.now().getTime()) throw new DomainError('unauthenticated', M.challengeExpired);
      return parsed.u;
    },

    async status(userId: number) {
      const row = await repo.find(userId);
      return {
        enabled: enabled(row),
        enabled_at: row?.enabled_at ?? null,
        recovery_codes_left: enabled(row) ? recoveryOf(row).length : 0,
        required: (await settings.security()).twoFactorAuth,
      };
    },

    /** A new secret for enrolment: shown once as text and as the otpauth URI (issuer: the site name). */
    async begin(userId: number): Promise<{ secret: string; otpauth_uri: string }> {
      const row = await repo.find(userId);
      if (enabled(row)) throw new DomainError('conflict', M.alreadyEnabled);
      const user = await deps.users.findUserById(userId);
      if (!user) throw new DomainError('unauthenticated', M.challengeExpired);
      const plain = base32Encode(randomBytes(20));
      await repo.setPending(userId, sealSecret(secret, plain), clock.now());
      const { siteName } = await settings.general();
      return { secret: plain, otpauth_uri: otpauthUri(siteName, user.email, plain) };
    },

    /** The first code confirms the pending secret: two-factor is on; answers the recovery codes (shown once). */
    async confirm(userId: number, code: string): Promise<string[]> {
      const row = await repo.find(userId);
      if (enabled(row)) throw new DomainError('conflict', M.alreadyEnabled);
      if (!row?.pending_secret_sealed) throw new DomainError('conflict', M.notPending);
      const now = clock.now();
      await assertNotLocked(row, now);
      const step = matchTotp(secretOf(row.pending_secret_sealed), code.trim(), now);
      if (step === null) {
        const { lockoutDuration } = await settings.security();
        await repo.recordFailure(userId, new Date(now.getTime() - lockoutDuration * MINUTE), now);
        throw codeProblem();
      }
      const recovery = await newRecoveryCodes();
      if (!(await repo.enable(userId, row.pending_secret_sealed, recovery.hashes, step, now)))
        throw new DomainError('conflict', M.notPending);
      return recovery.codes;
    },

    /** The code after the password (or a recovery code). */
    verify: checkCode,

    /** Switches two-factor off (a valid code proves the authenticator is at hand). */
    async disable(userId: number, code: string): Promise<void> {
      await checkCode(userId, code);
      await repo.remove(userId);
    },

    /** New recovery codes (the old ones stop working), after a valid code. */
    async renewRecoveryCodes(userId: number, code: string): Promise<string[]> {
      await checkCode(userId, code);
      const row = (await repo.find(userId))!;
      const recovery = await newRecoveryCodes();
      await repo.replaceRecovery(userId, row.recovery_hashes, recovery.hashes, clock.now());
      return recovery.codes;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
