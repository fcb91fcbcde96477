import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchResponse, SearchSort } from '../../api/companies.js';
import type { Resource } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CompanyGrid } from '../../components/company/company-grid.js';
import { SortSelect } from '../../components/company/sort-select.js';
import { resultPages } from '../../components/format.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import { LIST_SORTS } from './search-state.js';
import '../../i18n/cs-directory.js';
import listing from '../../components/company/listing.module.css';

/**
 * A listing page's companies (a category's, a city's) under their heading `{name}-companies`: the sort
 * (after `filter`, if any), the cards, 'Zatím žádné firmy' (`{name}-empty`, with `emptyAction`) and the pages.
 */
export function CompanyListing({
  name,
  title,
  filter,
  sort,
  page,
  companies,
  emptyAction,
  onChange,
}: {
  name: 'category' | 'city';
  title: string;
  filter?: ReactNode;
  sort: SearchSort;
  page: number;
  companies: Resource<SearchResponse>;
  emptyAction?: ReactNode;
  onChange: (next: { sort?: SearchSort; page?: number }) => void;
}) {
  const { t } = useI18n();
  const data = companies.data;
  const loading = companies.status === 'loading';
  const sortSelect = <SortSelect sorts={LIST_SORTS} value={sort} onChange={(next) => onChange({ sort: next, page: 1 })} />;
  return (
    <section className="section" aria-labelledby={`${name}-companies`}>
      <div className={listing.resultsBar}>
        <h2 id={`${name}-companies`} className="section-title">
          {title}
        </h2>
        {filter ? (
          <div className={listing.resultsControls}>
            {filter}
            {sortSelect}
          </div>
        ) : (
          sortSelect
        )}
      </div>
      {companies.status === 'error' ? (
        <LoadError error={companies.error} fallback={t('search.error')} onRetry={companies.reload} />
      ) : !loading && data && data.total === 0 ? (
        <div className={listing.emptyState} data-testid={`${name}-empty`}>
          <h3>{t('category.empty')}</h3>
          {emptyAction}
        </div>
      ) : (
        <CompanyGrid companies={data?.companies ?? []} loading={loading} testId={`${name}-companies`} />
      )}
      {data && !loading && <Pagination page={page} pages={resultPages(data)} onChange={(next) => onChange({ page: next })} />}
    </section>
  );
}

/** The box at the end of a listing page: its heading (`{name}-cta`), a line of text and a main and a second link. */
export function ListingCta({
  name,
  title,
  text,
  links,
}: {
  name: 'category' | 'city';
  title: string;
  text?: string;
  links: [CtaLink, CtaLink];
}) {
  return (
    <section className={listing.ctaBox} aria-labelledby={`${name}-cta`}>
      <h2 id={`${name}-cta`}>{title}</h2>
      {text && <p>{text}</p>}
      <div className={listing.ctaActions}>
        {links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={index === 0 ? 'button button--primary' : 'button button--ghost'}
            data-testid={link.testId}
          >
            {link.text}
          </Link>
        ))}
      </div>
    </section>
  );
}

interface CtaLink {
  to: string;
  text: string;
  testId: string;
}
