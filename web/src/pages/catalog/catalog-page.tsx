import { CategoryGrid } from '../../components/categories/category-grid.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';

/** /katalog: every category group of the edition. */
export function CatalogPage() {
  const { t } = useI18n();
  return (
    <PageShell title={t('catalog.title')} lead={t('catalog.subtitle')} wide>
      <CategoryGrid />
    </PageShell>
  );
}
