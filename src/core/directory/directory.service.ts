import type { CountryCode } from '../../config/schema.js';
import { COMPANIES_PAGE_SIZE, type SearchQuery } from '../../contract/directory.js';
import { SERVICE_POPULARITY_DAYS } from '../../contract/salon.js';
import type { Clock } from '../clock.port.js';
import { DomainError } from '../errors.js';
import { foldText } from '../text/normalize.js';
import type { BrowseRepository } from './browse.repository.js';
import type { CompanyRepository } from './company.repository.js';
import type { CompanyFilters, CompanySort, SearchRepository } from './search.repository.js';
import { CITY_LIST_DEFAULT, CITY_LIST_MAX, DIRECTORY_MESSAGES as M, SITEMAP_PAGE_SIZE } from './model.js';
import type { DirectoryRepository } from './directory.repository.js';

/** What the directory needs of featured campaigns (core/featured): who is featured now, and counting their impressions. */
export interface FeaturedPlaces {
  /** the edition's listings a campaign covers at the clock's now: company id -> campaign id */
  inEffect(country: CountryCode): Promise<Map<number, number>>;
  shown(campaignIds: Iterable<number>): void;
}

const noFeatured: FeaturedPlaces = { inEffect: async () => new Map(), shown: () => undefined };

export function createDirectoryService(deps: {
  repo: DirectoryRepository;
  companies: CompanyRepository;
  searches: SearchRepository;
  browse: BrowseRepository;
  featured?: FeaturedPlaces;
  /** the services' popularity counts the completed bookings of the last 90 days before the clock's now */
  clock?: Clock;
}) {
  const { repo, companies, searches, browse } = deps;
  const now = () => deps.clock?.now() ?? new Date();
  const featured = deps.featured ?? noFeatured;

  /**
   * A search whose order puts featured listings first (relevance without text, the featured list): the
   * listings a campaign covers now go first and show as featured, and each one shown counts an
   * impression of its campaign (in memory). Other searches run as they are.
   */
  async function withCampaigns(filters: CompanyFilters, sort: CompanySort, offset: number, limit: number) {
    if (sort !== 'relevance' || filters.q) return searches.search(filters, sort, offset, limit);
    const inEffect = await featured.inEffect(filters.country);
    if (!inEffect.size) return searches.search(filters, sort, offset, limit);
    const found = await searches.search({ ...filters, campaignIds: [...inEffect.keys()] }, sort, offset, limit);
    const shown = found.companies.filter((c) => inEffect.has(c.id));
    featured.shown(shown.map((c) => inEffect.get(c.id)!));
    return { ...found, companies: found.companies.map((c) => (inEffect.has(c.id) ? { ...c, is_featured: true } : c)) };
  }

  return {
    listCities(country: CountryCode, options: { limit?: number; search?: string } = {}) {
      const limit = Math.min(Math.max(options.limit ?? CITY_LIST_DEFAULT, 1), CITY_LIST_MAX);
      const search = options.search ? foldText(options.search) : undefined;
      return repo.listCities(country, limit, search || undefined);
    },
    listRegions: (country: CountryCode) => repo.listRegions(country),
    listCategories: (country: CountryCode) => repo.listCategories(country),

    /** Search: q substring of name, service or subcategory (any case, with or without diacritics), city equality, ... */
    async search(country: CountryCode, query: Omit<SearchQuery, 'country'>) {
      const q = query.q ? foldText(query.q) : undefined;
      const city = query.city ? foldText(query.city) : undefined;
      const found = await withCampaigns(
        { country, q: q || undefined, city: city || undefined, category: query.category, rating: query.rating, price: query.price },
        query.sort,
        (query.page - 1) * query.limit,
        query.limit,
      );
      return { ...found, page: query.page, limit: query.limit };
    },

    async listCompanies(country: CountryCode, page: number, featured: boolean) {
      const found = await withCampaigns({ country, featured }, 'relevance', (page - 1) * COMPANIES_PAGE_SIZE, COMPANIES_PAGE_SIZE);
      return { ...found, page, limit: COMPANIES_PAGE_SIZE };
    },

    async company(slug: string) {
      const company = await companies.findBySlug(slug, new Date(now().getTime() - SERVICE_POPULARITY_DAYS * 24 * 60 * 60 * 1000));
      if (!company) throw new DomainError('not_found', M.companyNotFound);
      return company;
    },

    async categoryPage(country: CountryCode, slug: string) {
      const page = await browse.categoryPage(country, slug);
      if (!page) throw new DomainError('not_found', M.categoryNotFound);
      const { cities, ...category } = page;
      return { category, cities };
    },

    async cityPage(country: CountryCode, slug: string) {
      const page = await browse.cityPage(country, slug);
      if (!page) throw new DomainError('not_found', M.cityNotFound);
      return page;
    },

    stats: (country: CountryCode) => browse.stats(country),

    /** What the edition's sitemap lists: pages of categories and cities, and listings page by page. */
    async sitemap(country: CountryCode) {
      const [categories, cities, companyCount] = await Promise.all([
        repo.listCategories(country),
        browse.citySlugsWithCompanies(country),
        browse.activeCompanyCount(country),
      ]);
      return { categories: categories.map((c) => c.slug), cities, companyPages: Math.max(1, Math.ceil(companyCount / SITEMAP_PAGE_SIZE)) };
    },
    sitemapCompanies: (country: CountryCode, page: number) =>
      browse.sitemapEntries(country, (page - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE),
  };
}
