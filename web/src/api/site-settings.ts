import type { z } from 'zod';
import type { publicSettingsResponse } from '../../../src/contract/settings.js';
import { apiRequest } from './http.js';

export type SiteSettings = z.infer<typeof publicSettingsResponse>;

/**
 * The site's name and look, for every page. Apart from the admin's settings calls (`app-settings.ts`):
 * a module the home page imports lands in its bundle whole, with what only the back office calls.
 */
export function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiRequest<SiteSettings>('/site-settings', { signal });
}
