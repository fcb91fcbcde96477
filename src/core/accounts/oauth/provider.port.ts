/** The port of social sign-in: one configured provider as src/adapters/oauth implements it. */
import type { OAuthProviderId } from './model.js';

/** Who the provider says signed in. `emailVerified`: the provider vouches that the address is theirs. */
export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** What binds an authorization response to the request that asked for it. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One configured provider (adapters/oauth). */
export interface OAuthProvider {
  readonly id: OAuthProviderId;
  /** `form_post`: the provider POSTs the answer to the callback (Apple). */
  readonly responseMode: 'query' | 'form_post';
  /** Where to send the browser; the checks go with the flow and come back to `finish`. */
  begin(redirectUri: string): Promise<{ url: string; checks: FlowChecks }>;
  /**
   * Exchanges the authorization response's code and checks the answer (state, PKCE, and for OpenID
   * Connect the ID token's signature, issuer, audience and nonce). Throws OAuthProviderError.
   */
  finish(input: { redirectUri: string; params: URLSearchParams; checks: FlowChecks }): Promise<ExternalIdentity>;
}

/** `refused`: the answer was wrong or negative (cancelled, bad state or nonce); `unavailable`: the provider could not be reached. */
export class OAuthProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable',
  ) {
    super(message);
    this.name = 'OAuthProviderError';
  }
}
