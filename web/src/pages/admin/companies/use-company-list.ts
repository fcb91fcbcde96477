import { useState } from 'react';
import type { ProspectDto, ScoreFilterValue } from '../../../api/prospects.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, type PageSize } from './company-rules.js';
import { useOnChange } from '../../../hooks/use-on-change.js';
import { useListSearch, usePageCount } from '../common/use-list-search.js';
import { companyListQuery } from './queries.js';

/**
 * The company list of one edition: the search typed (applied on the server 3 s after typing stops, or
 * at once on Enter), the score filter, the page and its size; rows the screen changed (a call, a
 * social link) are shown as the server answered them until the list is loaded again.
 */
export function useCompanyList(country: string) {
  const [score, setScoreState] = useState<ScoreFilterValue | ''>('');
  const [limit, setLimitState] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const { input, setInput, search, applySearch } = useListSearch(SEARCH_DEBOUNCE_MS, setPage);
  const [patched, setPatched] = useState<Record<number, ProspectDto>>({});

  const query = companyListQuery({ country, search, score, page, limit });
  const list = useApiQuery(query.key, query.load);

  useOnChange(list.data, () => setPatched({}));

  // fewer matches than the page asked for (rows gone meanwhile): go to the last page there is
  const pages = usePageCount(list.data?.total, limit, page, setPage);

  return {
    input,
    setInput,
    search,
    pending: input.trim() !== search,
    applySearch,
    score,
    setScore: (value: ScoreFilterValue | '') => {
      setScoreState(value);
      setPage(1);
    },
    limit,
    setLimit: (value: PageSize) => {
      setLimitState(value);
      setPage(1);
    },
    page,
    setPage,
    pages,
    list,
    companies: (list.data?.companies ?? []).map((c) => patched[c.id] ?? c),
    filtered: Boolean(search || score),
    patch: (company: ProspectDto) => setPatched((p) => ({ ...p, [company.id]: company })),
  };
}

export type CompanyList = ReturnType<typeof useCompanyList>;
