/** The website auditor core talks through; src/adapters/web-audit implements it. */

/**
 * What a look at a company's website found (adapters/web-audit). Never thrown: a site that cannot be
 * reached is an audit with `reachable: false` and the reason in `error`.
 */
export interface WebsiteAudit {
  /** the address audited */
  url: string;
  /** an answer with a 2xx status arrived (after at most the allowed redirects) */
  reachable: boolean;
  /** where the redirects ended; null when nothing answered */
  finalUrl: string | null;
  /** the final address is https */
  https: boolean;
  /** HTTP status of the last answer; null when nothing answered */
  status: number | null;
  /** milliseconds from the first request to the last answer's headers; null when nothing answered */
  responseTimeMs: number | null;
  redirects: number;
  /** the page has `<meta name="viewport" ...>` (made for mobiles) */
  hasViewport: boolean;
  /** the latest year of a copyright notice (©, &copy;, 'Copyright' with a year or a range) */
  copyrightYear: number | null;
  /** links, frames or scripts of booking services, or links worded like 'rezervace', 'objednat', 'book' */
  bookingLinks: string[];
  /** links to Facebook, Instagram or TikTok profiles */
  socialLinks: string[];
  /** why the site is not reachable; null when it is */
  error: WebsiteAuditError | null;
  /** more about the error: the network error code ('ECONNREFUSED'), the refused scheme ('javascript:'), host or port */
  detail: string | null;
}

/** `forbidden_address`: the host is (or resolves to) a non-public address; `forbidden_port`: not 80 or 443 */
export type WebsiteAuditError =
  | 'invalid_url'
  | 'timeout'
  | 'network'
  | 'http_error'
  | 'forbidden_redirect'
  | 'forbidden_address'
  | 'forbidden_port'
  | 'too_many_redirects';

/** Looks at a website from the outside (HTTP). */
export interface WebsiteAuditor {
  audit(url: string): Promise<WebsiteAudit>;
}
