import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gzipSize, HOME_PAGE_BUDGET_BYTES, HOME_PAGE_BUDGET_KB, HOME_PAGE_HTML, initialScripts } from '../../web/build/bundle-budget.js';

const WEB = path.resolve('dist/web');
const I18N = path.resolve('web/src/i18n');

/** The Czech catalogs of the pages other than the home page (`cs-<page>.ts`; cs-public.ts is the home page's and the frame's). */
async function pageCatalogKeys(): Promise<Record<string, string[]>> {
  const files = readdirSync(I18N).filter((name) => /^cs-.+\.ts$/.test(name) && !/^cs-(public|back-office)\.ts$/.test(name));
  const catalogs: Record<string, string[]> = {};
  for (const name of files) {
    const module = (await import(pathToFileURL(path.join(I18N, name)).href)) as Record<string, Record<string, string>>;
    catalogs[name] = Object.values(module).flatMap((catalog) => Object.keys(catalog));
  }
  return catalogs;
}

/**
 * The initial JS of `/` (web/build/bundle-budget.ts, whose vite plugin fails the build over the same budget):
 * at most HOME_PAGE_BUDGET_KB gzip, 134.6 with the other pages' texts, the e-shop's cart changes, page-view
 * and featured-click reporting, the development switcher and the other pages' icons in chunks of their own
 * (143.6 before; 144 with Slovak and Polish fetched only on their editions and the back office's icons in
 * their own chunks; 159 before those). The admin code is split away from it.
 */
describe('public bundle budget', () => {
  it(`loads at most ${HOME_PAGE_BUDGET_KB} KB of gzipped JavaScript for the home page, none of it admin code`, () => {
    expect(existsSync(path.join(WEB, HOME_PAGE_HTML)), 'the web app is built (`npm run build`; `npm test` builds first)').toBe(true);
    const scripts = initialScripts(readFileSync(path.join(WEB, HOME_PAGE_HTML), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    const bytes = scripts.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(WEB, file))), 0);
    expect(bytes).toBeLessThanOrEqual(HOME_PAGE_BUDGET_BYTES);
    expect(scripts.some((s) => /admin/.test(s))).toBe(false);
    // the Slovak and Polish texts are fetched on their editions only
    expect(scripts.some((s) => /\/(sk|pl)-/.test(s))).toBe(false);
  });

  it("carries none of the other pages' texts: each comes with the chunk of a page that shows it", async () => {
    const html = readFileSync(path.join(WEB, HOME_PAGE_HTML), 'utf8');
    const code = initialScripts(html)
      .map((file) => readFileSync(path.join(WEB, file), 'utf8'))
      .join('\n');
    const found = Object.entries(await pageCatalogKeys()).flatMap(([catalog, keys]) =>
      keys
        .filter((key) => [`"${key}"`, `'${key}'`, `\`${key}\``].some((quoted) => code.includes(quoted)))
        .map((key) => `${catalog}: ${key}`),
    );
    expect(found).toEqual([]);
  });
});
