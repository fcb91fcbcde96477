import { Link } from 'react-router';
import { CategoryGrid } from '../../components/categories/category-grid.js';
import { SearchForm } from '../../components/search/search-form.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { AppDownload } from './app-download.js';
import { FeaturedCompanies } from './featured-companies.js';
import { PopularCities } from './popular-cities.js';
import { StatsStrip } from './stats-strip.js';

export function HomePage() {
  const { t } = useI18n();
  useDocumentTitle(null, t('meta.home'));
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <h1 className="hero-title">{t('home.title')}</h1>
          <p className="hero-subtitle">{t('home.subtitle')}</p>
          <SearchForm variant="hero" />
          <p className="hero-links">
            <Link to="/mesta">{t('home.allCities')} →</Link>
            <Link to="/pro-firmy">{t('home.business')} →</Link>
          </p>
        </div>
      </section>
      <StatsStrip />
      <section className="container section" aria-labelledby="home-categories">
        <div className="section-header">
          <h2 id="home-categories" className="section-title">{t('home.categories')}</h2>
          <Link to="/katalog" className="section-link">{t('home.allCategories')} →</Link>
        </div>
        <CategoryGrid />
      </section>
      <section className="container section" aria-labelledby="home-featured">
        <div className="section-header">
          <h2 id="home-featured" className="section-title">{t('home.featured')}</h2>
          <Link to="/search" className="section-link">{t('home.searchAll')} →</Link>
        </div>
        <FeaturedCompanies />
      </section>
      <section className="container section" aria-labelledby="home-cities">
        <div className="section-header">
          <h2 id="home-cities" className="section-title">{t('home.cities')}</h2>
          <Link to="/mesta" className="section-link" data-testid="home-all-cities">{t('footer.allCities')} →</Link>
        </div>
        <PopularCities />
      </section>
      <AppDownload />
    </>
  );
}
