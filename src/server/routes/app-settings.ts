import { createReadStream } from 'node:fs';
import {
  appSettingsResponse,
  databaseInfoResponse,
  publicSettingsResponse,
  saveAppSettingsRequest,
  SOCIAL_NETWORK_OPTIONS,
} from '../../contract/settings.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/**
 * Settings, every tab but e-mail: general, security, notifications, appearance, database (figures
 * and the backup download); and the public look every page applies.
 */
export const appSettingsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get('/api/admin/app-settings', { schema: { response: { 200: appSettingsResponse } } }, async () => ({
    success: true as const,
    settings: await core.settings.all(),
  }));

  app.put(
    '/api/admin/app-settings',
    { schema: { body: saveAppSettingsRequest, response: { 200: appSettingsResponse } } },
    async (request) => ({
      success: true as const,
      settings: await core.settings.save(request.body),
    }),
  );

  app.get(
    '/api/site-settings',
    // the same for everybody until the settings change (the answer cache keeps it till then)
    { config: { access: 'public' as const, sharedAnswer: { ttlMs: Infinity } }, schema: { response: { 200: publicSettingsResponse } } },
    async () => {
      const [general, appearance] = await Promise.all([core.settings.general(), core.settings.appearance()]);
      return {
        success: true as const,
        siteName: general.siteName,
        theme: appearance.theme,
        accentColor: appearance.accentColor,
        contactEmail: general.contactEmail,
        defaultCountry: general.defaultCountry,
        timeZone: general.timeZone,
        registrationEnabled: general.registrationEnabled,
        socialLinks: SOCIAL_NETWORK_OPTIONS.filter((network) => general.socialLinks[network]).map((network) => ({
          network,
          url: general.socialLinks[network],
        })),
        attachmentTypes: [...core.attachments.types],
        language: general.language,
      };
    },
  );

  app.get('/api/admin/database', { schema: { response: { 200: databaseInfoResponse } } }, async () => ({
    success: true as const,
    database: await core.database.info(),
  }));

  /** Zálohovat (SQLite): a consistent copy, streamed, then removed. PostgreSQL: 503 naming pg_dump. */
  app.get('/api/admin/database/backup', async (_request, reply) => {
    const backup = await core.database.temporaryBackup();
    const stream = createReadStream(backup.file);
    stream.on('close', () => void backup.discard());
    return reply
      .type('application/vnd.sqlite3')
      .header('content-disposition', `attachment; filename="${backup.name}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
