import type { FastifyInstance } from 'fastify';
import { loginRequest, tokenRequest } from '../../contract/auth.js';
import { completeProfileRequest, registerCustomerRequest } from '../../contract/registration.js';
import type { Core } from '../../core/index.js';
import { parse } from '../validate.js';

export async function authRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const pub = { config: { access: 'public' as const } };

  app.post('/api/auth/login', { config: { access: 'public', rateLimitBucket: 'login' } }, async (request) => {
    const body = parse(loginRequest, request.body);
    const { token, user } = await core.accounts.login({
      ...body,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return { success: true, token, user };
  });

  app.post('/api/auth/verify', pub, async (request) => {
    const { token } = parse(tokenRequest, request.body);
    const { sessionId: _s, ...user } = await core.accounts.authenticate(token);
    return { success: true, user };
  });

  app.post('/api/auth/logout', pub, async (request) => {
    const body = request.body as { token?: unknown } | undefined;
    const token = typeof body?.token === 'string' && body.token ? body.token : request.token;
    if (token) await core.accounts.logout(token);
    return { success: true };
  });

  app.post('/api/auth/register', { config: { access: 'public', rateLimitBucket: 'register' } }, async (request, reply) => {
    const body = parse(registerCustomerRequest, request.body);
    const result = await core.registration.registerCustomer(body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
    return reply.status(201).send({ success: true, ...result });
  });

  app.get('/api/auth/password-policy', pub, async () => ({ success: true, ...(await core.accounts.passwordPolicy()) }));

  app.post('/api/auth/complete-profile', { config: { access: 'user' as const } }, async (request) => {
    const { phone } = parse(completeProfileRequest, request.body);
    return { success: true, user: await core.accounts.completeProfile(request.user!.id, phone) };
  });
}
