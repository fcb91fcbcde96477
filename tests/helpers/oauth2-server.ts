import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphUser {
  id: string;
  name: string;
  email?: string;
}

/**
 * A Facebook-style OAuth 2.0 server on 127.0.0.1 (the "outside internet" of the tests): a dialog that
 * approves at once as `signedIn`, a token endpoint checking the client secret, the redirect URI and
 * PKCE, and a Graph-like `me?fields=id,name,email`.
 */
export async function startOAuth2Server(client: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, { user: GraphUser; redirectUri: string; challenge: string | null }>();
  const tokens = new Map<string, GraphUser>();
  const state: { signedIn: GraphUser | null } = { signedIn: null };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/dialog/oauth' && req.method === 'GET') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== client.clientId || !redirectUri || !state.signedIn)
        return json(res, 400, { error: 'bad dialog' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { user: state.signedIn, redirectUri, challenge: url.searchParams.get('code_challenge') });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/oauth/access_token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        const grant = codes.get(body.get('code') ?? '');
        codes.delete(body.get('code') ?? '');
        const verifier = body.get('code_verifier') ?? '';
        const pkce = grant?.challenge === createHash('sha256').update(verifier).digest('base64url');
        if (
          body.get('client_id') !== client.clientId ||
          body.get('client_secret') !== client.clientSecret ||
          !grant ||
          grant.redirectUri !== body.get('redirect_uri') ||
          !pkce
        ) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant.user);
        json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/me' && req.method === 'GET') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
      if (!user) return json(res, 401, { error: 'invalid token' });
      return json(res, 200, url.searchParams.get('fields')?.includes('email') ? user : { id: user.id, name: user.name });
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoints: {
      authorizationUrl: `${origin}/dialog/oauth`,
      tokenUrl: `${origin}/oauth/access_token`,
      userinfoUrl: `${origin}/me?fields=id,name,email`,
    },
    signIn(user: GraphUser) {
      state.signedIn = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
