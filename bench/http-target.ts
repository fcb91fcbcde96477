/**
 * A server under test for bench/http.ts, run in its own process: `bare` is node:http answering the
 * health JSON; `app` is the real fastify app over an embedded SQLite database. Prints its port.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore } from '../src/core/index.js';
import { openDatabase } from '../src/db/index.js';
import { migrateLatest } from '../src/db/migrate.js';
import { buildApp } from '../src/server/app.js';

const mode = process.argv[2];
const version = '0.1.0';

if (mode === 'bare') {
  const body = JSON.stringify({ status: 'ok', db: 'sqlite', version });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as { port: number }).port}\n`));
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  const db = openDatabase({ client: 'sqlite', filename: path.join(dir, 'db.sqlite'), embedded: false });
  await migrateLatest(db);
  const core = createCore({ db, config: { version, domains: {}, secret: 'x'.repeat(40) } });
  const app = await buildApp(core, { domains: {}, webRoot: path.join(dir, 'none') }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${(app.server.address() as { port: number }).port}\n`);
}
