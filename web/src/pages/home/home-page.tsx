import { Link } from 'react-router';
import { CategoryGrid } from '../../components/categories/category-grid.js';
import { SearchForm } from '../../components/search/search-form.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { AppDownload } from './app-download.js';
import { FeaturedCompanies } from './featured-companies.js';
import { PopularCities } from './popular-cities.js';
import { StatsStrip } from './stats-strip.js';
import { Icon } from '../../components/icon.js';

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
            <Link to="/mesta">
              {t('home.allCities')} <Icon name="arrowRight" size={16} />
            </Link>
            <Link to="/pro-firmy">
              {t('home.business')} <Icon name="arrowRight" size={16} />
            </Link>
          </p>
        </div>
      </section>
      <StatsStrip />
      <section className="container section" aria-labelledby="home-categories">
        <div className="section-header">
          <h2 id="home-categories" className="section-title">
            {t('home.categories')}
          </h2>
          <Link to="/katalog" className="section-link">
            {t('home.allCategories')} <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        <CategoryGrid />
      </section>
      <section className="container section" aria-labelledby="home-featured">
        <div className="section-header">
          <h2 id="home-featured" className="section-title">
            {t('home.featured')}
          </h2>
          <Link to="/search" className="section-link">
            {t('home.searchAll')} <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        <FeaturedCompanies />
      </section>
      <section className="container section" aria-labelledby="home-cities">
        <div className="section-header">
          <h2 id="home-cities" className="section-title">
            {t('home.cities')}
          </h2>
          <Link to="/mesta" className="section-link" data-testid="home-all-cities">
            {t('footer.allCities')} <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        <PopularCities />
      </section>
      <AppDownload />
    </>
  );
}
