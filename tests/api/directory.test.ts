import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';

describe.each(DB_KINDS)('directory API on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('lists companies 50 a page, featured first, and only featured ones on request', async () => {
    const page = (await get('/api/companies')).json();
    expect(page).toMatchObject({ success: true, page: 1, limit: 50 });
    expect(page.companies).toHaveLength(50);
    expect(page.total).toBeGreaterThan(200);
    expect(page.companies.every((c: { country_code: string }) => c.country_code === 'CZ')).toBe(true);
    const card = page.companies[0];
    expect(card).toMatchObject({ is_featured: true, currency: 'CZK', city: { name: expect.any(String), slug: expect.any(String) } });
    expect(card.chips.length).toBeLessThanOrEqual(3);
    expect(card.photo.url).toMatch(/^\/img\//);
    expect(card.price_min).toBeGreaterThan(0);
    const featured = (await get('/api/companies?featured=1&country=SK')).json();
    expect(featured.companies.length).toBeGreaterThan(0);
    expect(featured.companies.every((c: { is_featured: boolean; currency: string }) => c.is_featured && c.currency === 'EUR')).toBe(true);
    expect((await get('/api/companies?page=0')).statusCode).toBe(400);
  });

  it('answers a company profile with services, opening hours, photos and contact; 404 otherwise', async () => {
    const slug = (await get('/api/companies')).json().companies[3].slug;
    const res = await get(`/api/companies/${slug}`);
    expect(res.statusCode).toBe(200);
    const { company } = res.json();
    expect(company.slug).toBe(slug);
    expect(company.services.length).toBeGreaterThan(0);
    expect(company.services[0]).toMatchObject({
      name: expect.any(String),
      duration: expect.any(Number),
      price: expect.any(Number),
      currency: 'CZK',
    });
    expect(Object.keys(company.opening_hours)).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(Object.values(company.opening_hours).some((d) => d === null || (typeof d === 'object' && 'open' in (d as object)))).toBe(true);
    expect(company.photos.length).toBeGreaterThan(0);
    expect(company.phone).toMatch(/^\+420/);
    expect(Array.isArray(company.features)).toBe(true);
    const missing = await get('/api/companies/takova-firma-neni');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'Firma nenalezena' });
    expect((await get(`/api/companies/${'x'.repeat(191)}`)).statusCode).toBe(400);
  });

  it('answers the category page with subcategory counts and the cities of its companies', async () => {
    const res = await get('/api/categories/krasa');
    expect(res.statusCode).toBe(200);
    const { category, cities } = res.json();
    expect(category).toMatchObject({ slug: 'krasa', name: 'Krása' });
    const subTotal = category.subcategories.reduce((s: number, c: { company_count: number }) => s + c.company_count, 0);
    expect(subTotal).toBe(category.company_count);
    expect(cities.reduce((s: number, c: { company_count: number }) => s + c.company_count, 0)).toBe(category.company_count);
    const search = (await get(`/api/search?category=krasa&limit=1`)).json();
    expect(search.total).toBe(category.company_count);
    const sk = await get('/api/categories/zdravie?country=SK');
    expect(sk.statusCode).toBe(200);
    expect((await get('/api/categories/zdravie?country=CZ')).json()).toMatchObject({ success: false, error: 'Kategorie nenalezena' });
  });

  it('answers the city page with its categories, 404 for an unknown city', async () => {
    const res = await get('/api/cities/brno');
    expect(res.statusCode).toBe(200);
    const { city, categories } = res.json();
    expect(city).toMatchObject({ name: 'Brno', slug: 'brno', region_name: expect.any(String) });
    expect(categories.reduce((s: number, c: { company_count: number }) => s + c.company_count, 0)).toBe(city.company_count);
    expect((await get('/api/search?city=brno&limit=1')).json().total).toBe(city.company_count);
    expect((await get('/api/cities/BRNO')).statusCode).toBe(200);
    expect((await get('/api/cities/atlantida')).statusCode).toBe(404);
    expect((await get('/api/cities/bratislava?country=SK')).statusCode).toBe(200);
  });

  it('matches city names from the start of a word, without diacritics', async () => {
    const names = async (q: string) =>
      (await get(`/api/cities?search=${encodeURIComponent(q)}&limit=50`)).json().cities.map((c: { name: string }) => c.name);
    expect(await names('ceske')).toContain('České Budějovice');
    expect(await names('budej')).toContain('České Budějovice');
    expect(await names('mistek')).toContain('Frýdek-Místek');
    expect(await names('rague')).not.toContain('Praha');
  });

  it('computes the home stats from the data', async () => {
    const { stats } = (await get('/api/stats')).json();
    const total = (await get('/api/companies')).json().total;
    expect(stats.companies).toBe(total);
    expect(stats.averageRating).toBeGreaterThanOrEqual(3.5);
    expect(stats.averageRating).toBeLessThanOrEqual(5);
    expect(stats).toMatchObject({ regions: 14, categories: 12 });
    expect((await get('/api/stats?country=PL')).json().stats.regions).toBe(16);
  });
});
