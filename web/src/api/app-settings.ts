import type { z } from 'zod';
import type {
  appSettingsResponse,
  databaseInfoResponse,
  publicSettingsResponse,
  SaveAppSettingsRequest,
} from '../../../src/contract/settings.js';
import { downloadFile, attachmentName } from './download.js';
import { apiRequest } from './http.js';

export type AppSettingsResponse = z.infer<typeof appSettingsResponse>;
export type AppSettings = AppSettingsResponse['settings'];
export type SiteSettings = z.infer<typeof publicSettingsResponse>;
export type DatabaseInfo = z.infer<typeof databaseInfoResponse>['database'];

/** Nastavení: general, security, notifications, appearance, database (the e-mail tab: api/mail.ts). */
export function fetchAppSettings(signal?: AbortSignal): Promise<AppSettingsResponse> {
  return apiRequest<AppSettingsResponse>('/admin/app-settings', { signal });
}

export function saveAppSettings(body: SaveAppSettingsRequest): Promise<AppSettingsResponse> {
  return apiRequest<AppSettingsResponse>('/admin/app-settings', { method: 'PUT', body });
}

/** The site's name and look, for every page. */
export function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiRequest<SiteSettings>('/site-settings', { signal });
}

export async function fetchDatabaseInfo(signal?: AbortSignal): Promise<DatabaseInfo> {
  return (await apiRequest<z.infer<typeof databaseInfoResponse>>('/admin/database', { signal })).database;
}

/** Zálohovat: the SQLite backup, saved by the browser. */
export function downloadBackup(): Promise<void> {
  return downloadFile('/admin/database/backup', {}, (response) =>
    attachmentName(response.headers.get('content-disposition'), 'marketplace.sqlite'),
  );
}
