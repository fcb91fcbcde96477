import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const AREAS = readFileSync(path.join(ROOT, 'docs/areas.md'), 'utf8');

/** The repository's top-level folders a path in the map starts with. */
const TOP = ['src', 'web', 'tests', 'bench', 'docs', 'seeds', 'migrations', 'templates', 'scripts', 'deploy', 'bin'];
const REPO_PATH = new RegExp(`^(${TOP.join('|')})/[\\w.@/-]*$`);
/** A file name or relative path as the map lists it inside a folder's brackets: `queries.ts`, `center/tabs.tsx`, `plans/`. */
const FILE_NAME = /^[\w.-]+(\/[\w.-]+)*(\.(tsx?|css|mjs|json|sql|html|md)|\/)$/;

const missing = (paths: Iterable<string>) => [...new Set(paths)].filter((p) => !existsSync(path.join(ROOT, p)));
/** A test named without its ending is a `.test.ts` or a `.test.tsx` file. */
const missingTests = (names: Iterable<string>) =>
  [...new Set(names)].filter((name) => !['.test.ts', '.test.tsx'].some((end) => existsSync(path.join(ROOT, name + end))));

/** Every backticked repository path (`src/…`, `web/src/…`, `tests/…`, …); globs and placeholders (`*`, `<`) are left out. */
function repositoryPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!).filter((code) => REPO_PATH.test(code));
}

/** The index of the `)` closing the `(` at `open`, or -1; brackets inside backticks do not count. */
function closing(text: string, open: number): number {
  let depth = 0;
  let code = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '`') code = !code;
    else if (!code && c === '(') depth++;
    else if (!code && c === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The files a folder's brackets list: "`web/src/pages/salon/finance/` (`finance-section.tsx`, `format.ts`)" names
 * web/src/pages/salon/finance/finance-section.tsx and …/format.ts. Only the brackets' own level counts (a note
 * in nested brackets may name something elsewhere), and only names that look like files.
 */
function filesInFolders(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/`([^`\n]+\/)` \(/g)) {
    const folder = m[1]!;
    if (!REPO_PATH.test(folder)) continue;
    const open = m.index + m[0].length - 1;
    const end = closing(text, open);
    if (end < 0) continue;
    let depth = 0;
    let i = open + 1;
    while (i < end) {
      const c = text[i];
      if (c === '`') {
        const close = text.indexOf('`', i + 1);
        const name = text.slice(i + 1, close);
        if (depth === 0 && FILE_NAME.test(name) && !REPO_PATH.test(name)) found.push(folder + name);
        i = close + 1;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') depth--;
      i++;
    }
  }
  return found;
}

/** The tests the map names without `tests/` and `.test.ts(x)`: browser/shell, api/seo, unit/seeds, cli/cli, db/job-runs. */
function namedTests(text: string): string[] {
  const plain = text.replace(/`[^`\n]*`/g, ' ');
  return [...plain.matchAll(/(?<![\w/.-])(browser|api|unit|cli|db)\/([\w-]+)(?![\w/*.-])/g)].map((m) => `tests/${m[1]}/${m[2]}`);
}

describe('docs/areas.md names only what exists', () => {
  it('every backticked repository path exists', () => {
    const paths = repositoryPaths(AREAS);
    expect(paths.length).toBeGreaterThan(300);
    expect(missing(paths)).toEqual([]);
  });

  it("every file listed in a folder's brackets exists in that folder", () => {
    const files = filesInFolders(AREAS);
    expect(files.length).toBeGreaterThan(100);
    expect(missing(files)).toEqual([]);
  });

  it('every test it names (browser/shell for tests/browser/shell.test.ts) exists', () => {
    const tests = namedTests(AREAS);
    expect(tests.length).toBeGreaterThan(100);
    expect(missingTests(tests)).toEqual([]);
  });

  it('finds the paths it should and skips globs and placeholders', () => {
    const sample = [
      '- Web: `web/src/pages/salon/finance/` (`finance-section.tsx`, `format.ts` (see `other.ts`)); `web/src/pages/x-*.tsx`',
      '- Core: `src/core/legal-documents/` (templates in `templates/<lang>/`)',
      '- Tests: browser/shell, a11y; api/shop*, api/seo (`/api/seo/x`)',
    ].join('\n');
    expect(repositoryPaths(sample)).toEqual(['web/src/pages/salon/finance/', 'src/core/legal-documents/']);
    expect(filesInFolders(sample)).toEqual(['web/src/pages/salon/finance/finance-section.tsx', 'web/src/pages/salon/finance/format.ts']);
    expect(namedTests(sample)).toEqual(['tests/browser/shell', 'tests/api/seo']);
  });
});
