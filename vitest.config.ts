import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // two test files at once on the two cores CI has (most files wait on a browser, a server or a
    // database; every file has its own databases and ports): the whole run took ~40 min there (November 2026)
    maxWorkers: 2,
    reporters: ['default'],
  },
});
