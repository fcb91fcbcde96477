import { useParams } from 'react-router';
import { fetchCategoryPage, searchCompanies } from '../../api/companies.js';
import { PageLoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ListingCta } from '../search/company-listing.js';
import { useListingParams } from '../search/use-listing-params.js';
import { CategoryCompanies } from './category-companies.js';
import { CategoryHeader } from './category-header.js';
import '../../i18n/cs-directory.js';

/** /katalog/{category}?city=&sort=&page=: header, subcategory counts, city filter, sorted companies. */
export function CategoryPage() {
  const { t } = useI18n();
  const { category: slug = '' } = useParams();
  const { filter: city, sort, page, update } = useListingParams('city');
  const category = useApiQuery(publicKeys.categoryPage(slug), (signal) => fetchCategoryPage(slug, signal));
  const search = { category: slug, city: city || undefined, sort, page };
  const companies = useApiQuery(publicKeys.search(search), (signal) => searchCompanies(search, signal));

  if (category.status === 'loading' && !category.data) return <Spinner block />;
  if (category.status === 'error')
    return (
      <PageLoadError
        resource={category}
        fallback={t('category.error')}
        notFound={t('category.notFound')}
        notFoundTestId="category-not-found"
      />
    );
  const data = category.data;
  if (!data) return null;
  return (
    <div className="container page page--wide" data-testid="category-page">
      <CategoryHeader category={data.category} />
      <CategoryCompanies cities={data.cities} city={city} sort={sort} page={page} companies={companies} onChange={update} />
      <ListingCta
        name="category"
        title={t('category.ctaTitle')}
        links={[
          { to: '/search', text: t('category.ctaSearch'), testId: 'category-cta-search' },
          { to: '/', text: t('common.backHome'), testId: 'category-cta-home' },
        ]}
      />
    </div>
  );
}
