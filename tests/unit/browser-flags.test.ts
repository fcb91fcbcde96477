import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../helpers/browser.js';

/**
 * The browser tests pass Chromium a `--disable-features` of their own, which replaces Playwright's (Chromium
 * reads the last one): the helper repeats Playwright's list, and this checks it against the installed
 * Playwright, so that an upgrade that adds a feature is noticed here rather than as a flaky browser test.
 */
describe("the browser tests' Chromium flags", () => {
  it('repeat every feature the installed Playwright switches off', () => {
    const root = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
    const source = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source);
    expect(list, 'the list of disabled features in playwright-core').not.toBeNull();
    const features = [...list![1]!.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
    expect(features.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(features);
  });
});
