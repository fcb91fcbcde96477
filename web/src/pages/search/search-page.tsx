import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** /search: heading from the query; the results arrive with the search release. */
export function SearchPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <PageShell title={q ? t('page.searchFor', { q }) : t('page.search')}>
      <ComingSoon text={t('soon.search')} />
    </PageShell>
  );
}
