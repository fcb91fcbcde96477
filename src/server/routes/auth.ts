import { loginRequest, loginResponse, logoutRequest, tokenRequest, userResponse, verifyResponse } from '../../contract/auth.js';
import { okResponse } from '../../contract/common.js';
import { completeProfileRequest, passwordPolicyResponse, registerCustomerRequest, registerResponse } from '../../contract/registration.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** Login, session check, logout, customer registration and the OAuth accounts' phone completion. */
export const authRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const config = { access: 'public' as const };
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.post(
    '/api/auth/login',
    { config: { ...config, rateLimitBucket: 'login' }, schema: { body: loginRequest, response: { 200: loginResponse } } },
    async (request) => ({ success: true as const, ...(await core.accounts.login({ ...request.body, ...client(request) })) }),
  );

  app.post('/api/auth/verify', { config, schema: { body: tokenRequest, response: { 200: verifyResponse } } }, async (request) => {
    const { sessionId: _s, ...user } = await core.accounts.authenticate(request.body.token);
    return { success: true as const, user };
  });

  app.post('/api/auth/logout', { config, schema: { body: logoutRequest, response: { 200: okResponse } } }, async (request) => {
    const token = request.body.token || request.token;
    if (token) await core.accounts.logout(token);
    return { success: true as const };
  });

  app.post(
    '/api/auth/register',
    { config: { ...config, rateLimitBucket: 'register' }, schema: { body: registerCustomerRequest, response: { 201: registerResponse } } },
    async (request, reply) => {
      const result = await core.registration.registerCustomer(request.body, client(request));
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.get('/api/auth/password-policy', { config, schema: { response: { 200: passwordPolicyResponse } } }, async () => ({
    success: true as const,
    ...(await core.accounts.passwordPolicy()),
  }));

  app.post(
    '/api/auth/complete-profile',
    { config: { access: 'user' }, schema: { body: completeProfileRequest, response: { 200: userResponse } } },
    async (request) => ({ success: true as const, user: await core.accounts.completeProfile(request.user!.id, request.body.phone) }),
  );
};
