import { Link } from 'react-router';
import type { CityPageResponse, SearchResponse, SearchSort } from '../../api/companies.js';
import type { CityDto } from '../../api/directory.js';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.js';
import type { Resource } from '../../hooks/use-api-query.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CityCompanies } from './city-companies.js';
import { CityCategoryTiles } from './city-category-tiles.js';
import { CityHero } from './city-hero.js';
import { PopularSearches } from './popular-searches.js';
import '../../i18n/cs-directory.js';
import listing from '../../components/company/listing.module.css';

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
        <section className={listing.ctaBox} aria-labelledby="city-cta">
          <h2 id="city-cta">{t('city.ctaTitle', { city: name })}</h2>
          <p>{t('city.ctaText')}</p>
          <div className={listing.ctaActions}>
            <Link to="/registrace-firmy" className="button button--primary" data-testid="city-add-company">
              {t('city.addCompany')}
            </Link>
            <Link to="/search" className="button button--ghost" data-testid="city-search-link">
              {t('city.searchAll')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
