import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DomainError, type ErrorCode } from '../../errors.js';
import { unreadable, type ReadOptions, type RowSource } from './batches.js';
import type { Delimiter, ImportEncoding } from './detect.js';
import type { FromWorker } from './parse-worker.js';

const WORKER_URL = new URL('./parse-worker.js', import.meta.url);

/** The worker runs the compiled file (the installed package); from sources (tests, tsx) reading stays on this thread. */
export const workerAvailable = () => WORKER_URL.protocol === 'file:' && existsSync(fileURLToPath(WORKER_URL));

const toError = (m: Extract<FromWorker, { type: 'error' }>) =>
  m.domain && m.code
    ? new DomainError(m.code as ErrorCode, m.message, (m.details ?? {}) as ConstructorParameters<typeof DomainError>[2])
    : unreadable(new Error(m.message));

/**
 * Parsing and validating on a worker thread (parse-worker.ts), so that an import's CSV work runs on
 * another core beside its database work. The bytes are read here and handed over as the worker asks
 * for them; batches come back at most BATCHES_AHEAD ahead, so memory stays flat as in one thread.
 */
export async function readRowBatchesInWorker(input: AsyncIterable<Buffer | string>, options: ReadOptions): Promise<RowSource> {
  const worker = new Worker(WORKER_URL, { workerData: { kind: 'prospect-import', options } });
  const it = input[Symbol.asyncIterator]();
  const inbox: FromWorker[] = [];
  const waiting: Array<(m: FromWorker) => void> = [];
  let finished = false;
  const deliver = (m: FromWorker) => {
    const take = waiting.shift();
    if (take) take(m);
    else inbox.push(m);
  };
  const feed = async () => {
    try {
      const next = await it.next();
      if (next.done) return worker.postMessage({ type: 'end' });
      const bytes = new Uint8Array(typeof next.value === 'string' ? Buffer.from(next.value) : next.value); // a copy of its own, to transfer
      worker.postMessage({ type: 'data', chunk: bytes }, [bytes.buffer]);
    } catch (error) {
      deliver({ type: 'error', domain: false, message: error instanceof Error ? error.message : String(error) });
    }
  };
  worker.on('message', (m: FromWorker) => (m.type === 'need' ? void feed() : deliver(m)));
  worker.on('error', (error) => deliver({ type: 'error', domain: false, message: error.message }));
  worker.on('exit', () => {
    if (!finished) deliver({ type: 'error', domain: false, message: 'čtení souboru skončilo předčasně' });
  });
  const receive = () =>
    new Promise<FromWorker>((resolve) => {
      const m = inbox.shift();
      if (m) resolve(m);
      else waiting.push(resolve);
    });
  const stop = async () => {
    finished = true;
    await it.return?.();
    await worker.terminate();
  };

  const first = await receive();
  if (first.type !== 'source') {
    await stop();
    throw first.type === 'error' ? toError(first) : unreadable(new Error(`nečekaná zpráva ${first.type}`));
  }
  async function* batches() {
    try {
      for (;;) {
        const m = await receive();
        if (m.type === 'done') return;
        if (m.type === 'error') throw toError(m);
        if (m.type !== 'batch') continue;
        yield m.batch;
        worker.postMessage({ type: 'ack' });
      }
    } finally {
      await stop();
    }
  }
  return { encoding: first.encoding as ImportEncoding, delimiter: first.delimiter as Delimiter, header: first.header, batches: batches() };
}
