import { useQuery } from '@tanstack/react-query';
import { fetchSiteSettings, type SiteSettings } from '../api/site-settings.js';
import { SITE_SETTINGS_KEY } from './theme.js';

/** The operator's time zone before the site settings have answered (the settings' default). */
export const DEFAULT_OPERATOR_TIME_ZONE = 'Europe/Prague';

/** GET /api/site-settings, shared by every component that reads it (one request, kept a minute). */
export function useSiteSettings(): SiteSettings | undefined {
  return useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    staleTime: 60_000,
    retry: false,
  }).data;
}

/** The operator's time zone (Nastavení › Obecné): back-office times not tied to an edition. */
export function useOperatorTimeZone(): string {
  return useSiteSettings()?.timeZone ?? DEFAULT_OPERATOR_TIME_ZONE;
}
