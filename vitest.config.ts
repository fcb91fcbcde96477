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
    // a worker runs its files one after another in one process, loading the product's modules once rather
    // than once per file: 24 API files took 178 s instead of 361 s on the two cores (November 2026). Every
    // file opens and closes its own databases, servers and ports; no test mocks a module or changes the
    // environment of the process (checked by tests/unit/test-isolation.test.ts)
    isolate: false,
    reporters: ['default'],
  },
});
