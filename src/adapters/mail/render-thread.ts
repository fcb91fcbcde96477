/**
 * Rendering messages (nodemailer's MailComposer: MIME structure, encodings) on a thread of its own, so
 * that a worker sending one message after another uses a second core for the MIME work of the next
 * ones while this thread sends and records. Both ends live in this file: createRenderThread starts
 * this same file as a worker, which then renders what it is sent.
 *
 * What it buys (`npm run bench -- send`, 2 000 messages, two runs each way on the shared two-core
 * machine, load 11-20): queue/raw nodemailer 0.83 and 0.57 on SQLite, 0.52 and 0.50 on PostgreSQL
 * with this thread, against 0.51 and 0.53, 0.32 and 0.28 rendering on the sending thread.
 *
 * The thread runs the same code from the compiled package and from the TypeScript sources (vitest,
 * tsx), so the tests take the path the installed package takes: from sources the thread first
 * registers tsx's loader (a development dependency) and then loads this file.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { renderMail, type MailOptions } from './render-mail.js';

/** `body`: the HTML (its first `html` bytes; -1: none) and the text after it, UTF-8. */
type ToRenderThread = { id: number; options: MailOptions; html: number; body: Uint8Array };
type FromRenderThread =
  | { id: number; ok: true; envelope: { from: string | false; to: string[] }; raw: Uint8Array }
  | { id: number; ok: false; message: string; code?: string };
type Rendered = { envelope: { from: string | false; to: string[] }; raw: Buffer };

const KIND = 'mail-render';

function startThread(): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL(self), { workerData: { kind: KIND } });
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(self)}); })`;
  return new Worker(load, { eval: true, workerData: { kind: KIND } });
}

export interface RenderThread {
  render(options: MailOptions): Promise<Rendered>;
  close(): void;
}

/**
 * The sending thread's end. Started on first use; does not keep the process alive while idle. If the
 * thread dies, the renders in progress reject and the next render starts a new thread.
 */
export function createRenderThread(): RenderThread {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: Rendered): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  function start(): Worker {
    const w = startThread();
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

/** The render thread's end: renders each message of a batch and posts the results back in one message. */
function renderInThread(port: NonNullable<typeof parentPort>) {
  // errors go back as their message only; without stack traces, the AbortError that Node's stream
  // pipeline makes at the end of each MIME part costs next to nothing
  Error.stackTraceLimit = 0;
  const render = async ({ id, options, html, body }: ToRenderThread): Promise<{ result: FromRenderThread; transfer?: ArrayBuffer }> => {
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const bodies =
      html < 0
        ? { html: undefined, text: bytes.toString('utf8') }
        : { html: bytes.toString('utf8', 0, html), text: bytes.toString('utf8', html) };
    // a Buffer arrives as a plain Uint8Array
    const attachments = options.attachments.map((a) => ({
      ...a,
      content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    }));
    try {
      const { envelope, raw } = await renderMail({ ...options, ...bodies, attachments });
      const rendered = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
      // a Buffer of its own can be moved instead of copied; a slice of nodemailer's pool cannot
      const own = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength;
      return { result: { id, ok: true, envelope, raw: rendered }, transfer: own ? (rendered.buffer as ArrayBuffer) : undefined };
    } catch (error) {
      const e = error as Error & { code?: string };
      return { result: { id, ok: false, message: e.message, code: e.code } };
    }
  };
  port.on('message', (batch: ToRenderThread[]) => {
    void Promise.all(batch.map(render)).then((done) => {
      port.postMessage(
        done.map((d) => d.result),
        done.flatMap((d) => (d.transfer ? [d.transfer] : [])),
      );
    });
  });
}

if (!isMainThread && parentPort && (workerData as { kind?: string } | undefined)?.kind === KIND) renderInThread(parentPort);
