/** The Analytics tab's rules: Live on a product domain, else Demo; the dashboard link. Pure. */

const bare = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/**
 * True when the page is served from one of the product's edition domains: the current edition's
 * domain or the host of another edition's address (absolute addresses only: on a local host the
 * server answers relative ones).
 */
export function isProductHost(hostname: string, editionDomain: string, editionUrls: readonly string[], isLocalHost: boolean): boolean {
  if (isLocalHost || !hostname) return false;
  const host = bare(hostname);
  if (host === bare(editionDomain)) return true;
  return editionUrls.some((url) => {
    if (!/^https?:\/\//i.test(url)) return false;
    try {
      return bare(new URL(url).hostname) === host;
    } catch {
      return false;
    }
  });
}

/**
 * The external analytics dashboard of the edition, when web analytics are configured
 * (MARKETPLACE_ANALYTICS_SCRIPT): the script's site with the measured domain as its path, the way
 * Plausible lays out its dashboards (https://plausible.example/js/script.js -> https://plausible.example/firmy.cz).
 */
export function analyticsDashboardUrl(analytics: { src: string; domain: string } | null | undefined): string | null {
  if (!analytics?.src || !analytics.domain) return null;
  try {
    const script = new URL(analytics.src);
    if (script.protocol !== 'https:' && script.protocol !== 'http:') return null;
    return `${script.origin}/${encodeURIComponent(bare(analytics.domain))}`;
  } catch {
    return null;
  }
}
