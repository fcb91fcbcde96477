import type { WebsiteAudit, WebsiteAuditor } from '../../core/ports.js';
import { fetchPage, type FetchPageOptions } from './fetch-page.js';
import { readPage } from './html.js';

export const AUDIT_DEFAULTS: FetchPageOptions = {
  timeoutMs: 10_000,
  maxRedirects: 5,
  maxBytes: 1024 * 1024,
  userAgent: 'Mozilla/5.0 (compatible; marketplace-web-audit/1.0)',
};

/** The website auditor over HTTP through the outbound-fetch guard: one page, its redirects, its HTML read in one linear pass. Never rejects. */
export function createWebsiteAuditor(options: Partial<FetchPageOptions> = {}): WebsiteAuditor {
  const settings = { ...AUDIT_DEFAULTS, ...options };
  return {
    async audit(url: string): Promise<WebsiteAudit> {
      const page = await fetchPage(url, settings);
      const reachable = page.error === null;
      const facts = reachable && page.finalUrl ? readPage(page.html, page.finalUrl) : null;
      return {
        url,
        reachable,
        finalUrl: page.finalUrl,
        https: page.finalUrl?.startsWith('https:') ?? false,
        status: page.status,
        responseTimeMs: page.responseTimeMs,
        redirects: page.redirects,
        hasViewport: facts?.hasViewport ?? false,
        copyrightYear: facts?.copyrightYear ?? null,
        bookingLinks: facts?.links.booking ?? [],
        socialLinks: facts?.links.social ?? [],
        error: page.error,
        detail: page.detail,
      };
    },
  };
}
