import { Link, useParams } from 'react-router';
import { fetchCategories } from '../../api/directory.js';
import { ComingSoon } from '../../components/coming-soon.js';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { Spinner } from '../../components/spinner.js';
import { useResource } from '../../hooks/use-resource.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** /katalog/{category}: the category header is real; its company listing comes with the catalogue release. */
export function CategoryPage() {
  const { t, tp } = useI18n();
  const { category: slug = '' } = useParams();
  const categories = useResource((signal) => fetchCategories(signal), []);

  if (categories.status === 'loading') return <Spinner block />;
  const category = categories.data?.categories.find((item) => item.slug === slug);
  if (categories.status === 'ready' && !category) {
    return (
      <PageShell title={t('category.notFound')}>
        <Link to="/" className="button button--primary">{t('common.backHome')}</Link>
      </PageShell>
    );
  }

  const title = category?.name ?? t('page.category');
  return (
    <PageShell title={title} lead={category ? tp('common.companies', category.company_count) : undefined}>
      <Breadcrumbs items={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('nav.catalog'), to: '/katalog' }, { label: title }]} />
      {category && category.subcategories.length > 0 && (
        <ul className="chips" aria-label={t('category.subcategories')}>
          {category.subcategories.map((sub) => (
            <li key={sub.id} className="chip">{sub.name}</li>
          ))}
        </ul>
      )}
      <ComingSoon text={t('soon.category')} />
    </PageShell>
  );
}
