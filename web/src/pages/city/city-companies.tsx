import type { SearchResponse, SearchSort } from '../../api/companies.js';
import { CompanyListing } from '../search/company-listing.js';
import type { Resource } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';

interface Props {
  name: string;
  sort: SearchSort;
  page: number;
  companies: Resource<SearchResponse>;
  onChange: (next: { sort?: SearchSort; page?: number }) => void;
}

/** The city's companies with sort and pagination. */
export function CityCompanies({ name, ...props }: Props) {
  const { t } = useI18n();
  return <CompanyListing {...props} name="city" title={t('city.companies', { city: name })} />;
}
