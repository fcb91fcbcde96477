#!/usr/bin/env node
// Launcher only: the program lives in the compiled core (npm install builds it).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Node's thread pool (libuv, 4 threads by default) runs password hashing (scrypt, ~0.3 s a hash) and
// every query of the sqlite3 driver, and file reads. Hashing is capped below the pool size
// (MARKETPLACE_HASH_CONCURRENCY, 2), so a database query always finds a thread: `npm run bench -- abuse`
// (SQLite, 80 parallel logins, pool of 4, on a shared 2-core machine) measured p95 of
// GET /api/companies/{slug} at 304 ms against 164 ms idle (ratio 1.85) with the cap of 2; with the hashes
// uncapped the same request's queries waited over 60 s for the database (knex's acquire timeout) and
// failed. A larger pool (8, unless the operator set one) leaves room for
// file reads and an operator who raises the cap. It must be set before anything uses the pool: here,
// before the program loads.
process.env.UV_THREADPOOL_SIZE ??= '8';

const entry = fileURLToPath(new URL('../dist/src/cli/main.js', import.meta.url));
if (!existsSync(entry)) {
  process.stderr.write('marketplace: the package is not built yet; run `npm install` (or `npm run build`) in its folder.\n');
  process.exit(1);
}
const { main } = await import(pathToFileURL(entry).href);
process.exitCode = await main(process.argv);
