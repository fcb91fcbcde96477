/**
 * Parsing fetched messages (mailparser) on a thread of its own, so that the sync uses a second core
 * for the MIME work of one batch while this thread fetches the next and stores the last. Both ends live
 * in this file: createParseThread starts this same file as a worker, which then parses what it is sent
 * (the way of src/adapters/mail/render-thread.ts: from the TypeScript sources the thread first
 * registers tsx's loader, a development dependency, then loads this file).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { InboundMessage } from '../../core/inbox/model.js';
import { parseSource } from './mime.js';
import { toInboundMessage } from './parsed-message.js';

type ToParseThread = { id: number; source: Uint8Array };
type FromParseThread = { id: number; ok: true; message: InboundMessage } | { id: number; ok: false; error: string };

const KIND = 'imap-parse';

function startThread(): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL(self), { workerData: { kind: KIND } });
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(self)}); })`;
  return new Worker(load, { eval: true, workerData: { kind: KIND } });
}

export interface ParseThread {
  /** parses each source (rejecting for one mailparser cannot read), all sent to the thread in one message */
  parseAll(sources: Buffer[]): Promise<Array<InboundMessage | Error>>;
  close(): void;
}

/** The sync's end. Started on first use; does not keep the process alive while idle; a dead thread is replaced on the next call. */
export function createParseThread(): ParseThread {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (result: InboundMessage | Error) => void>();

  function start(): Worker {
    const w = startThread();
    w.on('message', (results: FromParseThread[]) => {
      for (const r of results) {
        const done = pending.get(r.id);
        if (!done) continue;
        pending.delete(r.id);
        if (!r.ok) {
          done(new Error(r.error));
          continue;
        }
        // a Buffer arrives as a plain Uint8Array
        const attachments = r.message.attachments.map((a) => ({
          ...a,
          content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
        }));
        done({ ...r.message, attachments });
      }
      if (!pending.size) w.unref();
    });
    const failAll = (error: Error) => {
      for (const done of pending.values()) done(error);
      pending.clear();
    };
    w.on('error', failAll);
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      failAll(new Error('rozbor zprávy skončil předčasně'));
    });
    return w;
  }

  return {
    parseAll(sources) {
      if (!sources.length) return Promise.resolve([]);
      worker ??= start();
      worker.ref();
      const batch: ToParseThread[] = [];
      const results = sources.map(
        (source) =>
          new Promise<InboundMessage | Error>((resolve) => {
            const id = (nextId += 1);
            pending.set(id, resolve);
            batch.push({ id, source: new Uint8Array(source.buffer, source.byteOffset, source.byteLength) });
          }),
      );
      worker.postMessage(batch);
      return Promise.all(results);
    },
    close() {
      const w = worker;
      worker = undefined;
      void w?.terminate();
    },
  };
}

/** The parse thread's end: parses each message of a batch and posts the results back in one message. */
function parseInThread(port: NonNullable<typeof parentPort>) {
  port.on('message', (batch: ToParseThread[]) => {
    void Promise.all(
      batch.map(async ({ id, source }): Promise<FromParseThread> => {
        try {
          const message = toInboundMessage(await parseSource(Buffer.from(source.buffer, source.byteOffset, source.byteLength)));
          return { id, ok: true, message };
        } catch (error) {
          return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    ).then((results) => port.postMessage(results));
  });
}

if (!isMainThread && parentPort && (workerData as { kind?: string } | undefined)?.kind === KIND) parseInThread(parentPort);
