import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toIso } from '../../db/dialect.js';
import { siteFor } from '../seo/origins.js';
import { type Core, type DomainMap } from '../../core/index.js';

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemaps of the request's edition. */
export async function seoRoutes(app: FastifyInstance, { core, domains }: { core: Core; domains: DomainMap }) {
  const site = (request: FastifyRequest) => siteFor(request.edition, request.host, request.protocol, domains);

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...['/admin', '/api/', '/klient', '/dashboard', '/firma$', '/outdoor-ad/', '/prihlaseni', '/search'].map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${site(request).url('/sitemap.xml')}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const s = site(request);
    const { companyPages } = await core.directory.sitemap(request.edition.code);
    const files = ['/sitemap-pages.xml', ...Array.from({ length: companyPages }, (_, i) => `/sitemap-companies-${i + 1}.xml`)];
    const body = files.map((f) => `  <sitemap><loc>${xmlEscape(s.url(f))}</loc></sitemap>`).join('\n');
    return reply
      .type(XML)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
      );
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    const s = site(request);
    const { categories, cities } = await core.directory.sitemap(request.edition.code);
    const paths = ['/', '/mesta', '/katalog', '/pro-firmy', ...categories.map((c) => `/katalog/${c}`), ...cities.map((c) => `/${c}`)];
    const body = paths.map((p) => `  <url><loc>${xmlEscape(s.url(p))}</loc></url>`).join('\n');
    return reply
      .type(XML)
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });

  app.get('/sitemap-companies-:page.xml', async (request, reply) => {
    const page = Number((request.params as { page: string }).page);
    if (!Number.isInteger(page) || page < 1 || page > 10_000) return reply.status(404).type('text/plain').send('Nenalezeno');
    const s = site(request);
    const entries = await core.directory.sitemapCompanies(request.edition.code, page);
    if (!entries.length && page > 1) return reply.status(404).type('text/plain').send('Nenalezeno');
    const body = entries
      .map((e) => `  <url><loc>${xmlEscape(s.url(`/firma/${e.slug}`))}</loc><lastmod>${toIso(e.updatedAt)!.slice(0, 10)}</lastmod></url>`)
      .join('\n');
    return reply
      .type(XML)
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
}
