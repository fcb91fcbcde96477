import type { Geocoder } from './geocoder.port.js';
import { geocodeText } from './geocoder.port.js';
import type { GeocodeCandidate, GeocodingRepository } from './geocoding.repository.js';

export interface GeocodeRunResult {
  /** false without a geocoder (MARKETPLACE_GEOCODER_URL unset): nothing was asked */
  configured: boolean;
  asked: number;
  found: number;
  missed: number;
  failed: number;
  /** the first failure's reason, in Czech */
  error?: string;
}

/**
 * Coordinates from the address. A listing is located when it is registered or its address is saved (the save
 * waits for one answer, bounded by the geocoder's time limit, and never fails because of it); the `geocode`
 * job locates the rest (imported prospects, listings whose save found the service down) a batch at a time.
 * The adapter spaces the requests (MARKETPLACE_GEOCODER_INTERVAL_MS, Nominatim's 1 a second).
 */
export function createGeocodingService(deps: { repo: GeocodingRepository; geocoder?: Geocoder; batch?: number }) {
  const { repo, geocoder } = deps;

  async function locate(c: GeocodeCandidate): Promise<'found' | 'missed' | { error: string }> {
    const result = await geocoder!.locate(c.query);
    if (result.status === 'found') {
      await repo.found(c, result.lat, result.lng);
      return 'found';
    }
    if (result.status === 'missed') {
      await repo.missed(c, geocodeText(c.query));
      return 'missed';
    }
    return { error: result.error };
  }

  return {
    configured: Boolean(geocoder),
    /** Locates one listing that has no coordinates; errors are swallowed (the job asks again). */
    async locateListing(companyId: number): Promise<void> {
      if (!geocoder) return;
      const c = await repo.listing(companyId);
      if (!c) return;
      await locate(c).catch(() => undefined);
    },
    /** The `geocode` job: up to `batch` rows waiting for coordinates, one after another. */
    async run(limit = deps.batch ?? 30): Promise<GeocodeRunResult> {
      const result: GeocodeRunResult = { configured: Boolean(geocoder), asked: 0, found: 0, missed: 0, failed: 0 };
      if (!geocoder) return result;
      for (const c of await repo.pending(limit)) {
        result.asked++;
        const outcome = await locate(c);
        if (outcome === 'found') result.found++;
        else if (outcome === 'missed') result.missed++;
        else {
          // the service is down or refuses us: the rest waits for the next run
          result.failed++;
          result.error = outcome.error;
          break;
        }
      }
      return result;
    },
  };
}
