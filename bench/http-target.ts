/**
 * A server under test for bench/http.ts, run in its own process: `app` is the real fastify app from the
 * built package (dist/src, what `marketplace serve` runs; bench/http.ts builds it first) over an
 * embedded SQLite database (the web app's index.html from dist/web when built, else a small page of the
 * same shape); `bare` is node:http answering, for each path, the body and headers the app answered
 * (given as JSON in BENCH_HTTP_ANSWERS). Prints its port.
 */
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const mode = process.argv[2];
const version = '0.1.0';

if (mode === 'bare') {
  const answers = new Map(
    Object.entries(
      JSON.parse(process.env.BENCH_HTTP_ANSWERS ?? '{}') as Record<string, { headers: Record<string, string>; body: string }>,
    ).map(([url, { headers, body }]) => {
      const bytes = Buffer.from(body);
      return [url, { headers: { ...headers, 'content-length': String(bytes.length) }, body: bytes }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) return res.writeHead(404).end();
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as { port: number }).port}\n`));
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  const webBuild = path.resolve('dist/web');
  let webRoot = webBuild;
  if (!existsSync(path.join(webBuild, 'index.html'))) {
    webRoot = path.join(dir, 'web');
    mkdirSync(webRoot);
    writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html lang="cs"><head><meta charset="UTF-8" /><title>marketplace</title>${'<link rel="modulepreload" href="/assets/chunk.js" />'.repeat(12)}</head><body><div id="root"></div></body></html>`,
    );
  }
  const built = <T>(module: string) => import(pathToFileURL(path.resolve('dist/src', module)).href) as Promise<T>;
  const { createCore } = await built<typeof import('../src/core/index.js')>('core/index.js');
  const { openDatabase } = await built<typeof import('../src/db/index.js')>('db/index.js');
  const { migrateLatest } = await built<typeof import('../src/db/migrate.js')>('db/migrate.js');
  const { buildApp } = await built<typeof import('../src/server/app.js')>('server/app.js');
  const db = openDatabase({ client: 'sqlite', filename: path.join(dir, 'db.sqlite'), embedded: false });
  await migrateLatest(db);
  const core = createCore({ db, config: { version, domains: {}, secret: 'x'.repeat(40) } });
  const app = await buildApp(core, { domains: {}, webRoot }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${(app.server.address() as { port: number }).port}\n`);
}

// exit on the bench's SIGTERM, so that a run with --cpu-prof writes its profile
process.on('SIGTERM', () => process.exit(0));
