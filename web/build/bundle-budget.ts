import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/**
 * The bundle budget of the first page (docs/decisions.md, "The first page's budget"). After `vite build`
 * has written the web app, the plugin below prints, for each HTML entry, its initial JavaScript: what the
 * browser must load before the page runs (the entry chunk and every chunk it imports statically, which the
 * page lists as modulepreloads), gzipped. The build fails when the home page's (`index.html`, which the
 * server answers for every path of the web app) is over `HOME_PAGE_BUDGET_KB`.
 * tests/unit/bundle-budget.test.ts measures the built files with the same functions against the same
 * number.
 */

/** The home page's initial JavaScript at most, in KB (1024 bytes) gzip (it was 159 KB, then 144). */
export const HOME_PAGE_BUDGET_KB = 135;
export const HOME_PAGE_BUDGET_BYTES = HOME_PAGE_BUDGET_KB * 1024;

/** The HTML page whose initial JavaScript has the budget. */
export const HOME_PAGE_HTML = 'index.html';

/** The scripts a built HTML page loads before it runs (`assets/…js`): its module scripts and their modulepreloads. */
export function initialScripts(html: string): string[] {
  // group 1 is not optional: it is there whenever the pattern matched
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

/** Gzipped size in bytes (zlib's default level, as the budget is measured). */
export function gzipSize(code: string | Uint8Array): number {
  return gzipSync(code).length;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `files` and every chunk they import statically, transitively (what the browser fetches before the entry runs). */
function withStaticImports(bundle: Rollup.OutputBundle, files: string[]): string[] {
  const seen = new Set<string>();
  const todo = [...files];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') todo.push(...chunk.imports);
  }
  return [...seen];
}

/**
 * Prints each HTML entry's initial JavaScript (gzip), after Vite's list of the files, and fails the build
 * when the home page's is over budget.
 */
export function bundleBudget(): Plugin {
  let config: ResolvedConfig;
  let pages: Array<{ html: string; files: number; bytes: number }> = [];
  return {
    name: 'marketplace:bundle-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      pages = [];
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
        const files = withStaticImports(bundle, initialScripts(String(page.source)));
        const bytes = files.reduce((sum, file) => {
          const chunk = bundle[file];
          return sum + (chunk?.type === 'chunk' ? gzipSize(chunk.code) : 0);
        }, 0);
        pages.push({ html: page.fileName, files: files.length, bytes });
      }
    },
    closeBundle() {
      for (const { html, files, bytes } of pages) {
        const budgeted = html === HOME_PAGE_HTML;
        config.logger.info(
          `initial JavaScript of ${html} (its entry chunk and the chunks it imports statically, ${files} file${files === 1 ? '' : 's'}): ` +
            `${kb(bytes)} gzip${budgeted ? `, budget ${HOME_PAGE_BUDGET_KB} KB` : ''}`,
        );
        if (budgeted && bytes > HOME_PAGE_BUDGET_BYTES) {
          this.error(
            `the home page's initial JavaScript is ${kb(bytes)} gzip, over its budget of ${HOME_PAGE_BUDGET_KB} KB ` +
              `(web/build/bundle-budget.ts): load what the home page does not show lazily (docs/decisions.md, the first page's budget)`,
          );
        }
      }
    },
  };
}
