import { useEffect, useState } from 'react';
import { fetchCities } from '../../api/directory.js';

/** City names starting with `text` (from 2 letters on, 10 at most), fetched after a short pause in typing. */
export function useCitySuggestions(text: string): string[] {
  const [names, setNames] = useState<string[]>([]);
  const search = text.trim();

  useEffect(() => {
    if (search.length < 2) {
      setNames([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchCities({ limit: 10, search, signal: controller.signal })
        .then((answer) => setNames(answer.cities.map((city) => city.name)))
        .catch(() => {
          if (!controller.signal.aborted) setNames([]);
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  return names;
}
