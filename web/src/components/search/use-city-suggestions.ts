import { useEffect, useState } from 'react';
import { fetchCities, type CityDto } from '../../api/directory.js';

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
  const [state, setState] = useState<{ status: SuggestionStatus; cities: CityDto[] }>({ status: 'idle', cities: [] });
  const [attempt, setAttempt] = useState(0);
  const short = search.length > 0 && search.length < MIN_SEARCH_LETTERS;

  useEffect(() => {
    if (!open || short) {
      setState({ status: open ? 'short' : 'idle', cities: [] });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', cities: previous.cities }));
    const timer = window.setTimeout(
      () => {
        fetchCities({ limit: SUGGESTION_LIMIT, search: search || undefined, signal: controller.signal })
          .then((answer) => setState({ status: 'ready', cities: answer.cities.slice(0, SUGGESTION_LIMIT) }))
          .catch(() => {
            if (!controller.signal.aborted) setState({ status: 'error', cities: [] });
          });
      },
      search ? 200 : 0,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, open, short, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
