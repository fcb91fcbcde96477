import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { csBackOffice } from '../../web/src/i18n/cs-back-office.js';
import { csPublic } from '../../web/src/i18n/cs-public.js';

/**
 * The home page's bundle carries only the Czech texts it shows (`cs-public.ts`); each other page's are a
 * catalog of their own (`web/src/i18n/cs-<page>.ts`) that adds itself to `translate` when imported. So a
 * module that shows a text of such a catalog must import it (directly or through its static imports), or
 * the page would show the key (tests/unit/bundle-budget.test.ts: the first page's budget).
 */
const SRC = path.resolve('web/src');
const I18N = path.join(SRC, 'i18n');

async function pageCatalogs(): Promise<Map<string, string[]>> {
  const catalogs = new Map<string, string[]>();
  for (const name of readdirSync(I18N).filter((file) => /^cs-.+\.ts$/.test(file) && !/^cs-(public|back-office)\.ts$/.test(file))) {
    const file = path.join(I18N, name);
    const module = (await import(pathToFileURL(file).href)) as Record<string, Record<string, string>>;
    catalogs.set(
      file,
      Object.values(module).flatMap((catalog) => Object.keys(catalog)),
    );
  }
  return catalogs;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

/** The modules `file` imports statically (not `import type`, not `import()`), transitively, itself included. */
function staticClosure(file: string, cache: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const todo = [file];
  while (todo.length) {
    const next = todo.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    let imports = cache.get(next);
    if (!imports) {
      const text = readFileSync(next, 'utf8');
      imports = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)]
        .map((match) => resolveImport(next, match[1]!))
        .filter((found): found is string => found !== null);
      cache.set(next, imports);
    }
    todo.push(...imports);
  }
  return seen;
}

/** Whether `text` names `key`: quoted, or as a template or a concatenation that starts with one of its prefixes. */
function namesKey(text: string, prefixes: string[], key: string): boolean {
  return (
    [`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => text.includes(quoted)) || prefixes.some((prefix) => key.startsWith(prefix))
  );
}

describe("the pages' Czech catalogs", () => {
  it('are imported by every module that shows one of their texts', async () => {
    const catalogs = await pageCatalogs();
    expect(catalogs.size).toBeGreaterThan(0);
    const cache = new Map<string, string[]>();
    const missing: string[] = [];
    // the catalogs' own sources (texts.ts, texts-sk-pl.ts) and the i18n folder define texts, they show none
    for (const file of sources(SRC).filter((name) => !name.startsWith(I18N + path.sep) && !/texts(-sk-pl)?\.ts$/.test(name))) {
      const text = readFileSync(file, 'utf8');
      const prefixes = [...text.matchAll(/[`'"]([a-zA-Z]\w*(?:\.\w+)*\.)(?:\$\{|['"]\s*\+)/g)].map((match) => match[1]!);
      let closure: Set<string> | null = null;
      for (const [catalog, keys] of catalogs) {
        if (!keys.some((key) => namesKey(text, prefixes, key))) continue;
        closure ??= staticClosure(file, cache);
        if (!closure.has(catalog))
          missing.push(`${path.relative(SRC, file)} shows texts of ${path.basename(catalog)} without importing it`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give each key one home', async () => {
    const homes = new Map<string, string[]>();
    const add = (name: string, keys: string[]) => keys.forEach((key) => homes.set(key, [...(homes.get(key) ?? []), name]));
    add('cs-public.ts', Object.keys(csPublic));
    add('cs-back-office.ts', Object.keys(csBackOffice));
    for (const [file, keys] of await pageCatalogs()) add(path.basename(file), keys);
    expect([...homes].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});
