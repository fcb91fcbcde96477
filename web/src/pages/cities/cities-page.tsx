import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fetchRegions } from '../../api/directory.js';
import { totalPages } from '../../components/format.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { InlineSelect } from '../../components/company/sort-select.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import { Spinner } from '../../components/spinner.js';
import { ALL_CITIES, publicKeys, useCities } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { parsePage } from '../search/search-state.js';
import { CitiesStats } from './cities-stats.js';
import { CityList } from './city-list.js';
import '../../i18n/cs-directory.js';
import styles from './cities.module.css';

export const CITIES_PAGE_SIZE = 30;

/** /mesta: every city of the edition, by region, 30 a page (?region=slug&page=n). */
export function CitiesPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const cities = useCities(ALL_CITIES);
  // A region list that cannot be loaded is ignored: the filter is simply not offered.
  const regions = useApiQuery(publicKeys.regions, (signal) => fetchRegions(signal).catch(() => ({ success: true as const, regions: [] })));
  const regionSlug = params.get('region') ?? '';
  const region = regions.data?.regions.find((item) => item.slug === regionSlug) ?? null;

  const filtered = useMemo(() => {
    const all = cities.data?.cities ?? [];
    return region ? all.filter((city) => city.region_id === region.id) : all;
  }, [cities.data, region]);
  const pages = totalPages(filtered.length, CITIES_PAGE_SIZE);
  const page = Math.min(parsePage(params.get('page')), pages);

  const go = (next: { region?: string; page?: number }) => {
    const query = new URLSearchParams();
    const slug = next.region ?? regionSlug;
    if (slug) query.set('region', slug);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <PageShell title={t('cities.title')} lead={t('cities.lead')} description={t('meta.cities')} wide>
      {cities.status === 'loading' && <Spinner block showLabel label={t('cities.loading')} />}
      {cities.status === 'error' && (
        <LoadError error={cities.error} fallback={t('cities.error')} onRetry={cities.reload} testId="cities-error" />
      )}
      {cities.status === 'ready' && cities.data && (
        <>
          <CitiesStats cities={cities.data.cities} regionCount={regions.data?.regions.length ?? null} />
          {(regions.data?.regions.length ?? 0) > 0 && (
            // the region's cities (changing it goes back to page 1)
            <InlineSelect
              className={styles.regionFilter}
              label={t('cities.region')}
              value={region?.slug ?? ''}
              onChange={(slug) => go({ region: slug, page: 1 })}
              options={[
                { value: '', label: t('cities.allRegions') },
                ...(regions.data?.regions ?? []).map((item) => ({ key: item.id, value: item.slug, label: item.name })),
              ]}
              testId="region-filter"
            />
          )}
          <CityList cities={filtered.slice((page - 1) * CITIES_PAGE_SIZE, page * CITIES_PAGE_SIZE)} />
          <Pagination page={page} pages={pages} onChange={(next) => go({ page: next })} testId="cities-pagination" />
        </>
      )}
    </PageShell>
  );
}
