import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.js';
import { fetchCategoryPage, searchCompanies, type SearchSort } from '../../api/companies.js';
import { LoadError } from '../../components/load-error.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { Spinner } from '../../components/spinner.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { parseListSort, parsePage } from '../search/search-state.js';
import { CategoryCompanies } from './category-companies.js';
import { CategoryHeader } from './category-header.js';
import '../../i18n/cs-directory.js';
import listing from '../../components/company/listing.module.css';

/** /katalog/{category}?city=&sort=&page=: header, subcategory counts, city filter, sorted companies. */
export function CategoryPage() {
  const { t } = useI18n();
  const { category: slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const city = params.get('city') ?? '';
  const sort = parseListSort(params.get('sort'));
  const page = parsePage(params.get('page'));
  const category = useApiQuery(publicKeys.categoryPage(slug), (signal) => fetchCategoryPage(slug, signal));
  const search = { category: slug, city: city || undefined, sort, page };
  const companies = useApiQuery(publicKeys.search(search), (signal) => searchCompanies(search, signal));

  const update = (next: { city?: string; sort?: SearchSort; page?: number }) => {
    const query = new URLSearchParams();
    const nextCity = next.city ?? city;
    const nextSort = next.sort ?? sort;
    if (nextCity) query.set('city', nextCity);
    if (nextSort !== 'rating') query.set('sort', nextSort);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
    if (next.page) window.scrollTo({ top: 0 });
  };

  if (category.status === 'loading' && !category.data) return <Spinner block />;
  if (category.status === 'error') {
    if (category.error instanceof ApiError && category.error.status === 404) {
      return (
        <PageShell title={t('category.notFound')}>
          <div data-testid="category-not-found">
            <Link to="/" className="button button--primary">
              {t('common.backHome')}
            </Link>
          </div>
        </PageShell>
      );
    }
    return (
      <div className="container page">
        <LoadError error={category.error} fallback={t('category.error')} onRetry={category.reload} />
      </div>
    );
  }
  const data = category.data;
  if (!data) return null;
  return (
    <div className="container page page--wide" data-testid="category-page">
      <CategoryHeader category={data.category} />
      <CategoryCompanies cities={data.cities} city={city} sort={sort} page={page} companies={companies} onChange={update} />
      <section className={listing.ctaBox} aria-labelledby="category-cta">
        <h2 id="category-cta">{t('category.ctaTitle')}</h2>
        <div className={listing.ctaActions}>
          <Link to="/search" className="button button--primary" data-testid="category-cta-search">
            {t('category.ctaSearch')}
          </Link>
          <Link to="/" className="button button--ghost" data-testid="category-cta-home">
            {t('common.backHome')}
          </Link>
        </div>
      </section>
    </div>
  );
}
