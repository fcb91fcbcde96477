/**
 * The worker thread of an import (see thread-reader.ts): reads the bytes the main thread sends, parses
 * and validates them (batches.ts) and posts batches of rows back, at most BATCHES_AHEAD unacknowledged.
 * This file is a worker's entry: it runs when loaded as one, and does nothing otherwise.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { isDomainError } from '../../errors.js';
import { readRowBatches, type ReadOptions } from './batches.js';

export type ToWorker = { type: 'data'; chunk: Uint8Array } | { type: 'end' } | { type: 'ack' };
export type FromWorker =
  | { type: 'need' }
  | { type: 'source'; encoding: string; delimiter: string; header: string[] }
  | { type: 'batch'; batch: import('./batches.js').RowBatch }
  | { type: 'done' }
  | { type: 'error'; domain: boolean; code?: string; message: string; details?: unknown };

export const BATCHES_AHEAD = 2;

async function main(port: NonNullable<typeof parentPort>, options: ReadOptions) {
  // two streams share the port: input (answers to 'need') and acknowledgements of batches
  const input: Array<Extract<ToWorker, { type: 'data' | 'end' }>> = [];
  let inputWaiter: (() => void) | undefined;
  let acks = 0;
  let ackWaiter: (() => void) | undefined;
  port.on('message', (message: ToWorker) => {
    if (message.type === 'ack') {
      acks += 1;
      ackWaiter?.();
    } else {
      input.push(message);
      inputWaiter?.();
    }
  });
  const nextInput = async () => {
    while (!input.length) await new Promise<void>((resolve) => (inputWaiter = resolve));
    inputWaiter = undefined;
    return input.shift()!;
  };
  const nextAck = async () => {
    while (!acks) await new Promise<void>((resolve) => (ackWaiter = resolve));
    ackWaiter = undefined;
    acks -= 1;
  };
  async function* bytes(): AsyncGenerator<Buffer> {
    for (;;) {
      port.postMessage({ type: 'need' } satisfies FromWorker);
      const message = await nextInput();
      if (message.type === 'end') return;
      yield Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
    }
  }
  let acksOwed = 0;
  try {
    const source = await readRowBatches(bytes(), options);
    port.postMessage({
      type: 'source',
      encoding: source.encoding,
      delimiter: source.delimiter,
      header: source.header,
    } satisfies FromWorker);
    for await (const batch of source.batches) {
      port.postMessage({ type: 'batch', batch } satisfies FromWorker);
      acksOwed += 1;
      while (acksOwed >= BATCHES_AHEAD) {
        await nextAck();
        acksOwed -= 1;
      }
    }
    port.postMessage({ type: 'done' } satisfies FromWorker);
  } catch (error) {
    const domain = isDomainError(error);
    port.postMessage({
      type: 'error',
      domain,
      code: domain ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
      details: domain ? error.details : undefined,
    } satisfies FromWorker);
  }
}

if (!isMainThread && parentPort && (workerData as { kind?: string } | undefined)?.kind === 'prospect-import') {
  void main(parentPort, (workerData as { options: ReadOptions }).options);
}
