import { saveSettingsRequest, saveSettingsResponse, settingsResponse, testConnectionResponse } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** Settings, e-mail tab: the eight SMTP keys (the password never leaves the server) and a connection test. */
export const mailSettingsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get('/api/admin/settings', { schema: { response: { 200: settingsResponse } } }, async () => {
    const { settings, passwordSet, smtpUrlOverride } = await core.mail.settings.forScreen();
    return { success: true as const, settings, password_set: passwordSet, smtp_url_override: smtpUrlOverride };
  });
  app.post('/api/admin/settings', { schema: { body: saveSettingsRequest, response: { 200: saveSettingsResponse } } }, async (request) => {
    const saved = await core.mail.settings.save(request.body.settings);
    return { success: true as const, password_cleared: saved.passwordCleared, ...(saved.message ? { message: saved.message } : {}) };
  });
  app.post('/api/admin/settings/test', { schema: { response: { 200: testConnectionResponse } } }, async () => core.mail.testConnection());
};
