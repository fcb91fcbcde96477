// @ts-check
/**
 * Lint for the whole repository: typescript-eslint's recommended rules everywhere, React's hooks rules
 * in the web UI, and eslint-config-prettier last so that formatting is Prettier's alone (`npm run lint`
 * runs both; `npm test` runs lint first). The product's sources (src/, web/src/) also get two rules that read
 * types (a promise nobody awaits or catches; a promise where a callback's result is ignored) and one that
 * follows imports (no import cycles); tests, benches and seeds keep to the syntactic rules.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'bench/scratch/', 'web/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // a `let` read by a closure before its one assignment (a listening address known only later) stays `let`
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // the faces reach the domain only through its front door (src/core/index.ts), or its names without the
    // wiring (src/core/names.ts) for what a command needs before it opens the core
    files: ['src/server/**/*.ts', 'src/cli/**/*.{ts,tsx}', 'src/jobs/**/*.ts', 'src/runtime/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)core/(?!(index|names)\\.js$)', message: 'Import the domain from core/index.js (export it there if needed).' },
          ],
        },
      ],
    },
  },
  {
    // services do not touch the database themselves: they write through the unit of work
    // (src/core/unit-of-work.ts) and read through repositories. Only repositories and the wiring
    // (core/index.ts, unit-of-work.ts) import knex, the database's transactions or its dialect.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*repository*.ts', 'src/core/index.ts', 'src/core/unit-of-work.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Services reach the database through repositories and the unit of work (unit-of-work.ts).' }],
          patterns: [
            {
              regex: '(^|/)db/(index|sql-dialect)\\.js$',
              message: 'Transactions: the unit of work (unit-of-work.ts); engine differences: the dialect a repository receives.',
            },
          ],
        },
      ],
    },
  },
  {
    // tests read the API's JSON loosely; the answers' types are checked where they are made (src/contract)
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the browser's code is web/ and the contract it shares with the server, nothing else of the repository
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src/(?!contract/)|tests/|bench/|seeds/|migrations/|scripts/)',
              message: 'web/ imports only web/ and src/contract (the types and rules it shares with the server).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
      // the imported files are TypeScript too: parsed as such to follow their imports
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // an async handler given to a JSX attribute (react-hook-form's handleSubmit) is React's usual way
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // type-only imports do not count: they are gone at run time
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // knex's query builder is thenable: a callback answering one (`.where((q) => q.whereNull(...))`) looks like
    // a promise where nothing is awaited to the rule, though knex only builds with it
    files: ['src/core/**/*repository*.ts', 'src/core/**/*-repository/*.ts', 'src/db/**/*.ts'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }] },
  },
  prettier,
);
