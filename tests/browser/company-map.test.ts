import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { startTileStandIn } from '../helpers/tile-stand-in.js';

/**
 * The profile's map in Chromium against the real `marketplace serve` with MARKETPLACE_MAP_TILES_URL set to a
 * local tile stand-in on another origin (so the CSP's img-src must name it): Leaflet loads lazily, draws the
 * tiles around the listing's coordinates with the configured attribution, moves with the arrow keys once
 * focused, and links to directions; a listing without coordinates keeps 'Mapa bude brzy k dispozici'.
 */
describe('profile map in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let tiles: Awaited<ReturnType<typeof startTileStandIn>>;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    tiles = await startTileStandIn();
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], {
      MARKETPLACE_DATA_DIR: dataDir,
      MARKETPLACE_MAP_TILES_URL: tiles.url,
      MARKETPLACE_MAP_ATTRIBUTION: '© Testovací dlaždice <b>',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await tiles?.close();
  });

  const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });
  async function api(path: string): Promise<any> {
    const response = await fetch(`${server.url}/api${path}`);
    expect(response.status, path).toBe(200);
    return response.json();
  }
  /** Two listings of the demo with coordinates. */
  async function listingsWithCoordinates(): Promise<Array<{ slug: string; lat: number; lng: number; address: string; city: string }>> {
    const { companies } = await api('/companies?country=CZ');
    const found = [];
    for (const card of companies.slice(0, 6)) {
      const { company } = await api(`/companies/${card.slug}`);
      if (company.coordinates) found.push({ slug: card.slug, ...company.coordinates, address: company.address, city: company.city.name });
      if (found.length === 2) break;
    }
    expect(found).toHaveLength(2);
    return found;
  }
  const paneTransform = (p: Page) =>
    p.locator('.leaflet-map-pane').evaluate((el) => (el as unknown as { style: { transform: string } }).style.transform);

  it('shows the tiles around the listing, its attribution as text, keyboard panning and a directions link', async () => {
    const [listing] = await listingsWithCoordinates();
    const errors: string[] = [];
    const p = await newCzechPage(browser, { errors });
    const blocked: string[] = [];
    p.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await p.goto(`${server.url}/firma/${listing!.slug}`);
    const map = p.getByTestId('company-map-canvas');
    await map.waitFor();
    // tiles came from the stand-in and loaded (a CSP without its origin would block them)
    await poll(() => p.locator('img.leaflet-tile-loaded').count(), 'tiles loaded').toBeGreaterThan(0);
    await poll(() => tiles.requests.some((r) => r.startsWith('/16/')), 'zoom 16 tiles asked').toBe(true);
    expect(blocked).toEqual([]);
    await expect(map.getAttribute('aria-label')).resolves.toBe(`Mapa: ${listing!.address}, ${listing!.city}`);
    await poll(() => p.locator('.leaflet-control-attribution').textContent(), 'attribution').toContain('© Testovací dlaždice <b>');
    const directions = p.getByTestId('company-directions');
    await expect(directions.textContent()).resolves.toBe('Navigovat');
    await expect(directions.getAttribute('href')).resolves.toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${listing!.lat},${listing!.lng}`,
    );
    // keyboard: the map is a tab stop and the arrow keys move it
    await expect(map.getAttribute('tabindex')).resolves.toBe('0');
    await map.focus();
    const before = await paneTransform(p);
    await p.keyboard.press('ArrowRight');
    await poll(() => paneTransform(p), 'the map moved').not.toBe(before);
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('keeps the placeholder for a listing without coordinates', async () => {
    const [, listing] = await listingsWithCoordinates();
    await serveDatabase(dataDir)((db) => db('companies').where({ slug: listing!.slug }).update({ latitude: null, longitude: null }));
    const p = await newCzechPage(browser);
    await p.goto(`${server.url}/firma/${listing!.slug}`);
    await poll(() => p.getByTestId('company-map').textContent(), 'placeholder').toBe('Mapa bude brzy k dispozici');
    expect(await p.getByTestId('company-map-canvas').count()).toBe(0);
    await p.context().close();
  });
});
