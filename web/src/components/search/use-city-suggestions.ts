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
  const [attempt, setAttempt] = useState(0);
  const short = search.length > 0 && search.length < MIN_SEARCH_LETTERS;
  // the request the current text asks for (none while closed or too short), and the last answer with its request
  const request = open && !short ? `${search}\u0000${attempt}` : null;
  const [settled, setSettled] = useState<{ request: string; status: 'ready' | 'error'; cities: CityDto[] } | null>(null);

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        fetchCities({ limit: SUGGESTION_LIMIT, search: search || undefined, signal: controller.signal })
          .then((answer) => setSettled({ request, status: 'ready', cities: answer.cities.slice(0, SUGGESTION_LIMIT) }))
          .catch(() => {
            if (!controller.signal.aborted) setSettled({ request, status: 'error', cities: [] });
          });
      },
      search ? 200 : 0,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [request, search]);

  const retry = () => setAttempt((n) => n + 1);
  if (request === null) return { status: open ? 'short' : 'idle', cities: [], retry };
  // while the answer to this text is on its way, the last list stays
  if (settled?.request !== request) return { status: 'loading', cities: settled?.status === 'ready' ? settled.cities : [], retry };
  return { status: settled.status, cities: settled.cities, retry };
}
