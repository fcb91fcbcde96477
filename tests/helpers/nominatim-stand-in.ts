import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NominatimRequest {
  q: string;
  format: string | null;
  countrycodes: string | null;
  userAgent: string | undefined;
  /** when it arrived (Date.now()): the spacing of requests */
  at: number;
}

/**
 * A local stand-in of Nominatim's search API on 127.0.0.1: `GET /search?q=...&format=jsonv2` answers the
 * first place whose key the query contains (`[{ place_id, lat, lon, display_name }]`, latitude and longitude as
 * strings, as Nominatim answers), `[]` for none; `status` makes every answer that HTTP status (a service down).
 */
export async function startNominatimStandIn(places: Record<string, { lat: number; lon: number }>) {
  const requests: NominatimRequest[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = url.searchParams.get('q') ?? '';
    requests.push({
      q,
      format: url.searchParams.get('format'),
      countrycodes: url.searchParams.get('countrycodes'),
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    });
    if (state.status !== 200) {
      res.writeHead(state.status, { 'Content-Type': 'text/plain' }).end('unavailable');
      return;
    }
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
      return;
    }
    const key = Object.keys(places).find((k) => q.includes(k));
    const body = key ? [{ place_id: 1, lat: String(places[key]!.lat), lon: String(places[key]!.lon), display_name: `${key}, Česko` }] : [];
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type NominatimStandIn = Awaited<ReturnType<typeof startNominatimStandIn>>;
