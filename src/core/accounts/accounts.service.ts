import { createHash, randomBytes } from 'node:crypto';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/dialect.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { ClientAddressKeyer } from '../security/client-address.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  ACCOUNTS_PAGE_MAX,
  ACCOUNT_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  fill,
  toStoredRole,
  type Role,
  type SessionUser,
  type User,
} from './model.js';
import type { PasswordHasher } from './password.js';
import type { AccountsRepository, StoredUser } from './accounts.repository.js';
import type { TwoFactorStep } from './two-factor/model.js';

const MINUTE = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const publicUser = ({ password_hash: _h, is_active: _a, ...user }: StoredUser): User => user;

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  company_id?: number | null;
}

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent?: string | null;
}

/** The step after the password of accounts that have one (two-factor authentication of admins). */
export interface SecondFactor {
  stepFor(user: { id: number; role: string }): Promise<TwoFactorStep | null>;
  /** a new challenge of the login (recorded: what it does is counted on it) */
  challenge(userId: number, step: TwoFactorStep): Promise<string>;
}

/** A login's answer: a session, or the second step an admin must take first (with its challenge). */
export type LoginResult = { token: string; user: User } | { two_factor: TwoFactorStep; challenge: string };

export function createAccountsService(deps: {
  repo: AccountsRepository;
  settings: SettingsService;
  clock: Clock;
  hasher: PasswordHasher;
  secondFactor?: SecondFactor;
  /** what the tables keep of a client's address (a keyed hash, core/security/client-address.ts) */
  keyOf: ClientAddressKeyer;
}) {
  const { repo, settings, clock, hasher } = deps;
  // Verified against when the account does not exist, so response timing does not reveal accounts.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hasher.hashUncapped(randomBytes(12).toString('hex')));

  /**
   * The 429 of an attempt over the limit, with the time until one more attempt would be allowed. The
   * refused attempt stays recorded: a burst keeps the account locked from that address for the window.
   */
  async function overLimit(email: string, client: string, since: Date, attempts: number, limit: number, now: Date) {
    const window = now.getTime() - since.getTime();
    // the next attempt is allowed when `attempts + 1 - limit` of the recorded ones have left the window
    const oldest = await repo.nthFailureAt(email, client, since, attempts + 1 - limit);
    const retryAt = (oldest ? Date.parse(oldest) : now.getTime()) + window;
    const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
    return new DomainError('rate_limited', fill(M.tooManyAttempts, { minutes: Math.ceil(seconds / 60) }), { retryAfterSeconds: seconds });
  }

  async function checkPassword(password: string) {
    const { passwordMinLength, requireStrongPassword } = await settings.security();
    if (password.length < passwordMinLength) {
      throw DomainError.validation([{ field: 'password', message: fill(M.passwordTooShort, { n: passwordMinLength }) }]);
    }
    if (password.length > PASSWORD_MAX_LENGTH) {
      throw DomainError.validation([{ field: 'password', message: M.passwordTooLong }]);
    }
    // a strong password: at least one letter (any alphabet) and one digit
    if (requireStrongPassword && !(/\p{L}/u.test(password) && /\p{Nd}/u.test(password))) {
      throw DomainError.validation([{ field: 'password', message: M.passwordTooWeak }]);
    }
  }

  async function openSession(user: StoredUser, ip: string | null, userAgent: string | null) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const { sessionTimeout } = await settings.security();
    await repo.insertSession({
      token_hash: hashToken(token),
      user_id: user.id,
      client_key: ip === null ? null : deps.keyOf(ip),
      user_agent: userAgent,
      now,
      expires: new Date(now.getTime() + sessionTimeout * MINUTE),
    });
    await repo.touchLogin(user.id, now);
    return token;
  }

  return {
    /** The password rules of the security settings (minimum length) and docs/decisions.md (at most 128). */
    assertPasswordPolicy: checkPassword,

    async passwordPolicy() {
      const { passwordMinLength } = await settings.security();
      return { minLength: passwordMinLength, maxLength: PASSWORD_MAX_LENGTH };
    },

    /** A password hash under the hashing cap (registration hashes before its write transaction). */
    hashPassword: (password: string) => hasher.hash(password),

    /** Password hashing figures (running, peak, queue) for tests and diagnostics. */
    hashingStats: () => hasher.stats(),

    /** A new session for a user who just proved who they are (registration). */
    async startSession(user: User, ip: string | null, userAgent: string | null): Promise<string> {
      const stored = await repo.findUserById(user.id);
      if (!stored) throw new DomainError('not_found', M.userNotFound);
      return openSession(stored, ip, userAgent);
    },

    async createUser(input: NewAccount): Promise<User> {
      // a company account without its company would log in to a salon dashboard with nothing to manage
      if (input.role === 'company' && input.company_id == null)
        throw DomainError.validation([{ field: 'company_id', message: M.companyRequired }]);
      if (input.role !== 'company' && input.company_id != null)
        throw DomainError.validation([{ field: 'company_id', message: M.companyOnlyForCompany }]);
      await checkPassword(input.password);
      try {
        const user = await repo.insertUser(
          {
            email: input.email.trim(),
            password_hash: await hasher.hash(input.password),
            first_name: input.first_name?.trim() ?? '',
            last_name: input.last_name?.trim() ?? '',
            phone: input.phone ?? null,
            role: toStoredRole(input.role),
            company_id: input.company_id ?? null,
          },
          clock.now(),
        );
        return publicUser(user);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new DomainError('conflict', M.emailTaken, { fields: [{ field: 'email', message: M.emailTaken }] });
        if (isForeignKeyViolation(error)) throw DomainError.validation([{ field: 'company_id', message: M.companyNotFound }]);
        throw error;
      }
    },

    /**
     * Password login with throttling: at most `loginAttempts` failed attempts per account and address
     * within `lockoutDuration` minutes; beyond that every attempt (even with the right password) is
     * refused (and counted) until enough of them are older than the window. The attempt is recorded
     * before it is counted and before the password is checked, and it counts every attempt of the
     * window, so concurrent attempts see each other: of any burst, at most `loginAttempts` reach the
     * password check (each of those saw every earlier one that did). A success clears the account's
     * failures from that address. Unknown, inactive and active accounts cost the same check (no timing oracle).
     */
    async login(input: LoginInput): Promise<LoginResult> {
      const email = input.email.trim().toLowerCase();
      const now = clock.now();
      const { loginAttempts, lockoutDuration } = await settings.security();
      const since = new Date(now.getTime() - lockoutDuration * MINUTE);
      const client = deps.keyOf(input.ip);
      const attemptId = await repo.recordLoginAttempt(email, client, now);
      const failures = await repo.countFailures(email, client, since);
      if (failures > loginAttempts) throw await overLimit(email, client, since, failures, loginAttempts, now);
      let user: StoredUser | undefined;
      let valid: boolean;
      try {
        user = await repo.findUserByEmail(email);
        valid = await hasher.verify(input.password, user?.password_hash || (await dummy()));
      } catch (error) {
        await repo.deleteLoginAttempt(attemptId); // not checked (server busy): not a failure
        throw error;
      }
      // accounts from social sign-in have no password (empty hash): the dummy was checked, so they answer
      // like an unknown account, in the same time, and never log in with any password
      if (!user || !user.is_active || !user.password_hash || !valid) throw new DomainError('unauthenticated', M.invalidCredentials);
      await repo.clearFailures(email, client);
      // an admin with two-factor (or made to enrol by the security settings): no session before the code
      const step = deps.secondFactor ? await deps.secondFactor.stepFor(user) : null;
      if (step) return { two_factor: step, challenge: await deps.secondFactor!.challenge(user.id, step) };
      const token = await openSession(user, input.ip, input.userAgent ?? null);
      return { token, user: publicUser(user) };
    },

    /** A session for an account that passed its second step (two-factor authentication). */
    async sessionAfterSecondStep(userId: number, ip: string | null, userAgent: string | null): Promise<{ token: string; user: User }> {
      const stored = await repo.findUserById(userId);
      if (!stored || !stored.is_active) throw new DomainError('unauthenticated', M.sessionInvalid);
      return { token: await openSession(stored, ip, userAgent), user: publicUser(stored) };
    },

    /** The user behind a token; slides the expiry. Throws unauthenticated for unknown or expired tokens. */
    async authenticate(token: string): Promise<SessionUser> {
      const now = clock.now();
      const found = await repo.findSession(hashToken(token), now);
      if (!found || !found.user.is_active) throw new DomainError('unauthenticated', M.sessionInvalid);
      // Extend at most once a minute so every request does not write.
      if (now.getTime() - new Date(found.lastSeenAt).getTime() > MINUTE) {
        const { sessionTimeout } = await settings.security();
        await repo.extendSession(found.sessionId, now, new Date(now.getTime() + sessionTimeout * MINUTE));
      }
      return { ...publicUser(found.user), sessionId: found.sessionId };
    },

    async logout(token: string): Promise<void> {
      await repo.deleteSession(hashToken(token));
    },

    async listUsers(page: number, limit: number) {
      const size = Math.min(Math.max(limit, 1), ACCOUNTS_PAGE_MAX);
      const { users, total } = await repo.listUsers((Math.max(page, 1) - 1) * size, size);
      return { users: users.map(publicUser), total, page, limit: size };
    },

    /** Profile completion of social sign-in accounts: the phone (validated at the edge). */
    async completeProfile(userId: number, phone: string): Promise<User> {
      await repo.updatePhone(userId, phone.replace(/\s/g, ''), clock.now());
      const user = await repo.findUserById(userId);
      if (!user) throw new DomainError('not_found', M.userNotFound);
      return publicUser(user);
    },

    /** Whether an admin can sign in (the demo's task team, without a password, does not count): serve's first-run hint. */
    async hasAdmin(): Promise<boolean> {
      return (await repo.countSignInByRole('admin')) > 0;
    },

    async getUser(id: number): Promise<User> {
      const user = await repo.findUserById(id);
      if (!user) throw new DomainError('not_found', M.userNotFound);
      return publicUser(user);
    },

    /** Housekeeping: expired sessions and login attempts older than a day. */
    async prune(): Promise<{ sessions: number; attempts: number }> {
      const now = clock.now();
      return {
        sessions: await repo.deleteExpiredSessions(now),
        attempts: await repo.pruneLoginAttempts(new Date(now.getTime() - 24 * 60 * MINUTE)),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
