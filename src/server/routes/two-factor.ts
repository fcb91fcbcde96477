import { sessionResponse } from '../../contract/auth.js';
import { okResponse } from '../../contract/common.js';
import {
  recoveryCodesResponse,
  twoFactorChallengeRequest,
  twoFactorCodeRequest,
  twoFactorEnrolledResponse,
  twoFactorSecretResponse,
  twoFactorStatusResponse,
  twoFactorVerifyRequest,
} from '../../contract/two-factor.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/**
 * Two-factor authentication of admins: the steps after the password (public, holding the login's
 * challenge; counted like logins) and the signed-in admin's own settings (/api/admin/two-factor).
 */
export const twoFactorRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const step = { access: 'public' as const, rateLimitBucket: 'login' as const };
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.post(
    '/api/auth/two-factor/verify',
    { config: step, schema: { body: twoFactorVerifyRequest, response: { 200: sessionResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.twoFactorSignIn.verify(request.body.challenge, request.body.code, client(request))),
    }),
  );

  app.post(
    '/api/auth/two-factor/enrol',
    { config: step, schema: { body: twoFactorChallengeRequest, response: { 200: twoFactorSecretResponse } } },
    async (request) => ({ success: true as const, ...(await core.twoFactorSignIn.begin(request.body.challenge)) }),
  );

  app.post(
    '/api/auth/two-factor/enrol/confirm',
    { config: step, schema: { body: twoFactorVerifyRequest, response: { 200: twoFactorEnrolledResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.twoFactorSignIn.confirm(request.body.challenge, request.body.code, client(request))),
    }),
  );

  app.get('/api/admin/two-factor', { schema: { response: { 200: twoFactorStatusResponse } } }, async (request) => ({
    success: true as const,
    two_factor: await core.twoFactor.status(request.user!.id),
  }));

  app.post('/api/admin/two-factor/setup', { schema: { response: { 200: twoFactorSecretResponse } } }, async (request) => ({
    success: true as const,
    ...(await core.twoFactor.begin(request.user!.id)),
  }));

  app.post(
    '/api/admin/two-factor/confirm',
    { schema: { body: twoFactorCodeRequest, response: { 200: recoveryCodesResponse } } },
    async (request) => ({ success: true as const, recovery_codes: await core.twoFactor.confirm(request.user!.id, request.body.code) }),
  );

  app.post(
    '/api/admin/two-factor/recovery-codes',
    { schema: { body: twoFactorCodeRequest, response: { 200: recoveryCodesResponse } } },
    async (request) => ({
      success: true as const,
      recovery_codes: await core.twoFactor.renewRecoveryCodes(request.user!.id, request.body.code),
    }),
  );

  app.post('/api/admin/two-factor/disable', { schema: { body: twoFactorCodeRequest, response: { 200: okResponse } } }, async (request) => {
    await core.twoFactor.disable(request.user!.id, request.body.code);
    return { success: true as const };
  });
};
