import type { CityPageResponse } from '../../api/companies.js';
import { CategoryIcon } from '../../components/categories/category-icon.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';
import styles from './city.module.css';

/** Categories with companies in the city; a tile toggles the category filter. */
export function CityCategoryTiles({
  categories,
  value,
  onChange,
}: {
  categories: CityPageResponse['categories'];
  value: string;
  onChange: (slug: string) => void;
}) {
  const { t, tp } = useI18n();
  if (categories.length === 0) return null;
  return (
    <section className="section" aria-labelledby="city-categories">
      <h2 id="city-categories" className="section-title">
        {t('city.categories')}
      </h2>
      <ul className={`category-grid ${styles.compactGrid}`} data-testid="city-categories">
        {categories.map((category) => (
          <li key={category.slug}>
            <button
              type="button"
              className={`category-tile ${styles.categoryToggle}`}
              aria-pressed={value === category.slug}
              onClick={() => onChange(value === category.slug ? '' : category.slug)}
              data-testid={`city-category-${category.slug}`}
            >
              <span className="category-tile-glyph" aria-hidden="true">
                <CategoryIcon icon={category.icon} slug={category.slug} />
              </span>
              <span className="category-tile-name">{category.name}</span>
              <span className="category-tile-count">{tp('common.companies', category.company_count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
