import type { CategoryPageResponse } from '../../api/companies.js';
import { CategoryIcon } from '../../components/categories/category-icon.js';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';
import styles from './catalog.module.css';

/** Image, name, company count, breadcrumb and subcategory chips with counts (information, not filters). */
export function CategoryHeader({ category }: { category: CategoryPageResponse['category'] }) {
  const { t, tp } = useI18n();
  useDocumentTitle(category.name, t('meta.category', { category: category.name }));
  return (
    <header className="category-header">
      <Breadcrumbs
        items={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('nav.catalog'), to: '/katalog' }, { label: category.name }]}
      />
      <div className={styles.headerMain}>
        {category.image_url ? (
          <img className={styles.headerImage} src={category.image_url} alt="" width={240} height={180} />
        ) : (
          <span className={styles.headerGlyph} aria-hidden="true">
            <CategoryIcon icon={category.icon} slug={category.slug} />
          </span>
        )}
        <div>
          <h1 className="page-title" data-testid="category-title">
            {category.name}
          </h1>
          <p className="page-lead" data-testid="category-count">
            {tp('common.companies', category.company_count)}
          </p>
        </div>
      </div>
      {category.subcategories.length > 0 && (
        <ul className="chips" aria-label={t('category.subcategories')} data-testid="subcategory-chips">
          {category.subcategories.map((sub) => (
            <li key={sub.id} className="chip">
              {sub.name} <span className={styles.chipCount}>{sub.company_count}</span>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
