import type { CityPageResponse, SearchResponse, SearchSort } from '../../api/companies.js';
import type { CityDto } from '../../api/directory.js';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.js';
import type { Resource } from '../../hooks/use-api-query.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ListingCta } from '../search/company-listing.js';
import { CityCompanies } from './city-companies.js';
import { CityCategoryTiles } from './city-category-tiles.js';
import { CityHero } from './city-hero.js';
import { PopularSearches } from './popular-searches.js';
import '../../i18n/cs-directory.js';

interface Props {
  name: string;
  city: CityDto | null;
  categories: CityPageResponse['categories'];
  category: string;
  sort: SearchSort;
  page: number;
  companies: Resource<SearchResponse>;
  onChange: (next: { category?: string; sort?: SearchSort; page?: number }) => void;
}

export function CityContent({ name, city, categories, category, sort, page, companies, onChange }: Props) {
  const { t } = useI18n();
  useDocumentTitle(t('city.title', { city: name }), t('meta.city', { city: name }));
  return (
    <div data-testid="city-page">
      <CityHero name={name} city={city} />
      <div className="container page page--wide">
        <Breadcrumbs items={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('nav.cities'), to: '/mesta' }, { label: name }]} />
        <CityCategoryTiles categories={categories} value={category} onChange={(slug) => onChange({ category: slug, page: 1 })} />
        <CityCompanies name={name} sort={sort} page={page} companies={companies} onChange={onChange} />
        <PopularSearches city={name} />
        <ListingCta
          name="city"
          title={t('city.ctaTitle', { city: name })}
          text={t('city.ctaText')}
          links={[
            { to: '/registrace-firmy', text: t('city.addCompany'), testId: 'city-add-company' },
            { to: '/search', text: t('city.searchAll'), testId: 'city-search-link' },
          ]}
        />
      </div>
    </div>
  );
}
