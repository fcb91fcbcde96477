import { useEdition } from '../../app/edition-context.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { fetchCities } from '../../api/directory.js';

/** The search filter's fixed city choices for the Czech edition. */
export const CZECH_FILTER_CITIES = ['Praha', 'Brno', 'Ostrava', 'Plzeň'] as const;

/** The search filter's city radio: the four Czech cities, or the 4 most populous of SK / PL. */
export function useFilterCities(): string[] {
  const { edition, status } = useEdition();
  const czech = edition.code === 'CZ';
  const cities = useApiQuery(publicKeys.cities(4), (signal) => fetchCities({ limit: 4, signal }), {
    enabled: !czech && status !== 'loading',
  });
  if (status === 'loading') return [];
  if (czech) return [...CZECH_FILTER_CITIES];
  return cities.data?.cities.map((city) => city.name) ?? [];
}
