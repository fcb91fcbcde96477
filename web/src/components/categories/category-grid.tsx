import { Link } from 'react-router';
import { useCategories } from '../../hooks/public-queries.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Spinner } from '../spinner.js';
import { CategoryIcon } from './category-icon.js';
import { RetryNotice } from '../retry-notice.js';

/** Category tiles of the edition, each linking to /katalog/{slug}. */
export function CategoryGrid() {
  const { t, tp } = useI18n();
  const categories = useCategories();

  if (categories.status === 'loading') return <Spinner block />;
  if (categories.status === 'error' || !categories.data) return <RetryNotice message={t('categories.error')} onRetry={categories.reload} />;
  if (categories.data.categories.length === 0) return <p className="notice">{t('categories.empty')}</p>;

  return (
    <ul className="category-grid" data-testid="category-grid">
      {categories.data.categories.map((category) => (
        <li key={category.id}>
          <Link to={`/katalog/${encodeURIComponent(category.slug)}`} className="category-tile">
            {category.image_url ? (
              <img className="category-tile-image" src={category.image_url} alt="" loading="lazy" width={320} height={180} />
            ) : (
              <span className="category-tile-glyph" aria-hidden="true">
                <CategoryIcon icon={category.icon} slug={category.slug} />
              </span>
            )}
            <span className="category-tile-name">{category.name}</span>
            <span className="category-tile-count">{tp('common.companies', category.company_count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
