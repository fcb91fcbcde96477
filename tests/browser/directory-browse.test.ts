import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newCzechPage } from '../helpers/browser.js';
import { startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

/**
 * The public directory in Chromium against the real `marketplace serve` and its demo data: home,
 * search, company profile, category, city and cities pages, and the Slovak and Polish editions.
 * Expectations are derived from the API's answers, not from the seed's current contents.
 */
describe('public directory in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const env = { MARKETPLACE_DATA_DIR: tempDataDir() };

  beforeAll(async () => {
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const page = () => newCzechPage(browser);

  /** GET /api/... of the running server (the browser's own view of the data). */
  async function api(path: string): Promise<any> {
    const response = await fetch(`${server.url}/api${path}`);
    expect(response.status, path).toBe(200);
    return response.json();
  }

  const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });
  const query = (p: Page) => new URL(p.url()).searchParams;
  /** One attribute of every element `list` matches, read in one go (no DOM types in this project). */
  const attrs = (list: Locator, name: string) =>
    list.evaluateAll(
      (els, attr) => els.map((el) => (el as unknown as { getAttribute(n: string): string | null }).getAttribute(attr)),
      name,
    );
  /** data-slug of every company card inside `list` (none while the list is loading). */
  const cardSlugs = (list: Locator) => attrs(list.getByTestId('company-card'), 'data-slug');
  const cardRatings = async (list: Locator) =>
    (await list.locator('[data-testid="company-card"] .company-card-rating strong').allTextContents()).map((text) =>
      Number(text.replace(',', '.')),
    );
  const cardPlaces = (list: Locator) => list.locator('[data-testid="company-card"] .company-card-place').allTextContents();
  /** Czech plural form: 1 / 2-4 / other. */
  const plural = (n: number, one: string, few: string, many: string) => (n === 1 ? one : n >= 2 && n <= 4 ? few : many);
  const czechCompanies = (n: number) => `${n} ${plural(n, 'firma', 'firmy', 'firem')}`;
  /** 'Nalezeno 5 výsledků', 'Nalezeny 3 výsledky', 'Nalezen 1 výsledek'. */
  const found = (n: number) => plural(n, `Nalezen ${n} výsledek`, `Nalezeny ${n} výsledky`, `Nalezeno ${n} výsledků`);
  const NOT_FOUND = 'Je nám líto, ale požadovaná stránka nebyla nalezena.';

  it('walks from the home page through the search to a company profile', async () => {
    const p = await page();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(`${server.url}/`);

    // stats strip, featured companies, popular cities
    const stats = (await api('/stats')).stats;
    expect(stats.companies).toBeGreaterThan(0);
    await poll(async () => Number((await p.getByTestId('stat-companies').locator('strong').textContent())?.replace(/\D/g, ''))).toBe(
      stats.companies,
    );
    const featured = p.getByTestId('featured-companies');
    await featured.getByTestId('company-card').first().waitFor();
    await poll(() => featured.getByTestId('company-card').count()).toBeGreaterThan(0);
    for (const href of await attrs(featured.locator('a.company-card-link'), 'href')) {
      expect(href).toMatch(/^\/firma\/[\w-]+$/);
    }
    const popular = p.getByTestId('popular-cities');
    await popular.getByRole('link').first().waitFor();
    await poll(() => popular.getByRole('link').count()).toBeGreaterThan(0);
    await poll(() => popular.getByRole('link', { name: /Praha/ }).getAttribute('href')).toBe('/praha');

    // the hero search: query + a city picked from the combobox
    const q = 'kancelář';
    const expected = await api(`/search?q=${encodeURIComponent(q)}&city=Brno`);
    expect(expected.total, 'the demo data has offices in Brno').toBeGreaterThan(0);
    const hero = p.getByTestId('search-form-hero');
    await hero.getByLabel('Co hledáte?').fill(q);
    const city = p.getByTestId('search-city-hero-input');
    await city.fill('Br');
    const option = p.getByTestId('search-city-hero-list').getByRole('option', { name: /^Brno\b/ });
    await option.waitFor();
    await poll(() => city.getAttribute('aria-expanded')).toBe('true');
    await option.click();
    await poll(() => city.inputValue()).toBe('Brno');
    await poll(() => city.getAttribute('aria-expanded')).toBe('false');
    await p.getByTestId('search-submit-hero').click();
    await p.waitForURL((url) => url.pathname === '/search');
    expect(Object.fromEntries(query(p))).toEqual({ q, city: 'Brno' });

    const results = p.getByTestId('search-results');
    const count = p.getByTestId('search-count');
    await poll(() => p.getByTestId('search-heading').textContent()).toBe(`Výsledky pro "${q}"`);
    await poll(() => count.getAttribute('data-count')).toBe(String(expected.total));
    await poll(() => count.textContent()).toBe(`${found(expected.total)} v městě Brno`);
    await poll(() => cardSlugs(results)).toEqual(expected.companies.map((c: any) => c.slug));
    for (const place of await cardPlaces(results)) expect(place.startsWith('Brno')).toBe(true);

    // sort by rating
    await p.getByTestId('sort-select').selectOption('rating');
    await poll(() => query(p).get('sort')).toBe('rating');
    const byRating = await api(`/search?q=${encodeURIComponent(q)}&city=Brno&sort=rating`);
    await poll(() => cardSlugs(results)).toEqual(byRating.companies.map((c: any) => c.slug));
    const sortedRatings = await cardRatings(results);
    expect(sortedRatings).toEqual([...sortedRatings].sort((a, b) => b - a));

    // minimum rating 4.5
    // a click, not check(): the controlled radio turns checked once the address has changed
    const minimum = p.getByTestId('filter-rating').getByLabel('4,5 ★ a více');
    await minimum.click();
    await poll(() => query(p).get('rating')).toBe('4.5');
    await poll(() => minimum.isChecked()).toBe(true);
    expect(query(p).get('sort')).toBe('rating');
    const rated = await api(`/search?q=${encodeURIComponent(q)}&city=Brno&sort=rating&rating=4.5`);
    expect(rated.total).toBeLessThanOrEqual(expected.total);
    await poll(() => count.getAttribute('data-count')).toBe(String(rated.total));
    await poll(() => cardSlugs(results)).toEqual(rated.companies.map((c: any) => c.slug));
    for (const rating of await cardRatings(results)) expect(rating).toBeGreaterThanOrEqual(4.5);

    // a query without results in this city, then 'Vyčistit filtry' (the query itself stays)
    const other = 'kadeřnictví';
    expect((await api(`/search?q=${encodeURIComponent(other)}&city=Brno&rating=4.5`)).total, 'no hairdresser in Brno').toBe(0);
    const pageForm = p.getByTestId('search-form-page');
    await pageForm.getByLabel('Co hledáte?').fill(other);
    await p.getByTestId('search-submit-page').click();
    await poll(() => query(p).get('q')).toBe(other);
    const empty = p.getByTestId('search-empty');
    await empty.getByRole('heading', { name: 'Žádné výsledky' }).waitFor();
    await poll(() => count.textContent()).toBe(`${found(0)} v městě Brno`);
    await p.getByTestId('search-empty-clear').click();
    await poll(() => Object.fromEntries(query(p))).toEqual({ q: other, sort: 'rating' });
    const cleared = await api(`/search?q=${encodeURIComponent(other)}&sort=rating`);
    expect(cleared.total).toBeGreaterThan(0);
    await poll(() => cardSlugs(results)).toEqual(cleared.companies.map((c: any) => c.slug));
    await poll(() => empty.count()).toBe(0);

    // the first card opens the company profile
    const slug = cleared.companies[0].slug as string;
    const company = (await api(`/companies/${slug}`)).company;
    await results.getByTestId('company-card').first().getByRole('link', { name: company.name }).click();
    await p.waitForURL((url) => url.pathname === `/firma/${slug}`);
    await poll(() => p.getByTestId('company-name').textContent()).toBe(company.name);
    const services = p.getByTestId('company-services').getByTestId('service');
    await poll(() => services.count()).toBe(company.services.length);
    await poll(() => services.first().getByRole('heading').textContent()).toBe(company.services[0].name);

    const rows = p.getByTestId('opening-hours').locator('tr');
    await poll(() => rows.count()).toBe(7);
    await poll(() => rows.first().getAttribute('data-day')).toBe('monday');
    await poll(() => rows.first().locator('th').textContent()).toBe('Pondělí');
    await poll(() => rows.last().locator('th').textContent()).toBe('Neděle');
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    for (const [index, day] of days.entries()) {
      const slot = company.opening_hours[day];
      await poll(() => rows.nth(index).locator('td').textContent(), day).toBe(slot ? `${slot.open} – ${slot.close}` : 'Zavřeno');
    }

    // 'Rezervovat' of a service opens the modal dialog; Escape closes it
    await services.first().getByTestId('service-book').click();
    const dialog = p.getByRole('dialog');
    await dialog.waitFor();
    await poll(() => p.getByTestId('booking-dialog').getAttribute('open')).not.toBeNull(); // shown as a modal
    await poll(() => p.getByTestId('booking-service').inputValue()).toBe(String(company.services[0].id)); // the service is preselected
    await p.keyboard.press('Escape');
    await p.getByTestId('booking-dialog').waitFor({ state: 'detached' });

    // the breadcrumb leads to the company's city page
    const crumb = p.getByRole('navigation', { name: 'Drobečková navigace' }).getByRole('link', { name: company.city.name, exact: true });
    await poll(() => crumb.getAttribute('href')).toBe(`/${company.city.slug}`);
    await crumb.click();
    await p.waitForURL((url) => url.pathname === `/${company.city.slug}`);
    await poll(() => p.getByTestId('city-title').textContent()).toBe(company.city.name);
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('finds companies without diacritics in the query', async () => {
    const p = await page();
    await p.goto(`${server.url}/search?q=kadernictvi`);
    const expected = await api('/search?q=kadernictvi');
    expect(expected.total).toBeGreaterThan(0);
    await poll(() => p.getByTestId('search-count').getAttribute('data-count')).toBe(String(expected.total));
    await poll(() => p.getByTestId('search-results').locator('.company-card-name').allTextContents()).toSatisfy((names: string[]) =>
      names.some((name) => name.includes('Kadeřnictví')),
    );
    await p.context().close();
  });

  it('shows a category with its subcategories, a city filter and sorting; unknown category and company', async () => {
    const p = await page();
    const data = await api('/categories/krasa');
    await p.goto(`${server.url}/katalog/krasa`);
    await poll(() => p.getByTestId('category-title').textContent()).toBe('Krása');
    await poll(() => p.getByTestId('category-count').textContent()).toBe(czechCompanies(data.category.company_count));

    // subcategory chips with counts are information, not links or buttons
    const chips = p.getByTestId('subcategory-chips').locator('li');
    await poll(() => chips.count()).toBe(data.category.subcategories.length);
    await poll(() => p.getByTestId('subcategory-chips').locator('a, button, input, select, [role="button"], [role="link"]').count()).toBe(
      0,
    );
    const firstSub = data.category.subcategories[0];
    await poll(async () => (await chips.first().textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      `${firstSub.name} ${firstSub.company_count}`,
    );

    const list = p.getByTestId('category-companies');
    const all = await api('/search?category=krasa&sort=rating');
    await poll(() => cardSlugs(list)).toEqual(all.companies.map((c: any) => c.slug));
    const before = all.companies.length;

    // the city filter offers the category's cities
    const filter = p.getByTestId('category-city-filter');
    const offered = await attrs(filter.locator('option'), 'value');
    expect(offered).toEqual(['', ...data.cities.map((c: any) => c.name)]);
    const city = data.cities[0];
    await filter.selectOption(city.name);
    await poll(() => query(p).get('city')).toBe(city.name);
    const inCity = await api(`/search?category=krasa&city=${encodeURIComponent(city.name)}&sort=rating`);
    await poll(() => cardSlugs(list)).toEqual(inCity.companies.map((c: any) => c.slug));
    expect(inCity.companies.length).toBeLessThanOrEqual(before);
    expect(inCity.total).toBe(city.company_count);
    for (const place of await cardPlaces(list)) expect(place.startsWith(city.name), place).toBe(true);

    // sort by name (the city stays)
    const sort = p.getByTestId('sort-select');
    await poll(() => sort.inputValue()).toBe('rating');
    await sort.selectOption('name');
    await poll(() => Object.fromEntries(query(p))).toEqual({ city: city.name, sort: 'name' });
    const byName = await api(`/search?category=krasa&city=${encodeURIComponent(city.name)}&sort=name`);
    await poll(() => cardSlugs(list)).toEqual(byName.companies.map((c: any) => c.slug));
    await poll(() => list.locator('.company-card-name').allTextContents()).toSatisfy(
      (names: string[]) => names.join('\n') === [...names].sort((a, b) => a.localeCompare(b, 'cs')).join('\n'),
    );

    await p.goto(`${server.url}/katalog/nic`);
    await p.getByRole('heading', { name: 'Kategorie nenalezena' }).waitFor();
    await poll(() => p.getByTestId('category-not-found').getByRole('link', { name: 'Zpět na úvodní stránku' }).getAttribute('href')).toBe(
      '/',
    );

    await p.goto(`${server.url}/firma/tato-firma-neexistuje`);
    await p.getByRole('heading', { name: 'Firma nenalezena' }).waitFor();
    await poll(() => p.getByTestId('company-not-found').getByRole('link', { name: 'Zpět na úvodní stránku' }).getAttribute('href')).toBe(
      '/',
    );
    await p.context().close();
  });

  it('shows a city with category toggles and popular searches, and unknown cities as not found', async () => {
    const p = await page();
    const brno = await api('/cities/brno');
    await p.goto(`${server.url}/brno`);
    await poll(() => p.getByTestId('city-title').textContent()).toBe('Brno');
    const list = p.getByTestId('city-companies');
    const all = await api('/search?city=Brno&sort=rating');
    await poll(() => cardSlugs(list)).toEqual(all.companies.map((c: any) => c.slug));

    // category tiles toggle the filter
    await poll(() => p.getByTestId('city-categories').getByRole('button').count()).toBe(brno.categories.length);
    const krasa = p.getByTestId('city-category-krasa');
    await poll(() => krasa.getAttribute('aria-pressed')).toBe('false');
    await krasa.click();
    await poll(() => krasa.getAttribute('aria-pressed')).toBe('true');
    expect(query(p).get('category')).toBe('krasa');
    const beauty = await api('/search?city=Brno&category=krasa&sort=rating');
    expect(beauty.total).toBe(brno.categories.find((c: any) => c.slug === 'krasa').company_count);
    expect(beauty.total).toBeLessThan(all.total);
    await poll(() => cardSlugs(list)).toEqual(beauty.companies.map((c: any) => c.slug));
    for (const place of await cardPlaces(list)) expect(place.startsWith('Brno')).toBe(true);
    await krasa.click();
    await poll(() => krasa.getAttribute('aria-pressed')).toBe('false');
    expect(query(p).has('category')).toBe(false);
    await poll(() => cardSlugs(list)).toEqual(all.companies.map((c: any) => c.slug));

    // popular searches in this city
    const searches = p.getByTestId('popular-searches').getByRole('link');
    await poll(() => searches.allTextContents()).toEqual(['Kadeřník', 'Masáže', 'Fitness', 'Kosmetika']);
    const hair = new URL((await searches.first().getAttribute('href'))!, server.url);
    expect(hair.pathname).toBe('/search');
    expect(Object.fromEntries(hair.searchParams)).toEqual({ q: 'Kadeřník', city: 'Brno' });
    await searches.first().click();
    await p.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'Kadeřník' && url.searchParams.get('city') === 'Brno',
    );
    await poll(() => p.getByTestId('search-heading').textContent()).toBe('Výsledky pro "Kadeřník"');

    // 'Přidat firmu'
    await p.goto(`${server.url}/brno`);
    await p.getByTestId('city-add-company').click();
    await p.waitForURL((url) => url.pathname === '/registrace-firmy');
    await p.getByRole('heading', { name: 'Registrace firmy' }).waitFor();

    // unknown city: the not-found page; a major Czech city is never 'not found'
    await p.goto(`${server.url}/atlantida`);
    await p.getByText(NOT_FOUND).waitFor();
    // a known city without companies that is not a major one: not found either
    await p.goto(`${server.url}/blansko`);
    await p.getByText(NOT_FOUND).waitFor();
    await p.goto(`${server.url}/opava`);
    await poll(() => p.getByTestId('city-title').textContent()).toBe('Opava');
    await poll(() => p.getByText(NOT_FOUND).count()).toBe(0);
    // ... even when the API does not know it (yet)
    let refused = 0;
    await p.route('**/api/cities/zlin**', (route) => {
      refused += 1;
      return route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"success":false,"error":"Město nenalezeno","code":"not_found"}',
      });
    });
    await p.goto(`${server.url}/zlin`);
    await poll(() => p.getByTestId('city-title').textContent()).toBe('Zlín');
    expect(refused).toBeGreaterThan(0);
    await poll(() => p.getByText(NOT_FOUND).count()).toBe(0);
    await p.context().close();
  });

  it('lists the cities 30 a page, filters them by region, marks inactive ones and recovers from a load error', async () => {
    const p = await page();
    const cities = (await api('/cities?limit=1000')).cities as any[];
    expect(cities.length, 'the demo data has more than one page of cities').toBeGreaterThan(30);
    await p.goto(`${server.url}/mesta`);
    const cards = p.getByTestId('city-list').getByTestId('city-card');
    const slugs = () => attrs(cards, 'data-slug');
    await poll(slugs).toEqual(cities.slice(0, 30).map((c) => c.slug));
    await poll(() => p.getByTestId('cities-stat-total').textContent()).toBe(String(cities.length));

    const checkInactive = async () => {
      let seen = 0;
      for (const card of await cards.all()) {
        if ((await card.getAttribute('data-active')) === 'true') {
          await poll(() => card.getByRole('link').count()).toBe(1);
          continue;
        }
        seen += 1;
        await poll(() => card.textContent()).toContain('Brzy dostupné');
        await poll(() => card.getByRole('link').count()).toBe(0);
      }
      return seen;
    };
    let inactive = await checkInactive();

    await p.getByTestId('cities-pagination-page-2').click();
    await poll(() => query(p).get('page')).toBe('2');
    await poll(slugs).toEqual(cities.slice(30, 60).map((c) => c.slug));
    await poll(() => p.getByTestId('cities-pagination-page-2').getAttribute('aria-current')).toBe('page');
    inactive += await checkInactive();
    // the pages after the second, opened by their address: every city seen once
    for (let n = 3; n <= Math.ceil(cities.length / 30); n += 1) {
      await p.goto(`${server.url}/mesta?page=${n}`);
      await poll(slugs).toEqual(cities.slice(30 * (n - 1), 30 * n).map((c) => c.slug));
      inactive += await checkInactive();
    }
    expect(inactive).toBe(cities.filter((c) => !c.is_active).length);
    expect(inactive, 'the demo data has inactive cities').toBeGreaterThan(0);

    // a region: back to page 1, only its cities
    const regions = (await api('/regions')).regions as any[];
    const region = regions.find((r) => r.slug === 'moravskoslezsky') ?? regions[0];
    const inRegion = cities.filter((c) => c.region_id === region.id);
    expect(inRegion.length).toBeGreaterThan(0);
    expect(inRegion.length).toBeLessThan(cities.length);
    await p.getByLabel('Kraj').selectOption({ label: region.name });
    await poll(() => Object.fromEntries(query(p))).toEqual({ region: region.slug });
    await poll(slugs).toEqual(inRegion.slice(0, 30).map((c) => c.slug));
    await poll(async () => [...new Set(await cards.getByTestId('city-card-region').allTextContents())]).toEqual([region.name]);
    await p.context().close();

    // load error with retry
    const q = await page();
    await q.route('**/api/cities**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }));
    await q.goto(`${server.url}/mesta`);
    const error = q.getByTestId('cities-error');
    await error.waitFor();
    await poll(() => error.textContent()).toContain('Nepodařilo se načíst města');
    const retry = q.getByTestId('cities-error-retry');
    await poll(() => retry.textContent()).toBe('Zkusit znovu');
    await q.unroute('**/api/cities**');
    await retry.click();
    await poll(() => q.getByTestId('city-list').getByTestId('city-card').count()).toBe(30);
    await poll(() => error.count()).toBe(0);
    await q.context().close();
  });

  it('serves the Slovak and Polish editions with their texts and currencies', async () => {
    const p = await page();
    await p.goto(`${server.url}/?country=SK`);
    await p.getByRole('heading', { level: 1, name: 'Nájdite a rezervujte služby vo svojom okolí' }).waitFor();
    await p.getByRole('heading', { name: 'Odporúčané firmy' }).waitFor();
    await p.getByTestId('header-login-link').filter({ hasText: 'Prihlásiť sa' }).waitFor();
    const skFeatured = p.getByTestId('featured-companies').getByTestId('company-card');
    await skFeatured.first().waitFor();
    await poll(() => p.getByTestId('featured-companies').locator('.company-card-price .price').allTextContents()).toSatisfy(
      (prices: string[]) => prices.length > 0 && prices.every((price) => /^od \d[\d\u00a0]*\u00a0€$/.test(price)),
    );
    const skSlugs = new Set(((await api('/companies?featured=1&country=SK')).companies as any[]).map((c) => c.slug));
    for (const slug of await cardSlugs(p.getByTestId('featured-companies'))) expect(skSlugs.has(slug!), slug!).toBe(true);

    const zdravie = await api('/categories/zdravie?country=SK');
    await p.goto(`${server.url}/katalog/zdravie?country=SK`);
    await poll(() => p.getByTestId('category-title').textContent()).toBe(zdravie.category.name);
    await poll(() => p.getByTestId('category-count').textContent()).toContain(String(zdravie.category.company_count));
    await p.getByTestId('category-companies').getByTestId('company-card').first().waitFor();
    await poll(() => p.getByTestId('category-companies').locator('.company-card-price .price').allTextContents()).toSatisfy(
      (prices: string[]) => prices.every((price) => price.includes('€')),
    );

    const first = (await api('/search?country=PL&limit=1')).companies[0];
    const word = (first.name as string).split(' ')[0]!;
    const pl = await api(`/search?country=PL&q=${encodeURIComponent(word)}`);
    expect(pl.total).toBeGreaterThan(0);
    await p.goto(`${server.url}/search?country=PL&q=${encodeURIComponent(word)}`);
    await poll(() => p.getByTestId('search-heading').textContent()).toBe(`Wyniki dla "${word}"`);
    const plResults = p.getByTestId('search-results');
    await poll(() => cardSlugs(plResults)).toEqual(pl.companies.map((c: any) => c.slug));
    await poll(() => plResults.locator('.company-card-price .price').allTextContents()).toSatisfy(
      (prices: string[]) => prices.length > 0 && prices.every((price) => /\u00a0zł$/.test(price)),
    );

    await p.goto(`${server.url}/pro-firmy?country=SK`);
    await p.getByTestId('plan-starter').waitFor();
    await poll(() => p.getByTestId('plan-starter').getByTestId('plan-price').locator('strong').textContent()).toBe('12 €');
    await poll(() => p.getByTestId('plan-professional').getByTestId('plan-price').locator('strong').textContent()).toBe('41 €');
    await poll(() => p.getByTestId('plan-free').getByTestId('plan-price').locator('strong').textContent()).toBe('0 €');
    await p.goto(`${server.url}/pro-firmy`);
    await poll(() => p.getByTestId('plan-starter').getByTestId('plan-price').locator('strong').textContent()).toBe('290 Kč');
    await p.context().close();
  });
});
