import type { WebsiteAuditError } from '../../core/ports.js';

export interface FetchPageOptions {
  /** the whole look, redirects and body included */
  timeoutMs: number;
  maxRedirects: number;
  /** of (decoded) HTML read; the rest is not downloaded */
  maxBytes: number;
  userAgent: string;
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

/**
 * GET with redirects followed by hand (at most `maxRedirects`, only to http and https), one deadline
 * for everything (AbortSignal), and at most `maxBytes` of the body read.
 */
export async function fetchPage(start: string, options: FetchPageOptions): Promise<FetchedPage> {
  const page: FetchedPage = { finalUrl: null, status: null, responseTimeMs: null, redirects: 0, html: '', error: null, detail: null };
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    return { ...page, error: 'invalid_url', detail: start };
  }
  if (!/^https?:$/.test(url.protocol)) return { ...page, error: 'invalid_url', detail: url.protocol };
  const signal = AbortSignal.timeout(options.timeoutMs);
  const began = performance.now();
  try {
    for (;;) {
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'accept-language': 'cs,sk;q=0.9,pl;q=0.8,en;q=0.5' },
      });
      page.status = response.status;
      page.finalUrl = url.toString();
      page.responseTimeMs = Math.round(performance.now() - began);
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (!location) {
        if (response.status < 200 || response.status >= 300) {
          await response.body?.cancel().catch(() => {});
          return { ...page, error: 'http_error', detail: String(response.status) };
        }
        const type = (response.headers.get('content-type') ?? '').split(';')[0].trim();
        page.html = HTML_TYPES.test(type) ? await readText(response, options.maxBytes) : '';
        if (!HTML_TYPES.test(type)) await response.body?.cancel().catch(() => {});
        return page;
      }
      await response.body?.cancel().catch(() => {});
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return { ...page, error: 'forbidden_redirect', detail: location.slice(0, 40) };
      }
      if (!/^https?:$/.test(next.protocol)) return { ...page, error: 'forbidden_redirect', detail: next.protocol };
      if (page.redirects >= options.maxRedirects) return { ...page, error: 'too_many_redirects', detail: String(page.redirects) };
      page.redirects += 1;
      url = next;
    }
  } catch (error) {
    if (signal.aborted) return { ...page, error: 'timeout', detail: null };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ...page, error: 'network', detail: cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)) };
  }
}

/** Reads at most `maxBytes` and stops downloading; a deadline mid-body keeps what arrived. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // timeout while reading: judge the page by what arrived
  } finally {
    reader.cancel().catch(() => {});
  }
  const bytes = Buffer.concat(chunks).subarray(0, maxBytes);
  return decode(bytes, response.headers.get('content-type'));
}

/** UTF-8 unless the header or a `<meta charset>` says otherwise (windows-1250 Czech sites, ISO-8859-2). */
function decode(bytes: Buffer, contentType: string | null): string {
  const declared = contentType?.match(/charset=["']?([\w-]+)/i)?.[1] ?? bytes.subarray(0, 2048).toString('latin1').match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
