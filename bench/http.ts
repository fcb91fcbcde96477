/**
 * Requests/s of the real app against a bare node:http server answering the same bytes, for three
 * paths: `GET /api/health` (liveness), `GET /api/site-settings` (a public API route the web app reads
 * on every page) and `GET /` (the home page's HTML with its head rendered). The app answers each path
 * once first; the bare server is then given those exact bodies and headers. The app is the built
 * package (`npm run build:server` runs first): sources run through tsx carry its helpers (every
 * function expression named at run time), which production does not. The app answers these paths from
 * its answer cache after the first request (src/server/answer-cache.ts). Measured with autocannon (50
 * connections), servers in their own process, rounds alternated, the median round of each. Prints one
 * JSON line per path. Target: ratio >= 0.85. BENCH_SECONDS (5) per measurement, BENCH_ROUNDS (5),
 * BENCH_PATHS to pick.
 */
import autocannon from 'autocannon';
import { execa } from 'execa';
import { buildServer } from './lib/built-app.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const PATHS = (process.env.BENCH_PATHS ?? '/api/health,/api/site-settings,/').split(',');
const TARGET = 0.85;

type Answers = Record<string, { headers: Record<string, string>; body: string }>;

async function startTarget(mode: 'bare' | 'app', answers: Answers = {}) {
  const child = execa('node', ['--import', 'tsx', 'bench/http-target.ts', mode], {
    reject: false,
    env: { BENCH_HTTP_ANSWERS: JSON.stringify(answers) },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    void child.then((r) => reject(new Error(`target ${mode} exited: ${r.stderr}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

/** What the app answers on each path: the bare server's answers. */
async function appAnswers(): Promise<Answers> {
  const target = await startTarget('app');
  try {
    const answers: Answers = {};
    for (const path of PATHS) {
      const res = await fetch(`http://127.0.0.1:${target.port}${path}`);
      if (res.status !== 200) throw new Error(`app: ${path} answered ${res.status}`);
      // the same headers too (security headers, cache-control, content type), less those node:http writes itself
      const headers = Object.fromEntries(
        [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
      );
      answers[path] = { headers, body: await res.text() };
    }
    return answers;
  } finally {
    target.stop();
  }
}

async function measure(mode: 'bare' | 'app', answers: Answers): Promise<Record<string, number>> {
  const target = await startTarget(mode, answers);
  try {
    const figures: Record<string, number> = {};
    for (const path of PATHS) {
      const url = `http://127.0.0.1:${target.port}${path}`;
      await autocannon({ url, connections: 20, duration: 1 }); // warm-up
      const result = await autocannon({ url, connections: 50, pipelining: 1, duration: DURATION });
      if (result.non2xx || result.errors) throw new Error(`${mode} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      figures[path] = result.requests.average;
    }
    return figures;
  } finally {
    target.stop();
  }
}

await buildServer();
const answers = await appAnswers();
const bare: Record<string, number>[] = [];
const app: Record<string, number>[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  bare.push(await measure('bare', answers));
  app.push(await measure('app', answers));
}
// the median of the rounds: one round disturbed by the shared machine does not move the figure
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const path of PATHS) {
  const figure = Math.round(median(app.map((r) => r[path]!)));
  const baseline = Math.round(median(bare.map((r) => r[path]!)));
  const ratio = Number((figure / baseline).toFixed(3));
  process.stdout.write(
    `${JSON.stringify({ bench: 'http', path, metric: 'requests_per_second', figure, baseline, ratio, target: TARGET, pass: ratio >= TARGET })}\n`,
  );
}
