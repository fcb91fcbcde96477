import { MAJOR_CZECH_CITIES } from '../../contract/directory.js';
import { slugify } from '../../contract/text.js';
import { isDomainError, type Core } from '../../core/index.js';
import { companyJsonLd } from './company-json-ld.js';
import type { PageHead } from './head.js';
import { hreflangOf, type Site } from './origins.js';
import { fillText, SEO_TEXTS, SITE_NAME, type SeoTextKey } from './texts.js';

const PRIVATE = /^\/(admin|klient|dashboard|outdoor-ad)(\/|$)|^\/firma\/?$/;
const STATIC: Record<string, { title: SeoTextKey | 'SITE'; description?: SeoTextKey; noindex?: boolean; everyEdition?: boolean }> = {
  '/': { title: 'homeTitle', description: 'homeDescription', everyEdition: true },
  '/mesta': { title: 'citiesTitle', description: 'citiesDescription', everyEdition: true },
  '/katalog': { title: 'catalogTitle', description: 'catalogDescription', everyEdition: true },
  '/pro-firmy': { title: 'businessTitle', description: 'businessDescription', everyEdition: true },
  '/search': { title: 'searchTitle', noindex: true },
  '/eshop': { title: 'eshopTitle', everyEdition: true },
  '/prihlaseni': { title: 'loginTitle', noindex: true },
  '/prihlaseni/dokonceno': { title: 'loginTitle', noindex: true },
  '/registrace': { title: 'registerTitle', noindex: true },
  '/registrace-firmy': { title: 'companyRegisterTitle', noindex: true },
  '/obchodni-podminky': { title: 'SITE' },
  '/ochrana-osobnich-udaju': { title: 'SITE' },
};

/** The public pages whose head follows from the site and the path alone (no data): the same for everybody on a site. */
export const STATIC_PAGE_PATHS: readonly string[] = Object.keys(STATIC);

const notFoundOnly = (error: unknown) => {
  if (isDomainError(error) && error.code === 'not_found') return undefined;
  throw error;
};

/** The head of a public page, from the same services the API uses; 404 for what does not exist. */
export async function pageHead(core: Core, site: Site, path: string): Promise<PageHead> {
  const texts = SEO_TEXTS[site.edition.language];
  const language = site.edition.language;
  const titled = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);
  const notFound: PageHead = { status: 404, title: titled(texts.notFoundTitle), noindex: true, language };

  if (PRIVATE.test(path)) return { status: 200, title: titled(texts.privateTitle), noindex: true, language };
  const known = STATIC[path];
  if (known) {
    return {
      status: 200,
      title: known.title === 'SITE' ? SITE_NAME : titled(texts[known.title]),
      description: known.description && texts[known.description],
      canonical: site.url(path),
      alternates: known.everyEdition ? site.alternates(path) : undefined,
      noindex: known.noindex,
      language,
    };
  }
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const [first, second, ...more] = segments;
  if (first === 'katalog' && second !== undefined && !more.length) {
    const page = await core.directory.categoryPage(site.edition.code, second).catch(notFoundOnly);
    if (!page) return notFound;
    const { name, company_count: count } = page.category;
    return {
      status: 200,
      title: titled(fillText(texts.categoryTitle, { name, count })),
      description: fillText(texts.categoryDescription, { name }),
      canonical: site.url(path),
      alternates: [{ hreflang: hreflangOf(site.edition.code), href: site.url(path) }],
      language,
    };
  }
  if (first === 'firma' && second !== undefined && !more.length) {
    const company = await core.directory.company(second).catch(notFoundOnly);
    if (!company) return notFound;
    const url = site.url(path, company.country_code);
    return {
      status: 200,
      title: titled(
        fillText(texts.companyTitle, {
          name: company.name,
          what: company.subcategory?.name ?? company.category.name,
          city: company.city.name,
        }),
      ),
      description: (company.description || `${company.name}, ${company.address}, ${company.city.name}`).slice(0, 160),
      canonical: url,
      alternates: [{ hreflang: hreflangOf(company.country_code), href: url }],
      jsonLd: companyJsonLd(company, url, (p) => site.url(p, company.country_code).split('?')[0] ?? ''),
      language,
    };
  }
  if (first !== undefined && second === undefined) {
    const slug = first.toLowerCase();
    const page = await core.directory.cityPage(site.edition.code, slug).catch(notFoundOnly);
    const major = site.edition.code === 'CZ' && MAJOR_CZECH_CITIES.find((name) => slugify(name) === slug);
    if ((!page || page.city.company_count === 0) && !major) return notFound;
    const name = page ? page.city.name : String(major);
    return {
      status: 200,
      title: titled(fillText(texts.cityTitle, { name })),
      description: fillText(texts.cityDescription, { name }),
      canonical: site.url(`/${slug}`),
      alternates: [{ hreflang: hreflangOf(site.edition.code), href: site.url(`/${slug}`) }],
      language,
    };
  }
  return notFound;
}
