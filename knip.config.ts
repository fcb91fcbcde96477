import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run lint`). Every way the repository is entered is an entry:
 * the launcher and the CLI (the server and the jobs run inside it), the web app and its build, the tests,
 * the benches and the child processes they start, the scripts, the migrations and the seeds (knex loads
 * them by folder).
 */
const config: KnipConfig = {
  // a list exported beside the type made of it (`export type Role = (typeof ROLES)[number]`) is used where it stands
  ignoreExportsUsedInFile: true,
  entry: [
    'src/cli/main.ts',
    'src/cli/dev-serve.ts',
    'web/build/*.ts',
    'tests/**/*.test.{ts,tsx}',
    'bench/*.ts',
    'bench/lib/import-child.ts',
    'bench/lib/smtp-sink-process.ts',
    'scripts/*.mjs',
    'migrations/*.ts',
    'seeds/*.ts',
  ],
  project: [
    'bin/**/*.js',
    'src/**/*.{ts,tsx}',
    'web/**/*.{ts,tsx}',
    'tests/**/*.{ts,tsx}',
    'bench/**/*.ts',
    'scripts/**/*.mjs',
    'migrations/**/*.ts',
    'seeds/**/*.ts',
  ],
  // programs the tests and scripts run when the machine has them
  ignoreBinaries: ['faketime', 'openssl', 'systemd-analyze', 'nginx'],
  ignoreDependencies: [
    // read as a file (createRequire(...).resolve('axe-core/axe.min.js')) by the accessibility checks
    'axe-core',
    // the types of mailparser and smtp-server, which the code imports by the packages' own names
    '@types/mailparser',
    '@types/smtp-server',
  ],
  // `marketplace campaign list` started through execa: a command's word, not a module
  ignoreUnresolved: ['^campaign$'],
};

export default config;
