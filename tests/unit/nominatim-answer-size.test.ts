import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from '../../src/adapters/geocoder/nominatim.js';

const ENDLESS_BYTES = 64 * 1024 * 1024;

/**
 * An answer larger than the geocoder's bound, sent without a Content-Length (chunked), is refused while it
 * downloads: the adapter stops reading past the bound instead of holding the whole body first.
 */
describe('the Nominatim adapter bounds what it reads', () => {
  let server: http.Server;
  let url: string;
  const sent = { bytes: 0, closed: false };

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      res.write('[');
      const pump = () => {
        while (sent.bytes < ENDLESS_BYTES && !sent.closed) {
          sent.bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end(']');
      };
      res.on('close', () => (sent.closed = true));
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses a chunked answer past maxBytes and stops the download', async () => {
    const geocoder = createNominatimGeocoder({ url, intervalMs: 0, timeoutMs: 10_000, userAgent: 'marketplace/test', maxBytes: 4096 });
    const result = await geocoder.locate({ street: 'Dlouhá 5', postalCode: null, city: 'Praha', countryCode: 'CZ' });
    expect(result).toEqual({ status: 'error', error: 'Geokódovací služba neodpověděla platným JSON' });
    await expect.poll(() => sent.closed, { timeout: 5000 }).toBe(true);
    expect(sent.bytes).toBeLessThan(ENDLESS_BYTES);
  });
});
