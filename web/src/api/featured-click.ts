import { buildApiUrl, currentCountry } from './http.js';

/**
 * Reports that a visitor opened a listing's profile from a featured place (a card shown as featured:
 * the home page's list, the first places of a listing; company-card.tsx): counted for the campaign that features it now, if any. Like a page view:
 * keepalive, no credentials, the answer is not read and a failure is ignored.
 */
export function reportFeaturedClick(slug: string): void {
  try {
    void fetch(buildApiUrl(`/companies/${encodeURIComponent(slug)}/featured-click`, {}, currentCountry()), {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // a browser refusing the request changes nothing for the visitor
  }
}
