import { DEFAULT_LIMITS } from '../../config/limits.js';
import type { CoreConfig, CoreDeps } from '../core-deps.js';
import { claimedProspectId } from '../prospects/claim.js';
import { PROSPECT_TEXTS } from '../prospects/model.js';
import { clientAddressKeyer } from '../security/client-address.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { Wiring } from '../unit-of-work.js';
import { createIdentityRepository } from './oauth/oauth.repository.js';
import { createOAuthService } from './oauth/oauth.service.js';
import { createPasswordHasher } from './password.js';
import { createRegistrationService } from './registration.service.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createAccountsService } from './accounts.service.js';
import { createTwoFactorService } from './two-factor/two-factor.service.js';
import { createTwoFactorSignIn } from './two-factor/sign-in.service.js';

/**
 * Accounts: users and sign-in (`accounts`), two-factor authentication of admin accounts (TOTP: enrolment,
 * the code after the password, recovery codes), social sign-in (`oauth`) and registration of a business.
 * `hasher` and `keyOf` (a client's address as a keyed hash) are shared with the demo accounts and rate limits.
 */
export function createAccounts(
  deps: Wiring & {
    config: Pick<CoreConfig, 'secret' | 'limits'>;
    settings: SettingsService;
    /** what two-factor enrolment e-mails with */
    mail: Parameters<typeof createTwoFactorService>[0]['mail'];
    /** social sign-in providers (adapters/oauth); without them, no social sign-in */
    adapters: Pick<CoreDeps, 'oauth'>;
    locateListing?: (companyId: number) => Promise<void>;
  },
) {
  const { db, uow, repos, clock, settings } = deps;
  const { secret } = deps.config;
  const { oauth } = deps.adapters;
  const hasher = createPasswordHasher(deps.config.limits?.hashing ?? DEFAULT_LIMITS.hashing);
  const keyOf = clientAddressKeyer(secret);
  const registrationOpen = async () => (await settings.general()).registrationEnabled;
  const twoFactor = createTwoFactorService({
    repo: repos.twoFactor,
    challenges: repos.twoFactorChallenges,
    users: createAccountsRepository(db),
    uow,
    settings,
    clock,
    secret,
    mail: deps.mail,
  });
  const accounts = createAccountsService({ repo: createAccountsRepository(db), settings, clock, hasher, secondFactor: twoFactor, keyOf });
  return {
    hasher,
    keyOf,
    accounts,
    twoFactor,
    twoFactorSignIn: createTwoFactorSignIn({ twoFactor, accounts }),
    oauth: createOAuthService({
      uow,
      providers: oauth?.providers ?? [],
      identities: createIdentityRepository(db),
      users: createAccountsRepository(db),
      accounts,
      clock,
      secret,
      flowTtlSeconds: oauth?.flowTtlSeconds ?? 600,
      registrationOpen,
      secondFactor: twoFactor,
    }),
    registration: createRegistrationService({
      uow,
      accounts,
      clock,
      locateListing: deps.locateListing,
      registrationOpen,
      claims: { prospectIdOf: (token) => claimedProspectId(secret, token), invalidMessage: PROSPECT_TEXTS.claimInvalid },
    }),
  };
}
