import { Link } from 'react-router';
import { useCategories } from '../../hooks/public-queries.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon } from '../icon.js';

const SHOWN = 8;

export function FooterCategories() {
  const { t } = useI18n();
  const categories = useCategories();

  if (categories.status === 'loading')
    return (
      <p className="footer-note" role="status">
        {t('footer.categoriesLoading')}
      </p>
    );
  if (categories.status === 'error' || !categories.data) return <p className="footer-note">{t('footer.categoriesError')}</p>;
  return (
    <ul className="footer-links" data-testid="footer-categories">
      {categories.data.categories.slice(0, SHOWN).map((category) => (
        <li key={category.id}>
          <Link to={`/katalog/${encodeURIComponent(category.slug)}`}>{category.name}</Link>
        </li>
      ))}
      <li>
        <Link to="/katalog" className="footer-more">
          {t('home.allCategories')} <Icon name="arrowRight" size={14} />
        </Link>
      </li>
    </ul>
  );
}
