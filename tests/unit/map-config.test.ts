import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPlace } from '../../src/adapters/geocoder/nominatim.js';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { geocodeText } from '../../src/core/geocoding/geocoder.port.js';
import { securityHeaders, tileOrigin } from '../../src/server/plugins/security.js';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

describe('the profile map and the geocoder in the configuration', () => {
  it('have no tile server and no geocoder by default; the attribution defaults to OpenStreetMap', () => {
    const config = loadConfig({ MARKETPLACE_DATA_DIR: dataDir() });
    expect(config.map).toBeNull();
    expect(config.geocoder).toBeNull();
    const withTiles = loadConfig({
      MARKETPLACE_DATA_DIR: dataDir(),
      MARKETPLACE_MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
    expect(withTiles.map).toEqual({ tilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    const withGeocoder = loadConfig({ MARKETPLACE_DATA_DIR: dataDir(), MARKETPLACE_GEOCODER_URL: 'https://geo.example.org/' });
    expect(withGeocoder.geocoder).toEqual({ url: 'https://geo.example.org/', intervalMs: 1000, timeoutMs: 5000 });
  });

  it('refuses a tile template without {z}, {x} and {y}, naming the variable', () => {
    expect(() => loadConfig({ MARKETPLACE_DATA_DIR: dataDir(), MARKETPLACE_MAP_TILES_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ MARKETPLACE_DATA_DIR: dataDir(), MARKETPLACE_MAP_TILES_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      /MARKETPLACE_MAP_TILES_URL/,
    );
  });

  it("lets the CSP's img-src load the tile server's images, a {s} subdomain as a wildcard label", () => {
    expect(tileOrigin('https://tiles.example.org/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
    expect(tileOrigin('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileOrigin('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    const csp = securityHeaders({ https: true, mapTilesUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' })[
      'content-security-policy'
    ];
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org;");
    expect(securityHeaders({ https: true })['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it("asks the geocoder one line and reads Nominatim's first place", () => {
    expect(geocodeText({ street: 'Dlouhá 5', postalCode: '110 00', city: 'Praha', countryCode: 'CZ' })).toBe('Dlouhá 5, 110 00 Praha');
    expect(geocodeText({ street: 'Dlouhá 5', postalCode: null, city: null, countryCode: 'CZ' })).toBe('Dlouhá 5');
    expect(firstPlace([{ lat: '50.0903', lon: '14.4263' }])).toEqual({ lat: 50.0903, lng: 14.4263 });
    expect(firstPlace([])).toBeNull();
    expect(firstPlace([{ lat: 'x', lon: '14' }])).toBeNull();
    expect(firstPlace([{ lat: '95', lon: '14' }])).toBeNull();
    expect(firstPlace({ error: 'nope' })).toBeNull();
  });
});
