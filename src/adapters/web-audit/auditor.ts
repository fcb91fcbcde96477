import type { WebsiteAudit, WebsiteAuditor } from '../../core/website-auditor.port.js';
import { fetchPage, type FetchPageOptions } from './fetch-page.js';
import { HTML_LIMITS, readPage } from './html.js';

export interface AuditorOptions extends FetchPageOptions {
  /** tags and texts of a page read before the pass stops */
  maxHtmlTokens: number;
}

/** The defaults of the MARKETPLACE_FETCH_* and MARKETPLACE_AUDIT_MAX_HTML_TOKENS settings. */
const AUDIT_DEFAULTS: AuditorOptions = {
  timeoutMs: 10_000,
  maxRedirects: 5,
  maxBytes: 1024 * 1024,
  maxHtmlTokens: HTML_LIMITS.maxTokens,
  userAgent: 'Mozilla/5.0 (compatible; marketplace-web-audit/1.0)',
};

/** The auditor of `serve` and the CLI, from the configuration's outbound-fetch settings. */
export function websiteAuditorFrom(settings: {
  timeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
  maxHtmlTokens: number;
  testOrigins: string[];
}): WebsiteAuditor {
  const { testOrigins, ...limits } = settings;
  return createWebsiteAuditor({ ...limits, testLoopbackOrigins: testOrigins });
}

/** The website auditor over HTTP through the outbound-fetch guard: one page, its redirects, its HTML read in one linear pass. Never rejects. */
export function createWebsiteAuditor(options: Partial<AuditorOptions> = {}): WebsiteAuditor {
  const settings = { ...AUDIT_DEFAULTS, ...options };
  const htmlLimits = { maxChars: settings.maxBytes, maxTokens: settings.maxHtmlTokens };
  return {
    async audit(url: string): Promise<WebsiteAudit> {
      const page = await fetchPage(url, settings);
      const reachable = page.error === null;
      const facts = reachable && page.finalUrl ? readPage(page.html, page.finalUrl, htmlLimits) : null;
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
