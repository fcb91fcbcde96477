import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsiteAuditor } from '../../src/adapters/web-audit/auditor.js';
import type { WebsiteAuditor } from '../../src/core/website-auditor.port.js';
import { hasViewportMeta, HTML_LIMITS, latestCopyrightYear, pageLinks, readPage } from '../../src/adapters/web-audit/html.js';
import { HUGE_BYTES, startSampleSites, type SampleSites } from '../helpers/sample-sites.js';

describe('reading a page', () => {
  it('finds the viewport meta in any attribute order, not in comments', () => {
    expect(hasViewportMeta('<meta name="viewport" content="width=device-width">')).toBe(true);
    expect(hasViewportMeta("<META content='width=device-width' NAME='viewport'>")).toBe(true);
    expect(hasViewportMeta('<meta name=viewport content=x>')).toBe(true);
    expect(hasViewportMeta('<!-- <meta name="viewport"> --><meta name="description">')).toBe(false);
  });

  it('takes the latest copyright year: ©, &copy;, Copyright, (c), ranges, year before the mark', () => {
    expect(latestCopyrightYear('<p>© 2019 Salon</p>')).toBe(2019);
    expect(latestCopyrightYear('<p>&copy; 2015-2022 Salon</p><p>Copyright 2018</p>')).toBe(2022);
    expect(latestCopyrightYear('<p>Copyright &#169; Salon Eva, <span>2021</span></p>')).toBe(2021);
    expect(latestCopyrightYear('<p>2018 &ndash; 2023 © Salon</p>')).toBe(2023);
    expect(latestCopyrightYear('<p>(c) 2012 Salon</p>')).toBe(2012);
    expect(latestCopyrightYear('<p>Založeno 2010, tel. 777 123 456</p>')).toBeNull();
    expect(latestCopyrightYear('<script>/*! (c) 2025 library */</script><p>© 2014</p>')).toBe(2014);
  });

  it('finds booking links (services, widgets, words) and social profiles, not share buttons', () => {
    const html = `<a href="https://eva.reservio.com">x</a><iframe src="https://widget.booksy.com/x"></iframe>
      <a href="/rezervace">Termíny</a><a href="/kontakt">Objednat se</a><a href="/book-now">Go</a><a href="/o-nas">O nás</a>
      <a href="https://facebook.com/salon">FB</a><a href="https://www.facebook.com/sharer.php?u=1">Sdílet</a>
      <a href='https://instagram.com/salon'>IG</a><a href=https://www.tiktok.com/@salon>TT</a><a href="javascript:void(0)">Rezervace</a>
      <script src="https://connect.facebook.net/sdk.js"></script>`;
    const links = pageLinks(html, 'https://salon.cz/');
    expect(links.booking).toEqual([
      'https://eva.reservio.com/',
      'https://widget.booksy.com/x',
      'https://salon.cz/rezervace',
      'https://salon.cz/kontakt',
      'https://salon.cz/book-now',
    ]);
    expect(links.social).toEqual(['https://facebook.com/salon', 'https://instagram.com/salon', 'https://www.tiktok.com/@salon']);
    expect(pageLinks('<a href="/facebook">Facebook</a><a href="/notebook">x</a>', 'https://a.cz/').booking).toEqual([]);
  });
});

describe('reading a hostile page', () => {
  const FACTS = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Salon</title></head>
<body><a href="https://salon.reservio.com/">Rezervace</a><a href="https://www.instagram.com/salon/">IG</a><a href="/objednat">Objednat se</a><p>&copy; 2024 Salon</p>`;
  const repeat = (piece: string, bytes: number) => piece.repeat(Math.ceil(bytes / piece.length));
  /** the worst cases of the old regular expressions (and of a parser's element stack), about 1 MB in all */
  const HOSTILE = [
    FACTS,
    repeat('<b>', 120_000) + repeat('</i>', 160_000), // 40 000 open elements, then close tags matching none of them
    repeat(`<a href="x' `, 150_000),
    '>', // one endless unclosed <a with quotes of both kinds
    repeat('<meta name=viewport x=', 150_000),
    '">', // an endless <meta, its name never ending
    repeat('<script>', 100_000),
    '</script>', // scripts never closed
    repeat('<p>©', 100_000), // marks with no year
    repeat('<!--', 230_000), // comments never closed
  ].join('');

  it('reads a hostile 1 MB page in one bounded pass and still finds the facts', { timeout: 20_000 }, () => {
    expect(HOSTILE.length).toBeGreaterThan(1_000_000);
    const facts = readPage(HOSTILE, 'https://salon.cz/');
    expect(facts).toMatchObject({
      hasViewport: true,
      copyrightYear: 2024,
      links: { booking: ['https://salon.reservio.com/', 'https://salon.cz/objednat'], social: ['https://www.instagram.com/salon/'] },
      complete: true,
    });
    expect(facts.tokens).toBeLessThan(HTML_LIMITS.maxTokens);
  });

  it('stops after the token budget and after the character budget, keeping what it read', () => {
    const endless = `${FACTS}${'<b>x</b>'.repeat(60_000)}<p>© 2026 Later</p>`;
    const cut = readPage(endless, 'https://salon.cz/', { maxChars: HTML_LIMITS.maxChars, maxTokens: 50_000 });
    expect(cut).toMatchObject({ hasViewport: true, copyrightYear: 2024, complete: false, tokens: 50_000 });
    expect(readPage(endless, 'https://salon.cz/', { maxChars: HTML_LIMITS.maxChars, maxTokens: 1_000_000 })).toMatchObject({
      copyrightYear: 2026,
      complete: true,
    });
    expect(readPage(endless, 'https://salon.cz/', { maxChars: FACTS.length, maxTokens: 1_000_000 })).toMatchObject({
      hasViewport: true,
      copyrightYear: 2024,
      complete: true,
    });
  });
});

describe('website auditor against local sample sites', () => {
  let sites: SampleSites;
  let auditor: WebsiteAuditor;
  beforeAll(async () => {
    sites = await startSampleSites({ slowMs: 5000 });
    auditor = createWebsiteAuditor({ timeoutMs: 1500, testLoopbackOrigins: [sites.url] });
  });
  afterAll(async () => {
    await sites?.close();
  });

  it('audits a modern site', async () => {
    const audit = await auditor.audit(`${sites.url}/modern`);
    expect(audit).toMatchObject({
      reachable: true,
      finalUrl: `${sites.url}/modern`,
      https: false,
      status: 200,
      redirects: 0,
      hasViewport: true,
      copyrightYear: 2026,
      bookingLinks: ['https://salon-eva.reservio.com/booking'],
      socialLinks: ['https://www.instagram.com/saloneva/'],
      error: null,
    });
    expect(audit.responseTimeMs).toEqual(expect.any(Number));
  });

  it('audits an outdated windows-1250 site', async () => {
    const audit = await auditor.audit(`${sites.url}/outdated`);
    expect(audit).toMatchObject({ reachable: true, hasViewport: false, copyrightYear: 2015, bookingLinks: [], socialLinks: [] });
  });

  it('follows up to 5 redirects, never to other schemes', async () => {
    expect(await auditor.audit(`${sites.url}/chain`)).toMatchObject({
      reachable: true,
      redirects: 4,
      finalUrl: `${sites.url}/modern`,
      hasViewport: true,
    });
    expect(await auditor.audit(`${sites.url}/loop`)).toMatchObject({ reachable: false, error: 'too_many_redirects', redirects: 5 });
    expect(await auditor.audit(`${sites.url}/to-javascript`)).toMatchObject({
      reachable: false,
      error: 'forbidden_redirect',
      detail: 'javascript:',
      status: 302,
    });
    expect(await auditor.audit(`${sites.url}/to-ftp`)).toMatchObject({ reachable: false, error: 'forbidden_redirect', detail: 'ftp:' });
  });

  it('reports HTTP errors, refused connections, bad addresses and timeouts', async () => {
    expect(await auditor.audit(`${sites.url}/error`)).toMatchObject({ reachable: false, status: 500, error: 'http_error' });
    const closed = `http://127.0.0.1:${await closedPort()}`;
    const allowClosed = createWebsiteAuditor({ timeoutMs: 1500, testLoopbackOrigins: [closed] });
    expect(await allowClosed.audit(`${closed}/`)).toMatchObject({
      reachable: false,
      status: null,
      error: 'network',
      detail: 'ECONNREFUSED',
    });
    expect(await auditor.audit('ftp://127.0.0.1/')).toMatchObject({ reachable: false, error: 'invalid_url' });
    expect(await auditor.audit(`${sites.url}/slow`)).toMatchObject({ reachable: false, error: 'timeout', status: null });
  });

  it('reads at most about 1 MB of a huge page', async () => {
    const audit = await auditor.audit(`${sites.url}/huge`);
    expect(audit).toMatchObject({ reachable: true, copyrightYear: 2026, hasViewport: false });
    await new Promise((r) => setTimeout(r, 100));
    expect(sites.hugeBytesSent()).toBeLessThan(HUGE_BYTES);
  });
});

/** A port nothing listens on (just freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
