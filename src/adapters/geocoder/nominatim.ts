import type { Geocoder, GeocodeQuery, GeocodeResult } from '../../core/geocoding/geocoder.port.js';
import { geocodeText } from '../../core/geocoding/geocoder.port.js';

export interface NominatimOptions {
  /** the service's base (`https://nominatim.openstreetmap.org/`); asked `<base>search?q=...&format=jsonv2` */
  url: string;
  /** the least time between two requests' starts (Nominatim's usage policy: 1 a second) */
  intervalMs: number;
  timeoutMs: number;
  /** sent as User-Agent, as Nominatim's policy asks of every application */
  userAgent: string;
  /** the largest answer read */
  maxBytes?: number;
}

const TEXTS = {
  timeout: (ms: number) => `Geokódovací služba neodpověděla do ${Math.round(ms / 100) / 10} s`,
  network: (detail: string) => `Spojení s geokódovací službou selhalo (${detail})`,
  status: (status: number) => `Geokódovací služba odpověděla chybou HTTP ${status}`,
  nonsense: 'Geokódovací služba neodpověděla platným JSON',
} as const;

/** The first place of a Nominatim `jsonv2` answer (`[{ lat: "50.08", lon: "14.42", ... }]`); null for none. */
export function firstPlace(answer: unknown): { lat: number; lng: number } | null {
  if (!Array.isArray(answer) || answer.length === 0) return null;
  const place = answer[0] as { lat?: unknown; lon?: unknown };
  const lat = Number(place?.lat);
  const lng = Number(place?.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The body as text, read until it passes `maxBytes` (then the download stops and the answer is null). */
async function readAtMost(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A Geocoder over Nominatim's search API (and services that speak it: Photon's Nominatim mode, LocationIQ, a
 * self-hosted Nominatim). The URL is the operator's own configuration, not user input, so a geocoder on the
 * operator's own network is allowed. Requests are spaced by `intervalMs` within this process: one `serve`
 * runs the `geocode` job at a time, and saves are rare beside it.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  // the start of the latest request; each request waits for its turn in this chain
  let turn: Promise<void> = Promise.resolve();
  let lastStart = 0;
  const nextTurn = () => {
    const mine = turn.then(async () => {
      const wait = lastStart + options.intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
    });
    turn = mine;
    return mine;
  };

  return {
    async locate(query: GeocodeQuery): Promise<GeocodeResult> {
      await nextTurn();
      const url = new URL('search', base);
      url.searchParams.set('q', geocodeText(query));
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      url.searchParams.set('countrycodes', query.countryCode.toLowerCase());
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'follow',
        });
      } catch (e) {
        const error = e as Error;
        if (error.name === 'TimeoutError') return { status: 'error', error: TEXTS.timeout(options.timeoutMs) };
        const cause = (error.cause as { code?: string; message?: string } | undefined) ?? {};
        return { status: 'error', error: TEXTS.network(cause.code ?? cause.message ?? error.message) };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { status: 'error', error: TEXTS.status(response.status) };
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxBytes) {
        await response.body?.cancel();
        return { status: 'error', error: TEXTS.nonsense };
      }
      let answer: unknown;
      try {
        const body = await readAtMost(response, maxBytes);
        answer = body === null ? undefined : JSON.parse(body);
      } catch {
        return { status: 'error', error: TEXTS.nonsense };
      }
      if (!Array.isArray(answer)) return { status: 'error', error: TEXTS.nonsense };
      const place = firstPlace(answer);
      return place ? { status: 'found', ...place } : { status: 'missed' };
    },
  };
}
