import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve('dist/web');

/** The initial JS of `/` at most 150 KB gzip (144 with Slovak and Polish fetched only on their editions and the back office's icons in its own chunks; 159 before), the admin code split away from it. */
describe('public bundle budget', () => {
  it('loads at most 150 KB of gzipped JavaScript for the home page, none of it admin code', () => {
    expect(existsSync(path.join(WEB, 'index.html')), 'the web app is built (`npm run build`; `npm test` builds first)').toBe(true);
    const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(WEB, file))).length, 0);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    expect(scripts.some((s) => /admin/.test(s))).toBe(false);
    // the Slovak and Polish texts are fetched on their editions only
    expect(scripts.some((s) => /\/(sk|pl)-/.test(s))).toBe(false);
  });
});
