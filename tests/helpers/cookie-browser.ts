/**
 * Enough of a browser for OAuth flows over real HTTP: fetch with a cookie jar (per host, as browsers
 * keep them, ignoring ports), redirects followed by hand, and auto-submitting form_post pages posted.
 */
const unescapeHtml = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function cookieBrowser() {
  const jar = new Map<string, Map<string, string>>();
  const cookiesOf = (url: URL) => jar.get(url.hostname) ?? jar.set(url.hostname, new Map()).get(url.hostname)!;

  async function request(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = cookiesOf(target);
    const headers: Record<string, string> = {};
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(target, { method: init.method ?? 'GET', headers, body: init.body?.toString(), redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) cookies.delete(name!);
      else cookies.set(name!, value.join('='));
    }
    return response;
  }

  /** A page that posts itself (response_mode=form_post): its action and fields. */
  function selfPostingForm(page: string): { action: string; fields: URLSearchParams } | null {
    const form = page.match(/<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i);
    if (!form) return null;
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi))
      fields.set(input[1]!, unescapeHtml(input[2]!));
    return fields.size ? { action: unescapeHtml(form[1]!), fields } : null;
  }

  return {
    request,
    cookies: (host: string) => jar.get(host) ?? new Map<string, string>(),
    /**
     * Follows redirects (and self-posting pages when `postForms`) from `url` until `stop(location)`
     * says so or a page answers; `rewrite` may change each next address (to tamper with it).
     */
    async follow(url: string, options: { stop?: (location: URL) => boolean; rewrite?: (next: URL) => URL; postForms?: boolean } = {}) {
      let next: { url: string; method: string; body?: URLSearchParams } = { url, method: 'GET' };
      for (let hops = 0; hops < 20; hops += 1) {
        const response = await request(next.url, { method: next.method, body: next.body });
        const location = response.headers.get('location');
        if (location) {
          let target = new URL(location, next.url);
          if (options.stop?.(target)) return { response, location: target };
          if (options.rewrite) target = options.rewrite(target);
          next = { url: target.href, method: 'GET' };
          continue;
        }
        const page = await response.text();
        const form = options.postForms ? selfPostingForm(page) : null;
        if (!form) return { response, location: null, page };
        next = { url: new URL(form.action, next.url).href, method: 'POST', body: form.fields };
      }
      throw new Error('too many redirects');
    },
  };
}
