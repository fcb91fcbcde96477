import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve('dist/web');

/** Issue 3: the initial JS of `/` at most 170 KB gzip, the admin code split away from it. */
describe('public bundle budget', () => {
  it('loads at most 170 KB of gzipped JavaScript for the home page, none of it admin code', () => {
    expect(existsSync(path.join(WEB, 'index.html')), 'the web app is built (`npm run build`; `npm test` builds first)').toBe(true);
    const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(WEB, file))).length, 0);
    expect(bytes).toBeLessThanOrEqual(170 * 1024);
    expect(scripts.some((s) => /admin/.test(s))).toBe(false);
  });
});
