import { currentCountry } from '../api/http.js';
import { fetchEdition, type Edition } from '../api/system.js';

/** /api/edition's answers, by the country the requests name ('' none: the host's edition, or the operator's default). */
const editions = new Map<string, Promise<Edition>>();

/**
 * The edition the back office runs in, for the first queries whose key holds it (the companies list's
 * country, a report's today): EditionProvider keeps its answer in React state, out of a route loader's reach,
 * so the prefetching asks /api/edition itself, once a page load for the country the requests name. A failure
 * is forgotten: the next prefetch asks again.
 */
export function prefetchEdition(): Promise<Edition> {
  const country = currentCountry() ?? '';
  let answer = editions.get(country);
  if (!answer) {
    answer = fetchEdition().then((response) => response.edition);
    answer.catch(() => editions.delete(country));
    editions.set(country, answer);
  }
  return answer;
}
