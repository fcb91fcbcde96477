import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromRenderThread, ToRenderThread } from './render-worker.js';
import type { MailOptions } from './render-mail.js';

const WORKER_URL = new URL('./render-worker.js', import.meta.url);

/** The thread runs the compiled file (the installed package); from sources (tests, tsx) rendering stays on the calling thread. */
export const renderThreadAvailable = () => WORKER_URL.protocol === 'file:' && existsSync(fileURLToPath(WORKER_URL));

export interface RenderThread {
  render(options: MailOptions): Promise<{ envelope: { from: string | false; to: string[] }; raw: Buffer }>;
  close(): void;
}

/**
 * Rendering on a thread of its own (render-worker.ts), so that a worker sending one message after
 * another uses a second core for the MIME work of the next ones. Started on first use; does not keep
 * the process alive while idle. If the thread dies, the renders in progress reject and the next
 * render starts a new thread.
 */
export function createRenderThread(): RenderThread {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve(value: { envelope: { from: string | false; to: string[] }; raw: Buffer }): void; reject(error: Error): void }
  >();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  function start(): Worker {
    const w = new Worker(WORKER_URL);
    w.on('message', (results: FromRenderThread[]) => {
      for (const m of results) {
        const p = pending.get(m.id);
        if (!p) continue;
        pending.delete(m.id);
        if (m.ok) p.resolve({ envelope: m.envelope, raw: Buffer.from(m.raw.buffer, m.raw.byteOffset, m.raw.byteLength) });
        else p.reject(Object.assign(new Error(m.message), { code: m.code }));
      }
      if (!pending.size) w.unref();
    });
    w.on('error', (error) => failAll(error));
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      failAll(new Error('vykreslování zprávy skončilo předčasně'));
    });
    return w;
  }

  // the renders asked for in one go travel as one message each way: every message wakes the other thread
  let batch: { messages: ToRenderThread[]; transfers: ArrayBuffer[] } | undefined;
  const post = () => {
    const { messages, transfers } = batch!;
    batch = undefined;
    worker ??= start();
    worker.ref();
    worker.postMessage(messages, transfers);
  };

  return {
    render(options) {
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (!batch) {
          batch = { messages: [], transfers: [] };
          queueMicrotask(post);
        }
        // the bodies go as bytes moved to the thread: cloning them as strings cost more than rendering
        const body = Buffer.from(`${options.html ?? ''}${options.text}`, 'utf8');
        const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
        if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) batch.transfers.push(bytes.buffer as ArrayBuffer);
        batch.messages.push({
          id,
          options: { ...options, html: undefined, text: '' },
          html: options.html === undefined ? -1 : Buffer.byteLength(options.html),
          body: bytes,
        });
      });
    },
    close() {
      const w = worker;
      worker = undefined;
      void w?.terminate();
    },
  };
}
