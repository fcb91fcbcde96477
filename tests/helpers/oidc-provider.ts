import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from './postgres-cluster.js';

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/** Apple's way of authenticating a client: `client_secret` is an ES256 JWT signed with the team's key. */
export interface AppleStandIn {
  clientId: string;
  teamId: string;
  keyId: string;
  publicKey: KeyObject | string;
  redirectUri: string;
}

export interface LocalOidcProvider {
  issuer: string;
  /** accounts that can log in at the interaction form, by e-mail */
  accounts: Map<string, ProviderAccount>;
  /** client secrets Apple-style JWTs verified at the token endpoint */
  appleSecretsSeen: number;
  close(): Promise<void>;
}

const html = (body: string) =>
  `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Local OpenID Provider</title></head><body>${body}</body></html>`;

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Verifies Apple's client secret JWT (ES256, iss = team, sub = client, aud = issuer, not expired). */
function verifyAppleSecret(jwt: string, apple: AppleStandIn, issuer: string): boolean {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return false;
  const h = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; kid?: string };
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { iss?: string; sub?: string; aud?: string; exp?: number };
  const key = typeof apple.publicKey === 'string' ? createPublicKey(apple.publicKey) : apple.publicKey;
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return (
    valid &&
    h.alg === 'ES256' &&
    h.kid === apple.keyId &&
    c.iss === apple.teamId &&
    c.sub === apple.clientId &&
    c.aud === issuer &&
    (c.exp ?? 0) > Date.now() / 1000
  );
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1: the `clients`, a login form at its interaction
 * (an e-mail of `accounts`), consent given at once. With `apple`, a client that authenticates as Apple
 * wants it (a signed JWT as client secret, checked here) and answers with response_mode=form_post.
 */
export async function startOidcProvider(options: { clients: ClientMetadata[]; apple?: AppleStandIn }): Promise<LocalOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, ProviderAccount>();
  const appleSecret = 'apple-secret-after-jwt-check';
  const clients: ClientMetadata[] = [...options.clients];
  if (options.apple) {
    clients.push({
      client_id: options.apple.clientId,
      client_secret: appleSecret,
      redirect_uris: [options.apple.redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    });
  }
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      ...c,
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      name: ['given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile', 'name'],
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = [...accounts.values()].find((a) => a.sub === sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    // first-party client: consent is given at once
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile name');
      await grant.save();
      return grant;
    },
  });
  const state = { appleSecretsSeen: 0 };
  const handler = provider.callback();

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const login = url.pathname.match(/^\/interaction\/([^/]+)$/);
      const submit = url.pathname.match(/^\/interaction\/([^/]+)\/login$/);
      if (login && req.method === 'GET') {
        const details = await provider.interactionDetails(req, res);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          html(`<h1>Local OpenID Provider</h1><p>${details.params.client_id}</p>
<form method="post" action="/interaction/${details.uid}/login"><label>E-mail <input name="login" type="email"></label>
<button type="submit">Sign in</button></form>`),
        );
        return;
      }
      if (submit && req.method === 'POST') {
        const email = new URLSearchParams(await readBody(req)).get('login') ?? '';
        const account = accounts.get(email);
        if (!account) {
          res.statusCode = 401;
          res.end(html('<p>Unknown account</p>'));
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      if (options.apple && url.pathname === '/token' && req.method === 'POST') {
        const body = new URLSearchParams(await readBody(req));
        if (body.get('client_id') === options.apple.clientId) {
          if (!verifyAppleSecret(body.get('client_secret') ?? '', options.apple, issuer)) body.set('client_secret', 'invalid');
          else {
            state.appleSecretsSeen += 1;
            body.set('client_secret', appleSecret);
          }
        }
        (req as http.IncomingMessage & { body?: string }).body = body.toString();
      }
      handler(req, res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accounts,
    get appleSecretsSeen() {
      return state.appleSecretsSeen;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
