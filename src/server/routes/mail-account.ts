import { okResponse } from '../../contract/common.js';
import { mailAccountInput, mailAccountResponse, mailAccountTestResponse, saveMailAccountResponse } from '../../contract/inbox.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/**
 * The IMAP mail accounts: the operator's (admin, Settings) and a business's own (salon dashboard,
 * Nastavení). The password never leaves the server; the business's routes act for the session's company.
 */
export const mailAccountRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { accounts } = core.inbox;
  const saved = (result: Awaited<ReturnType<typeof accounts.save>>) => ({
    success: true as const,
    account: result.account,
    password_cleared: result.passwordCleared,
    ...(result.message ? { message: result.message } : {}),
  });

  app.get('/api/admin/mail-account', { schema: { response: { 200: mailAccountResponse } } }, async () => ({
    success: true as const,
    account: await accounts.get(null),
  }));
  app.put('/api/admin/mail-account', { schema: { body: mailAccountInput, response: { 200: saveMailAccountResponse } } }, async (request) =>
    saved(await accounts.save(null, request.body)),
  );
  app.post('/api/admin/mail-account/test', { schema: { response: { 200: mailAccountTestResponse } } }, async () => accounts.test(null));

  app.get('/api/company/mail-account', { ...companyRoute, schema: { response: { 200: mailAccountResponse } } }, async (request) => ({
    success: true as const,
    account: await accounts.get(companyIdOf(request)),
  }));
  app.put(
    '/api/company/mail-account',
    { ...companyRoute, schema: { body: mailAccountInput, response: { 200: saveMailAccountResponse } } },
    async (request) => saved(await accounts.save(companyIdOf(request), request.body)),
  );
  app.delete('/api/company/mail-account', { ...companyRoute, schema: { response: { 200: okResponse } } }, async (request) => {
    await accounts.remove(companyIdOf(request));
    return { success: true as const };
  });
  app.post('/api/company/mail-account/test', { ...companyRoute, schema: { response: { 200: mailAccountTestResponse } } }, async (request) =>
    accounts.test(companyIdOf(request)),
  );
};
