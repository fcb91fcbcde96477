/**
 * The render thread of the SMTP transport (render-thread.ts): renders messages with nodemailer's
 * MailComposer (MIME structure, encodings) and posts back each one's envelope and bytes, so that the
 * sending thread only sends. This file is a worker's entry: it runs when loaded as one, and does
 * nothing otherwise.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { renderMail, type MailOptions } from './render-mail.js';

/** `body`: the HTML (its first `html` bytes; -1: none) and the text after it, UTF-8. */
export type ToRenderThread = { id: number; options: MailOptions; html: number; body: Uint8Array };
export type FromRenderThread =
  | { id: number; ok: true; envelope: { from: string | false; to: string[] }; raw: Uint8Array }
  | { id: number; ok: false; message: string; code?: string };

if (!isMainThread && parentPort) {
  const port = parentPort;
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
  // a batch in, its results out in one message
  port.on('message', (batch: ToRenderThread[]) => {
    void Promise.all(batch.map(render)).then((done) => {
      port.postMessage(
        done.map((d) => d.result),
        done.flatMap((d) => (d.transfer ? [d.transfer] : [])),
      );
    });
  });
}
