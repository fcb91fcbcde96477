import { Link } from 'react-router';
import { CategoryGrid } from '../../components/categories/category-grid.js';
import { SearchForm } from '../../components/search/search-form.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';

export function HomePage() {
  const { t } = useI18n();
  useDocumentTitle(null);
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
      <section className="container section" aria-labelledby="home-categories">
        <div className="section-header">
          <h2 id="home-categories" className="section-title">{t('home.categories')}</h2>
          <Link to="/katalog" className="section-link">{t('home.allCategories')} →</Link>
        </div>
        <CategoryGrid />
      </section>
    </>
  );
}
