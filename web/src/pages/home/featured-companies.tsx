import { fetchCompanies } from '../../api/companies.js';
import { CompanyGrid } from '../../components/company/company-grid.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RetryNotice } from '../../components/retry-notice.js';

export const FEATURED_SHOWN = 8;

/** Featured companies of the edition (GET /api/companies?featured=1), linking to their profiles. */
export function FeaturedCompanies() {
  const { t } = useI18n();
  const featured = useApiQuery(publicKeys.featured, (signal) => fetchCompanies({ featured: true, signal }));

  if (featured.status === 'error') return <RetryNotice message={t('home.featuredError')} onRetry={featured.reload} />;
  const companies = featured.data?.companies.slice(0, FEATURED_SHOWN) ?? [];
  if (featured.status === 'ready' && companies.length === 0) return <p className="notice">{t('home.featuredEmpty')}</p>;
  return <CompanyGrid companies={companies} loading={featured.status === 'loading'} testId="featured-companies" row />;
}
