/**
 * Server monitoring's cost (the built package: `npm run build` first). 1) `marketplace monitor --json
 * --interval 1` for BENCH_SECONDS (default 30) beside a running `serve`: its own CPU time (utime + stime
 * of /proc/<pid>/stat) over the wall time, in % of one core, counted from its first line (the steady
 * state; the whole run with its start-up is reported beside it). Target: under 3 %. 2) `GET
 * /api/server-stats` over loopback while the sampler of `serve` runs (jobs on, a sample every
 * MARKETPLACE_MONITOR_SAMPLE_SECONDS): p50 and p95 of 1 000 sequential requests, against `GET
 * /api/health` in the same run as the baseline. Target: p95 under 5 ms. SQLite (the embedded default).
 */
import { execa } from 'execa';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const REQUESTS = 1000;
const TARGET_CPU_PERCENT = 3;
const TARGET_P95_MS = 5;
/** clock ticks a second of /proc/<pid>/stat (Linux: 100) */
const CLK_TCK = 100;
const BIN = path.resolve('bin/marketplace.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-monitor-'));
const env = { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), MARKETPLACE_DATA_DIR: dataDir };
const ADMIN = { email: 'bench.monitor@example.cz', password: 'silne-heslo-42' };

const round = (x: number) => Math.round(x * 100) / 100;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** utime + stime of a process, in seconds */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServe() {
  const port = await freePort();
  const child = execa('node', [BIN, 'serve', '--port', String(port)], { env, extendEnv: false, reject: false });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('serve did not start')), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (!d.toString().includes(`:${port}`)) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM'), done: child };
}

async function latencies(url: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  }
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

const created = await execa(
  'node',
  [BIN, 'users', 'create', '--email', ADMIN.email, '--password', ADMIN.password, '--role', 'admin', '--name', 'Bench Monitor'],
  {
    env,
    extendEnv: false,
  },
);
if (created.exitCode !== 0) throw new Error(created.stderr);
const serve = await startServe();
try {
  const login = await fetch(`${serve.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };

  // 1) the monitor's own CPU time over SECONDS of JSON lines
  const started = performance.now();
  const monitor = execa('node', [BIN, 'monitor', '--json', '--interval', '1'], { env, extendEnv: false, reject: false });
  const pid = monitor.pid!;
  const first = await new Promise<{ at: number; cpu: number }>((resolve) =>
    monitor.stdout?.once('data', () => resolve({ at: performance.now(), cpu: cpuSeconds(pid) })),
  );
  let lines = 0;
  monitor.stdout?.on('data', (d: Buffer) => (lines += d.toString().split('\n').filter(Boolean).length));
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const end = { at: performance.now(), cpu: cpuSeconds(pid) };
  monitor.kill('SIGTERM');
  await monitor;
  const steadyPercent = round(((end.cpu - first.cpu) / ((end.at - first.at) / 1000)) * 100);
  const wholePercent = round((end.cpu / ((end.at - started) / 1000)) * 100);

  // 2) GET /api/server-stats while the sampler runs, against GET /api/health
  const stats = await latencies(`${serve.url}/api/server-stats`, token);
  const health = await latencies(`${serve.url}/api/health`, token);

  process.stdout.write(
    `${JSON.stringify({
      bench: 'monitor',
      metric: 'monitor_cpu_percent, server_stats_p95_ms',
      figure: { monitor_cpu_percent: steadyPercent, server_stats_p95_ms: stats.p95 },
      baseline: { health_p95_ms: health.p95 },
      target: { monitor_cpu_percent: TARGET_CPU_PERCENT, server_stats_p95_ms: TARGET_P95_MS },
      monitor_cpu_percent_with_startup: wholePercent,
      monitor_seconds: SECONDS,
      monitor_lines: lines,
      server_stats_ms: stats,
      baseline_health_ms: health,
      ratio_p95: round(stats.p95 / health.p95),
      pass: steadyPercent < TARGET_CPU_PERCENT && stats.p95 < TARGET_P95_MS,
    })}\n`,
  );
} finally {
  serve.stop();
  await serve.done;
}
