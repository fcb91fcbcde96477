import { useEffect, useState } from 'react';
import { fetchCities, type CityDto } from '../../api/directory.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';

export const SUGGESTION_LIMIT = 10;
export const MIN_SEARCH_LETTERS = 2;

export type SuggestionStatus = 'idle' | 'short' | 'loading' | 'ready' | 'error';

export interface CitySuggestions {
  status: SuggestionStatus;
  cities: CityDto[];
  retry: () => void;
}

/**
 * Cities for the autocomplete while `open`: the 10 most populous for an empty text, a hint for one
 * letter, and from 2 letters the cities whose name starts with the text (fetched after a short pause).
 */
export function useCitySuggestions(text: string, open: boolean): CitySuggestions {
  const search = text.trim();
  const short = search.length > 0 && search.length < MIN_SEARCH_LETTERS;
  // the text asked for, once typing paused (an empty text at once)
  const [settledText, setSettledText] = useState(search);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettledText(search), search ? 200 : 0);
    return () => window.clearTimeout(timer);
  }, [search]);
  const wanted = open && !short && settledText === search;
  const answer = useApiQuery(
    publicKeys.cities(SUGGESTION_LIMIT, search),
    (signal) => fetchCities({ limit: SUGGESTION_LIMIT, search: search || undefined, signal }),
    { enabled: wanted },
  );

  const retry = answer.reload;
  if (!open || short) return { status: open ? 'short' : 'idle', cities: [], retry };
  // while the answer to this text is on its way, the last list stays
  const cities = (answer.data?.cities ?? []).slice(0, SUGGESTION_LIMIT);
  if (!wanted || answer.status === 'loading') return { status: 'loading', cities: answer.status === 'error' ? [] : cities, retry };
  if (answer.status === 'error') return { status: 'error', cities: [], retry };
  return { status: 'ready', cities, retry };
}
