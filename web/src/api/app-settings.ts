import type { z } from 'zod';
import type { appSettingsResponse, databaseInfoResponse, SaveAppSettingsRequest } from '../../../src/contract/settings.js';
import { downloadFile, attachmentName } from './download.js';
import { apiRequest } from './http.js';

export type AppSettingsResponse = z.infer<typeof appSettingsResponse>;
export type AppSettings = AppSettingsResponse['settings'];
export type DatabaseInfo = z.infer<typeof databaseInfoResponse>['database'];

/** Nastavení: general, security, notifications, appearance, database (the e-mail tab: api/mail.ts; what every page reads: site-settings.ts). */
export function fetchAppSettings(signal?: AbortSignal): Promise<AppSettingsResponse> {
  return apiRequest<AppSettingsResponse>('/admin/app-settings', { signal });
}

export function saveAppSettings(body: SaveAppSettingsRequest): Promise<AppSettingsResponse> {
  return apiRequest<AppSettingsResponse>('/admin/app-settings', { method: 'PUT', body });
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
