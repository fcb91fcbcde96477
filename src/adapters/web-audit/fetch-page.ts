import type { WebsiteAuditError } from '../../core/website-auditor.port.js';
import { safeFetch, type Connect, type Resolve } from '../net/safe-fetch.js';

export interface FetchPageOptions {
  /** the whole look, redirects and body included */
  timeoutMs: number;
  maxRedirects: number;
  /** of HTML read; the rest is not downloaded */
  maxBytes: number;
  userAgent: string;
  /** tests only: loopback origins of local sample sites the guard lets through (safe-fetch.ts) */
  testLoopbackOrigins?: readonly string[];
  /** tests only: a stub resolver and socket factory (safe-fetch.ts) */
  resolve?: Resolve;
  connect?: Connect;
}

export interface FetchedPage {
  finalUrl: string | null;
  status: number | null;
  responseTimeMs: number | null;
  redirects: number;
  /** the HTML read (at most maxBytes), '' for other content types or failures */
  html: string;
  error: WebsiteAuditError | null;
  detail: string | null;
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain)?$/i;
const typeOf = (contentType: string | undefined) => ((contentType ?? '').split(';')[0] ?? '').trim();

/**
 * GET through the outbound-fetch guard (adapters/net/safe-fetch.ts: public addresses and ports 80/443
 * only, every redirect checked, connections pinned), one deadline for everything and at most
 * `maxBytes` of an HTML body read.
 */
export async function fetchPage(start: string, options: FetchPageOptions): Promise<FetchedPage> {
  const fetched = await safeFetch(start, {
    timeoutMs: options.timeoutMs,
    maxRedirects: options.maxRedirects,
    maxBytes: options.maxBytes,
    headers: {
      'user-agent': options.userAgent,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      'accept-language': 'cs,sk;q=0.9,pl;q=0.8,en;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
    },
    readBody: (status, headers) => status >= 200 && status < 300 && HTML_TYPES.test(typeOf(headers['content-type'])),
    testLoopbackOrigins: options.testLoopbackOrigins,
    resolve: options.resolve,
    connect: options.connect,
  });
  const page: FetchedPage = {
    finalUrl: fetched.url,
    status: fetched.status,
    responseTimeMs: fetched.responseTimeMs,
    redirects: fetched.redirects,
    html: '',
    error: fetched.error,
    detail: fetched.detail,
  };
  if (page.error) return page;
  if (page.status === null || page.status < 200 || page.status >= 300) return { ...page, error: 'http_error', detail: String(page.status) };
  return { ...page, html: fetched.body.length ? decode(fetched.body, fetched.headers?.['content-type'] ?? null) : '' };
}

/** UTF-8 unless the header or a `<meta charset>` says otherwise (windows-1250 Czech sites, ISO-8859-2). */
function decode(bytes: Buffer, contentType: string | null): string {
  const declared =
    contentType?.match(/charset=["']?([\w-]+)/i)?.[1] ??
    bytes
      .subarray(0, 2048)
      .toString('latin1')
      .match(/<meta[^>]{0,200}charset=["']?([\w-]+)/i)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
