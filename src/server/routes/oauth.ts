import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OAUTH_FINISH_PATH,
  oauthExchangeRequest,
  oauthExchangeResponse,
  oauthProvidersResponse,
  SOCIAL_ERROR_PARAMS,
} from '../../contract/oauth.js';
import { isDomainError, type Core, isOAuthProviderId } from '../../core/index.js';
import { clearFlowCookie, readFlowCookie, servedOrigin, setFlowCookie } from '../oauth-flow-cookie.js';
import type { ZodTypeProvider } from '../typed-routes.js';

type ProviderRequest = FastifyRequest<{ Params: { provider: string }; Querystring: { next?: string } }>;

const callbackUri = (request: ProviderRequest) =>
  `${servedOrigin(request)}/auth/oauth/${encodeURIComponent(request.params.provider)}/callback`;

/** A failed sign-in goes back to the login page, which names the provider. Unexpected errors are logged. */
function toLoginPage(request: ProviderRequest, reply: FastifyReply, error: unknown) {
  const provider = request.params.provider;
  const expected = isDomainError(error);
  if (!expected) request.log.error({ err: error, reqId: request.id }, 'social sign-in failed');
  else request.log.warn({ provider, reason: error.details.reason ?? error.message }, 'social sign-in refused');
  if (!isOAuthProviderId(provider)) return reply.redirect('/prihlaseni', 303);
  const kind = expected && error.code !== 'unavailable' ? 'failed' : 'error';
  return reply.redirect(`/prihlaseni?${SOCIAL_ERROR_PARAMS.provider}=${provider}&${SOCIAL_ERROR_PARAMS.error}=${kind}`, 303);
}

/**
 * Social sign-in: GET /auth/oauth/{provider}/start sends the browser to the provider; its answer comes
 * back to /callback (GET, or POST for form_post) and goes on to the web app's hand-over page with a
 * one-time code in the fragment, which the app exchanges for a session at /api/auth/oauth/exchange.
 */
export async function oauthRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const pub = { config: { access: 'public' as const } };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/auth/oauth/providers', { ...pub, schema: { response: { 200: oauthProvidersResponse } } }, async () => ({
    success: true as const,
    providers: core.oauth.list(),
  }));

  api.post(
    '/api/auth/oauth/exchange',
    { ...pub, schema: { body: oauthExchangeRequest, response: { 200: oauthExchangeResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.oauth.exchange(request.body.code, request.ip, request.headers['user-agent'] ?? null)),
    }),
  );

  app.get('/auth/oauth/:provider/start', async (request: ProviderRequest, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const started = await core.oauth.begin(request.params.provider, request.query.next, callbackUri(request));
      setFlowCookie(request, reply, started.flow, started.maxAgeSeconds, core.oauth.responseMode(request.params.provider) === 'form_post');
      return reply.redirect(started.url, 302);
    } catch (error) {
      return toLoginPage(request, reply, error);
    }
  });

  const callback = async (request: ProviderRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams(request.url.split('?')[1] ?? '');
    const flow = readFlowCookie(request);
    clearFlowCookie(request, reply);
    try {
      const { code } = await core.oauth.complete({ provider: request.params.provider, flow, params, redirectUri: callbackUri(request) });
      return reply.redirect(`${OAUTH_FINISH_PATH}#code=${code}&provider=${request.params.provider}`, 303);
    } catch (error) {
      return toLoginPage(request, reply, error);
    }
  };
  app.get('/auth/oauth/:provider/callback', callback);
  app.post('/auth/oauth/:provider/callback', callback);
}
