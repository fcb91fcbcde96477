import { useParams } from 'react-router';
import { fetchCities } from '../../api/directory.js';
import { ComingSoon } from '../../components/coming-soon.js';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { Spinner } from '../../components/spinner.js';
import { useResource } from '../../hooks/use-resource.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import { capitaliseSlug, majorCityBySlug } from './major-cities.js';

/** /{city}: a known city (or one of the 15 major ones) gets its page; any other path is not found. */
export function CityPage() {
  const { t } = useI18n();
  const { city: slug = '' } = useParams();
  const lookup = useResource(
    (signal) => fetchCities({ search: slug.split('-')[0], limit: 100, signal }),
    [slug],
  );

  if (lookup.status === 'loading') return <Spinner block />;
  const city = lookup.data?.cities.find((item) => item.slug === slug) ?? null;
  const major = majorCityBySlug(slug);
  if (!city && !major) return <NotFoundPage />;

  const name = city?.name ?? major ?? capitaliseSlug(slug);
  return (
    <PageShell title={name} lead={city?.region_name ?? undefined}>
      <Breadcrumbs items={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('nav.cities'), to: '/mesta' }, { label: name }]} />
      <ComingSoon text={t('soon.city')} />
    </PageShell>
  );
}
