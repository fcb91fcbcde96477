import { isUniqueViolation } from '../../../db/dialect.js';
import { DomainError } from '../../errors.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { AccountsRepository, StoredUser } from '../accounts.repository.js';
import { OAUTH_MESSAGES as M, type OAuthProviderId } from './model.js';
import type { ExternalIdentity } from './provider.port.js';
import type { IdentityRepository } from './oauth.repository.js';
import { SWITCH_MESSAGES } from '../../settings/model.js';

const refuse = (message: string) => new DomainError('forbidden', message);

/**
 * The account of a provider's identity: the one linked to (provider, subject); else the account with
 * the same e-mail, when the provider verified it (linked from now on); else a new customer account
 * without a password. Deactivated accounts are refused.
 */
export function createIdentityLinker(deps: {
  /** a new account and its identity are written in one transaction (tx.identities) */
  uow: UnitOfWork;
  identities: IdentityRepository;
  users: AccountsRepository;
  /** registration switched off: no new account (a linked or existing one still signs in) */
  registrationOpen?: () => Promise<boolean>;
}) {
  const { identities, users } = deps;

  async function active(userId: number): Promise<StoredUser> {
    const user = await users.findUserById(userId);
    if (!user) throw refuse(M.flowInvalid);
    if (!user.is_active) throw refuse(M.deactivated);
    return user;
  }

  async function attempt(provider: OAuthProviderId, identity: ExternalIdentity, now: Date): Promise<StoredUser> {
    const email = identity.emailVerified && identity.email ? identity.email.trim().toLowerCase() : null;
    const link = { provider, subject: identity.subject, email };
    const linked = await identities.userIdOf(provider, identity.subject);
    if (linked !== undefined) {
      const user = await active(linked);
      await identities.touch(provider, identity.subject, email, now);
      return user;
    }
    if (!email) throw refuse(M.noVerifiedEmail);
    const existing = await users.findUserByEmail(email);
    if (existing) {
      if (!existing.is_active) throw refuse(M.deactivated);
      await identities.link(existing.id, link, now);
      return existing;
    }
    if (deps.registrationOpen && !(await deps.registrationOpen())) throw refuse(SWITCH_MESSAGES.registrationClosed);
    const user = { email, first_name: identity.firstName.slice(0, 100), last_name: identity.lastName.slice(0, 100), phone: null };
    const userId = await deps.uow.write((tx) => tx.identities.createUserWithIdentity(user, provider, link, now));
    return active(userId);
  }

  return {
    /** Two first sign-ins at once: the loser of the unique keys finds the winner's rows on the second try. */
    async accountOf(provider: OAuthProviderId, identity: ExternalIdentity, now: Date): Promise<StoredUser> {
      try {
        return await attempt(provider, identity, now);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return attempt(provider, identity, now);
      }
    },
  };
}
