import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthProviders } from '../../src/adapters/oauth/index.js';
import { parseEnv } from '../../src/config/index.js';
import { oauthConfigFrom } from '../../src/config/oauth.js';
import { hashToken } from '../../src/core/accounts/accounts.service.js';
import { findJob } from '../../src/jobs/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieBrowser } from '../helpers/cookie-browser.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, PASSWORD } from '../helpers/factories.js';
import { startSocialProviders } from '../helpers/oauth-setup.js';

type Browser = ReturnType<typeof cookieBrowser>;

/**
 * Social sign-in through real HTTP: the app listening on 127.0.0.1, a real OpenID provider (Google,
 * Apple) and a Facebook-style OAuth 2.0 server on loopback, a cookie-keeping client following the redirects.
 */
describe.each(DB_KINDS)('social sign-in on %s', (kind) => {
  let t: TestApp;
  let outside: Awaited<ReturnType<typeof startSocialProviders>>;
  let base: string;

  beforeAll(async () => {
    outside = await startSocialProviders();
    const { config } = oauthConfigFrom(parseEnv(outside.env));
    t = await startTestApp(kind, { oauth: { providers: createOAuthProviders(config), flowTtlSeconds: config.flowTtlSeconds } });
    await t.app.listen({ port: outside.appPort, host: '127.0.0.1' });
    base = outside.appUrl;
  });
  afterAll(async () => {
    await t?.close();
    await outside?.close();
  });

  const atApp = (location: URL) => location.origin === base && location.pathname.startsWith('/prihlaseni');

  /** start -> provider (its login form, when it shows one) -> callback -> where the app sends the browser. */
  async function signIn(
    provider: string,
    email: string | null,
    options: { next?: string; browser?: Browser; rewrite?: (url: URL) => URL; startUrl?: string } = {},
  ) {
    const browser = options.browser ?? cookieBrowser();
    const start = await browser.request(
      options.startUrl ?? `${base}/auth/oauth/${provider}/start?next=${encodeURIComponent(options.next ?? '/klient')}`,
    );
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get('location')!);
    let walk = await browser.follow((options.rewrite ?? ((u) => u))(authorization).href, {
      stop: atApp,
      rewrite: options.rewrite,
      postForms: true,
    });
    if (!walk.location && email) {
      const action = walk.page!.match(/action="([^"]+)"/)![1]!;
      const posted = await browser.request(new URL(action, authorization).href, {
        method: 'POST',
        body: new URLSearchParams({ login: email }),
      });
      expect(posted.status).toBe(303);
      walk = await browser.follow(new URL(posted.headers.get('location')!, authorization).href, {
        stop: atApp,
        rewrite: options.rewrite,
        postForms: true,
      });
    }
    expect(walk.location, walk.page).not.toBeNull();
    return { start, authorization, landing: walk.location!, browser };
  }

  async function exchange(landing: URL) {
    expect(landing.pathname).toBe('/prihlaseni/dokonceno');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    const res = await fetch(`${base}/api/auth/oauth/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: fragment.get('code') }),
    });
    return {
      res,
      body: (await res.json()) as {
        success: boolean;
        token: string;
        user: { id: number; email: string; role: string; first_name: string; last_name: string; needs_profile_completion: boolean };
        next: string;
      },
      code: fragment.get('code')!,
      provider: fragment.get('provider'),
    };
  }

  const failedFor = (provider: string) => `/prihlaseni?social=${provider}&social_error=failed`;
  const path = (url: URL) => `${url.pathname}${url.search}`;

  it('lists the configured providers', async () => {
    const res = await fetch(`${base}/api/auth/oauth/providers`);
    expect(await res.json()).toEqual({
      success: true,
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'facebook', name: 'Facebook' },
        { id: 'apple', name: 'Apple' },
      ],
    });
  });

  it('creates a customer account on the first Google sign-in, logs it in, and links the second sign-in to it', async () => {
    const email = `nova.${kind}@example.cz`;
    outside.oidc.accounts.set(email, { sub: `g-new-${kind}`, email, email_verified: true, given_name: 'Nová', family_name: 'Zákaznice' });
    const first = await signIn('google', email, { next: '/klient?tab=profil' });

    // the authorization request: our redirect URI, state, nonce and PKCE; the flow kept in an HttpOnly Lax cookie
    expect(first.authorization.origin).toBe(outside.oidc.issuer);
    const q = first.authorization.searchParams;
    expect(q.get('redirect_uri')).toBe(`${base}/auth/oauth/google/callback`);
    expect(q.get('client_id')).toBe('google-client');
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('scope')).toBe('openid email profile');
    const cookie = first.start.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^marketplace_oauth=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain(q.get('state')!); // sealed, not readable

    const { res, body, code, provider } = await exchange(first.landing);
    expect(provider).toBe('google');
    expect(res.status).toBe(200);
    expect(body.next).toBe('/klient?tab=profil');
    expect(body.user).toMatchObject({
      email,
      role: 'customer',
      first_name: 'Nová',
      last_name: 'Zákaznice',
      needs_profile_completion: true,
    });
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token: body.token } });
    expect(verify.json().user.id).toBe(body.user.id);

    // the hand-over code works once
    const again = await fetch(`${base}/api/auth/oauth/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(again.status).toBe(401);

    // no password: password login is refused for the account
    const stored = await t.database.db('users').where({ email }).first();
    expect(stored.password_hash).toBe('');
    expect(stored.auth_provider).toBe('google');
    expect((await login(t.app, email, 'jakekoli-heslo')).statusCode).toBe(401);

    // it has no phone yet, so the profile completion (Dokončete registraci) applies to it
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/complete-profile',
      headers: { authorization: `Bearer ${body.token}` },
      payload: { phone: '+420 777 123 456' },
    });
    expect(completed.json().user.needs_profile_completion).toBe(false);

    const second = await exchange((await signIn('google', email)).landing);
    expect(second.body.user.id).toBe(body.user.id);
    expect(Number((await t.database.db('oauth_identities').where({ user_id: body.user.id }).count({ n: '*' }).first())!.n)).toBe(1);
    expect(Number((await t.database.db('users').where({ email }).count({ n: '*' }).first())!.n)).toBe(1);
  });

  it('links an existing account with the same verified e-mail, which keeps its password', async () => {
    const existing = await createUser(t.core, 'customer', { email: `heslo.${kind}@example.cz` });
    outside.oidc.accounts.set(existing.email, { sub: `g-existing-${kind}`, email: existing.email.toUpperCase(), email_verified: true });
    const { body } = await exchange((await signIn('google', existing.email)).landing);
    expect(body.user.id).toBe(existing.id);
    expect(body.user.needs_profile_completion).toBe(false);
    expect(
      await t.database
        .db('oauth_identities')
        .where({ provider: 'google', subject: `g-existing-${kind}` })
        .first(),
    ).toMatchObject({ user_id: existing.id });
    expect((await login(t.app, existing.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an e-mail the provider did not verify, and a deactivated account', async () => {
    const email = `neovereny.${kind}@example.cz`;
    outside.oidc.accounts.set(email, { sub: `g-unverified-${kind}`, email, email_verified: false });
    expect(path((await signIn('google', email)).landing)).toBe(failedFor('google'));
    expect(await t.database.db('users').where({ email }).first()).toBeUndefined();

    const blocked = await createUser(t.core, 'customer', { email: `blokovany.${kind}@example.cz`, active: false });
    outside.oidc.accounts.set(blocked.email, { sub: `g-blocked-${kind}`, email: blocked.email, email_verified: true });
    expect(path((await signIn('google', blocked.email)).landing)).toBe(failedFor('google'));
  });

  it('refuses a tampered state, a missing or altered flow cookie and a nonce mismatch', async () => {
    const email = `opatrny.${kind}@example.cz`;
    outside.oidc.accounts.set(email, { sub: `g-careful-${kind}`, email, email_verified: true });
    const atCallback = (url: URL) => url.origin === base && url.pathname === '/auth/oauth/google/callback';

    const tamperState = (url: URL) => {
      if (atCallback(url)) url.searchParams.set('state', `${url.searchParams.get('state')}x`);
      return url;
    };
    expect(path((await signIn('google', email, { rewrite: tamperState })).landing)).toBe(failedFor('google'));

    // the provider's answer arriving in another browser (no flow cookie) or with an altered cookie
    for (const alter of [
      (jar: Map<string, string>) => jar.clear(),
      (jar: Map<string, string>) => jar.set('marketplace_oauth', `${jar.get('marketplace_oauth')!.slice(0, -4)}AAAA`),
    ]) {
      const browser = cookieBrowser();
      const dropCookie = (url: URL) => {
        if (atCallback(url)) alter(browser.cookies('127.0.0.1'));
        return url;
      };
      expect(path((await signIn('google', email, { browser, rewrite: dropCookie })).landing)).toBe(failedFor('google'));
    }

    // the provider signs an ID token for another nonce than the one this flow sent
    const tamperNonce = (url: URL) => {
      if (url.origin === outside.oidc.issuer && url.searchParams.has('nonce'))
        url.searchParams.set('nonce', 'someone-elses-nonce-0123456789');
      return url;
    };
    expect(path((await signIn('google', email, { rewrite: tamperNonce })).landing)).toBe(failedFor('google'));
    expect(await t.database.db('users').where({ email }).first()).toBeUndefined();

    // the untouched flow still works
    expect((await exchange((await signIn('google', email)).landing)).body.user.email).toBe(email);
  });

  it('ignores a next that is not a local path', async () => {
    const email = `presmerovani.${kind}@example.cz`;
    outside.oidc.accounts.set(email, { sub: `g-next-${kind}`, email, email_verified: true });
    for (const next of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      const { landing, authorization } = await signIn('google', email, { next });
      expect(authorization.origin).toBe(outside.oidc.issuer);
      expect(landing.origin).toBe(base);
      const { body } = await exchange(landing);
      expect(body.next).toBe('/dashboard');
    }
  });

  it('signs in with Facebook-style OAuth 2.0 (Graph user info) and refuses a profile without an e-mail', async () => {
    const email = `filip.${kind}@example.cz`;
    outside.facebook.signIn({ id: `fb-${kind}`, name: 'Filip Facebookový', email });
    const first = await signIn('facebook', null);
    expect(first.authorization.origin).toBe(outside.facebook.origin);
    expect(first.authorization.searchParams.get('code_challenge_method')).toBe('S256');
    const { body } = await exchange(first.landing);
    expect(body.user).toMatchObject({
      email,
      first_name: 'Filip',
      last_name: 'Facebookový',
      role: 'customer',
      needs_profile_completion: true,
    });
    const second = await exchange((await signIn('facebook', null)).landing);
    expect(second.body.user.id).toBe(body.user.id);

    outside.facebook.signIn({ id: `fb-noemail-${kind}`, name: 'Bez Adresy' });
    expect(path((await signIn('facebook', null)).landing)).toBe(failedFor('facebook'));
  });

  it('signs in with Apple: a signed client secret and the answer POSTed to the callback (form_post)', async () => {
    const email = `jablko.${kind}@example.cz`;
    outside.oidc.accounts.set(email, { sub: `apple-${kind}`, email, email_verified: true, given_name: 'Adam', family_name: 'Jablečný' });
    const before = outside.oidc.appleSecretsSeen;
    const { authorization, landing } = await signIn('apple', email);
    expect(authorization.searchParams.get('response_mode')).toBe('form_post');
    expect(authorization.searchParams.get('client_id')).toBe('cz.example.marketplace');
    const { body } = await exchange(landing);
    expect(body.user).toMatchObject({ email, role: 'customer' });
    expect(outside.oidc.appleSecretsSeen).toBe(before + 1);
  });

  it('sends an unknown provider back to the login page and refuses a bad hand-over code', async () => {
    const unknown = await fetch(`${base}/auth/oauth/twitter/start`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/prihlaseni');
    const bad = await fetch(`${base}/api/auth/oauth/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(43) }),
    });
    expect(bad.status).toBe(401);
  });

  it('prunes hand-over codes that expired unused in the prune-sessions job, and leaves the live ones', async () => {
    const email = `zapomnela.${kind}@example.cz`;
    outside.oidc.accounts.set(email, {
      sub: `g-forgot-${kind}`,
      email,
      email_verified: true,
      given_name: 'Věra',
      family_name: 'Zapomnětlivá',
    });
    const stale = new URLSearchParams((await signIn('google', email)).landing.hash.slice(1)).get('code')!;
    const live = (await signIn('google', email)).landing;
    const codes = () =>
      t.database
        .db('oauth_handoffs')
        .count({ n: '*' })
        .first()
        .then((r) => Number(r!.n));
    const before = await codes();
    expect(before).toBeGreaterThanOrEqual(2);
    // the first code's time ran out while nobody exchanged it
    await t.database
      .db('oauth_handoffs')
      .where({ code_hash: hashToken(stale) })
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const result = (await findJob('prune-sessions')!.run(t.core, {})) as Record<string, number>;
    expect(result.oauthCodes).toBe(1);
    expect(await codes()).toBe(before - 1);
    expect((await exchange(live)).res.status).toBe(200);
  });
});

describe.each(DB_KINDS)('social sign-in without providers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('lists none and sends a start back to the login page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oauth/providers' })).json()).toEqual({ success: true, providers: [] });
    const start = await t.app.inject({ method: 'GET', url: '/auth/oauth/google/start?next=/klient' });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/prihlaseni?social=google&social_error=failed');
  });
});
