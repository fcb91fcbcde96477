/**
 * Requests/s of GET /api/health on the real app against a bare node:http server answering the same
 * JSON, measured with autocannon in one run (servers in their own process, alternated 3 times).
 * Target: ratio >= 0.85.
 */
import autocannon from 'autocannon';
import { execa } from 'execa';

const ROUNDS = 3;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function startTarget(mode: 'bare' | 'app') {
  const child = execa('node', ['--import', 'tsx', 'bench/http-target.ts', mode], { reject: false });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    void child.then((r) => reject(new Error(`target ${mode} exited: ${r.stderr}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

async function measure(mode: 'bare' | 'app'): Promise<number> {
  const target = await startTarget(mode);
  try {
    const url = `http://127.0.0.1:${target.port}/api/health`;
    await autocannon({ url, connections: 20, duration: 1 }); // warm-up
    const result = await autocannon({ url, connections: 50, pipelining: 1, duration: DURATION });
    if (result.non2xx || result.errors) throw new Error(`${mode}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.requests.average;
  } finally {
    target.stop();
  }
}

const bare: number[] = [];
const app: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  bare.push(await measure('bare'));
  app.push(await measure('app'));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const figure = Math.round(mean(app));
const baseline = Math.round(mean(bare));
const ratio = Number((figure / baseline).toFixed(3));
process.stdout.write(
  `${JSON.stringify({ bench: 'http', metric: 'requests_per_second', figure, baseline, ratio, target: 0.85, pass: ratio >= 0.85 })}\n`,
);
