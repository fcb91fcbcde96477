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
  port.on('message', ({ id, options, html, body }: ToRenderThread) => {
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const bodies = html < 0 ? { html: undefined, text: bytes.toString('utf8') } : { html: bytes.toString('utf8', 0, html), text: bytes.toString('utf8', html) };
    // a Buffer arrives as a plain Uint8Array
    const attachments = options.attachments.map((a) => ({ ...a, content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength) }));
    renderMail({ ...options, ...bodies, attachments }).then(
      ({ envelope, raw }) => {
        const bytes = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
        // a Buffer of its own can be moved instead of copied; a slice of nodemailer's pool cannot
        const own = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength;
        port.postMessage({ id, ok: true, envelope, raw: bytes } satisfies FromRenderThread, own ? [bytes.buffer as ArrayBuffer] : []);
      },
      (error: Error & { code?: string }) => port.postMessage({ id, ok: false, message: error.message, code: error.code } satisfies FromRenderThread),
    );
  });
}
