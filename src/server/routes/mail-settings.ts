import type { FastifyInstance } from 'fastify';
import { saveSettingsRequest } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import { parse } from '../validate.js';

/** Settings, e-mail tab: the eight SMTP keys (the password never leaves the server) and a connection test. */
export async function mailSettingsRoutes(app: FastifyInstance, { core }: { core: Core }) {
  app.get('/api/admin/settings', async () => {
    const { settings, passwordSet, smtpUrlOverride } = await core.mail.settings.forScreen();
    return { success: true, settings, password_set: passwordSet, smtp_url_override: smtpUrlOverride };
  });
  app.post('/api/admin/settings', async (request) => {
    const saved = await core.mail.settings.save(parse(saveSettingsRequest, request.body).settings);
    return { success: true, password_cleared: saved.passwordCleared, ...(saved.message ? { message: saved.message } : {}) };
  });
  app.post('/api/admin/settings/test', async () => core.mail.testConnection());
}
