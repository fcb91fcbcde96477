import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createListing } from '../helpers/listings.js';

const domains = { CZ: 'firmy.example.cz', SK: 'firmy.example.sk', PL: 'firmy.example.pl' };

describe.each(DB_KINDS)('server-rendered heads, sitemap and robots on %s', (kind) => {
  let t: TestApp;
  const page = (url: string, host = 'firmy.example.cz') => t.app.inject({ method: 'GET', url, headers: { host } });
  const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
  beforeAll(async () => {
    t = await startTestApp(kind, { domains });
  });
  afterAll(() => t?.close());

  it('renders title, description, canonical and hreflang links of the home page in each edition', async () => {
    const cz = (await page('/')).body;
    expect(cz).toContain('<html lang="cs">');
    expect(cz).toMatch(/<title>Rezervace místních služeb[^<]*\| Marketplace<\/title>/);
    expect(cz).toContain('<meta name="description" content="Najděte a rezervujte');
    expect(cz).toContain('<link rel="canonical" href="https://firmy.example.cz/" />');
    expect(cz).toContain('<link rel="alternate" hreflang="sk-SK" href="https://firmy.example.sk/" />');
    expect(cz).toContain('<link rel="alternate" hreflang="pl-PL" href="https://firmy.example.pl/" />');
    expect(cz).toContain('<link rel="alternate" hreflang="x-default" href="https://firmy.example.cz/" />');
    expect(cz.match(/<title>/g)).toHaveLength(1);
    const sk = (await page('/mesta', 'firmy.example.sk')).body;
    expect(sk).toContain('<html lang="sk">');
    expect(sk).toContain('<title>Všetky mestá | Marketplace</title>');
    expect(sk).toContain('<link rel="canonical" href="https://firmy.example.sk/mesta" />');
  });

  it('renders a company page with LocalBusiness JSON-LD: address, opening hours, aggregate rating', async () => {
    const company = await t.database
      .db('companies')
      .where({ status: 'active', country_code: 'CZ' })
      .andWhere('reviews_count', '>', 0)
      .orderBy('id')
      .first();
    const res = await page(`/firma/${company.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://firmy.example.cz/firma/${company.slug}" />`);
    expect(res.body).toContain(company.name.replace(/&/g, '&amp;'));
    const ld = jsonLd(res.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: company.name,
      address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'CZ' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(company.rating), reviewCount: company.reviews_count },
    });
    expect(ld.priceRange).toBe('500–2000 CZK');
    for (const [country, host, range] of [
      ['SK', 'firmy.example.sk', '30–150 EUR'],
      ['PL', 'firmy.example.pl', '100–500 PLN'],
    ]) {
      const other = await t.database.db('companies').where({ status: 'active', country_code: country }).orderBy('id').first();
      expect(jsonLd((await page(`/firma/${other.slug}`, host)).body).priceRange, country).toBe(range);
    }
    const hours = await t.database.db('opening_hours').where({ company_id: company.id });
    expect(ld.openingHoursSpecification).toHaveLength(hours.length);
    expect(ld.openingHoursSpecification[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      opens: expect.stringMatching(/^\d\d:\d\d$/),
    });
  });

  it('escapes what listings contain and answers 404 for unknown companies, categories and cities', async () => {
    const city = Number((await t.database.db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    const company = await createListing(t.database.db, { name: 'Zlý </script><script>alert(1)</script> "salon"', city });
    const res = await page(`/firma/${company.slug}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(jsonLd(res.body).name).toBe('Zlý </script><script>alert(1)</script> "salon"');
    const dollars = "Salon $& $1 $' $` $$";
    const plain = await createListing(t.database.db, { name: dollars, description: '', city });
    const literal = await page(`/firma/${plain.slug}`);
    const escaped = dollars.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(literal.body).toContain(`<title>${escaped} – `);
    expect(literal.body).toContain(`<meta property="og:title" content="${escaped} – `);
    expect(literal.body).toContain(`<meta name="description" content="${escaped}, `);
    expect(jsonLd(literal.body).name).toBe(dollars);
    expect(literal.body.match(/<title>/g)).toHaveLength(1);
    for (const url of ['/firma/neni-takova', '/katalog/neni-takova', '/atlantida', '/a/b/c']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root">');
      expect(missing.body).toContain('noindex');
    }
    expect((await page('/katalog/krasa')).body).toMatch(/<title>Krása – \d+ firem \| Marketplace<\/title>/);
    expect((await page('/brno')).body).toContain('<title>Brno – služby a rezervace | Marketplace</title>');
    expect((await page('/opava')).statusCode).toBe(200); // a major Czech city exists even without companies
    expect((await page('/blansko')).statusCode).toBe(404); // a city without companies that is not major does not
    expect((await page('/admin/settings')).body).toContain('noindex');
  });

  it('serves robots.txt and a sitemap index per edition listing every public listing', async () => {
    const robots = (await page('/robots.txt', 'firmy.example.sk')).body;
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://firmy.example.sk/sitemap.xml');
    const index = (await page('/sitemap.xml')).body;
    expect(index).toContain('<loc>https://firmy.example.cz/sitemap-pages.xml</loc>');
    expect(index).toContain('<loc>https://firmy.example.cz/sitemap-companies-1.xml</loc>');
    const pages = (await page('/sitemap-pages.xml')).body;
    expect(pages).toContain('<loc>https://firmy.example.cz/katalog/krasa</loc>');
    expect(pages).toContain('<loc>https://firmy.example.cz/praha</loc>');
    const companies = (await page('/sitemap-companies-1.xml')).body;
    const active = await t.database.db('companies').where({ status: 'active', country_code: 'CZ' }).count({ n: '*' }).first();
    expect(companies.match(/<url>/g)).toHaveLength(Number(active?.n));
    expect((await page('/sitemap-companies-2.xml')).statusCode).toBe(404);
    const pl = (await page('/sitemap-companies-1.xml', 'firmy.example.pl')).body;
    expect(pl).toContain('https://firmy.example.pl/firma/');
    expect(pl).not.toContain('firmy.example.cz');
  });
});
