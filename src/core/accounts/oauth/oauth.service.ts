import { randomBytes } from 'node:crypto';
import { DomainError } from '../../errors.js';
import type { Clock } from '../../clock.port.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { openSecret, sealSecret } from '../../security/secret-box.js';
import type { AccountsService } from '../accounts.service.js';
import { hashToken } from '../accounts.service.js';
import type { AccountsRepository } from '../accounts.repository.js';
import type { User } from '../model.js';
import { createIdentityLinker } from './linking.service.js';
import { OAUTH_MESSAGES as M, OAUTH_PROVIDER_NAMES, safeNextPath, type OAuthProviderId } from './model.js';
import { OAuthProviderError, type FlowChecks, type OAuthProvider } from './provider.port.js';
import type { IdentityRepository } from './oauth.repository.js';
import type { SecondFactor } from '../accounts.service.js';
import { TWO_FACTOR_MESSAGES } from '../two-factor/model.js';

/** A started sign-in as the browser keeps it (sealed: encrypted and authenticated under the secret). */
interface Flow extends FlowChecks {
  provider: OAuthProviderId;
  next: string;
  expires: number;
}

export interface OAuthDeps {
  uow: UnitOfWork;
  providers: OAuthProvider[];
  identities: IdentityRepository;
  users: AccountsRepository;
  accounts: AccountsService;
  clock: Clock;
  secret: string;
  flowTtlSeconds: number;
  /** whether a new account may be made (Nastavení › Obecné › Povolit registraci) */
  registrationOpen?: () => Promise<boolean>;
  /** an admin with two-factor authentication (or made to enrol) signs in with the password and the code only */
  secondFactor?: Pick<SecondFactor, 'stepFor'>;
}

const SEAL_CONTEXT = 'oauth-flow:';

/**
 * Social sign-in: begin (where to send the browser, and the sealed flow it keeps), complete (the
 * provider's answer -> the linked or new account -> a one-time hand-over code), exchange (the code
 * -> a normal session). The session token itself never travels in a URL.
 */
export function createOAuthService(deps: OAuthDeps) {
  const { clock, secret } = deps;
  const byId = new Map(deps.providers.map((p) => [p.id, p]));
  const linker = createIdentityLinker({
    uow: deps.uow,
    identities: deps.identities,
    users: deps.users,
    registrationOpen: deps.registrationOpen,
  });
  const ttlMs = deps.flowTtlSeconds * 1000;

  function provider(id: string): OAuthProvider {
    const found = byId.get(id as OAuthProviderId);
    if (!found) throw new DomainError('not_found', M.notConfigured);
    return found;
  }

  function openFlow(sealed: string | undefined, id: OAuthProviderId): Flow {
    const plain = sealed ? openSecret(secret, sealed) : undefined;
    if (!plain?.startsWith(SEAL_CONTEXT)) throw new DomainError('forbidden', M.flowInvalid);
    const flow = JSON.parse(plain.slice(SEAL_CONTEXT.length)) as Flow;
    if (flow.provider !== id || flow.expires <= clock.now().getTime()) throw new DomainError('forbidden', M.flowInvalid);
    return flow;
  }

  const providerFailure = (error: unknown) => {
    if (!(error instanceof OAuthProviderError)) return error;
    return new DomainError(error.kind === 'unavailable' ? 'unavailable' : 'forbidden', M.flowInvalid, { reason: error.message });
  };

  return {
    /** The configured providers, for the login page's buttons. */
    list(): Array<{ id: OAuthProviderId; name: string }> {
      return deps.providers.map((p) => ({ id: p.id, name: OAUTH_PROVIDER_NAMES[p.id] }));
    },

    responseMode(id: string) {
      return provider(id).responseMode;
    },

    /** The provider's authorization URL and the sealed flow (state, nonce, PKCE verifier, next) to keep for `complete`. */
    async begin(id: string, next: unknown, redirectUri: string) {
      const p = provider(id);
      let started: Awaited<ReturnType<OAuthProvider['begin']>>;
      try {
        started = await p.begin(redirectUri);
      } catch (error) {
        throw providerFailure(error);
      }
      const flow: Flow = { ...started.checks, provider: p.id, next: safeNextPath(next), expires: clock.now().getTime() + ttlMs };
      return { url: started.url, flow: sealSecret(secret, SEAL_CONTEXT + JSON.stringify(flow)), maxAgeSeconds: deps.flowTtlSeconds };
    },

    /** Checks the provider's answer against the sealed flow and finds or creates the account; returns a one-time code. */
    async complete(input: { provider: string; flow: string | undefined; params: URLSearchParams; redirectUri: string }) {
      const p = provider(input.provider);
      const flow = openFlow(input.flow, p.id);
      let identity;
      try {
        identity = await p.finish({ redirectUri: input.redirectUri, params: input.params, checks: flow });
      } catch (error) {
        throw providerFailure(error);
      }
      const now = clock.now();
      const user = await linker.accountOf(p.id, identity, now);
      const code = randomBytes(32).toString('base64url');
      await deps.identities.insertHandoff({
        codeHash: hashToken(code),
        userId: user.id,
        nextPath: flow.next,
        now,
        expires: new Date(now.getTime() + ttlMs),
      });
      return { code, next: flow.next };
    },

    /** Deletes the hand-over codes that expired unused (the scheduled prune-sessions job). */
    prune: () => deps.identities.pruneHandoffs(clock.now()),

    /** The hand-over code (once, before it expires) -> a session of the signed-in account. */
    async exchange(code: string, ip: string | null, userAgent: string | null): Promise<{ token: string; user: User; next: string }> {
      const taken = await deps.identities.consumeHandoff(hashToken(code), clock.now());
      if (!taken) throw new DomainError('unauthenticated', M.codeInvalid);
      const stored = await deps.users.findUserById(taken.userId);
      if (!stored?.is_active) throw new DomainError('forbidden', M.deactivated);
      if (deps.secondFactor && (await deps.secondFactor.stepFor(stored)))
        throw new DomainError('forbidden', TWO_FACTOR_MESSAGES.socialSignIn);
      const user = await deps.accounts.getUser(taken.userId);
      return { token: await deps.accounts.startSession(user, ip, userAgent), user, next: taken.nextPath };
    },
  };
}
