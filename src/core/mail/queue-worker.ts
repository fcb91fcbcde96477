import { randomUUID } from 'node:crypto';
import { TransportError, type Clock, type MailTransport, type OutgoingMessage, type PreparedMessage } from '../ports.js';
import { CLAIM_BATCH, DEFAULT_LEASE_SECONDS, MAX_ATTEMPTS, RENDER_AHEAD, RETRY_BACKOFF_SECONDS, splitAddresses } from './model.js';
import type { QueueRepository, QueueRow } from './queue-repository.js';
import { trackingUrls } from './outbound-service.js';

export interface WorkerDeps {
  queue: QueueRepository;
  clock: Clock;
  secret: string;
  baseUrl(country: string): string;
  /** the transport and sender identity in force now */
  delivery(): Promise<Delivery>;
}

interface Sender {
  fromName: string;
  fromEmail: string;
  replyTo?: string;
}
type Delivery = Sender & { transport: MailTransport };

export interface RunOptions {
  /** process at most this many rows */
  limit?: number;
  leaseSeconds?: number;
  /** identifies this worker's claims; unique per run by default */
  workerId?: string;
  /** called after each row (progress) */
  onRow?(status: string): void;
}

export interface RunSummary {
  sent: number;
  failed: number;
  retried: number;
  suppressed: number;
  /** rows found abandoned by a dead worker after being handed to the transport */
  unknown: number;
  /** rows found abandoned before being handed over, back in the queue */
  released: number;
}

type Outgoing = OutgoingMessage | PreparedMessage;
type SentRecorder = ReturnType<QueueRepository['sentRecorder']>;

/**
 * The queue worker: claims due rows under a lease, then sends them strictly one at a time, each
 * handed over (recorded as given to the transport) before the server can accept it. If this process
 * dies, at most one row is in doubt: it becomes `unknown` (never re-sent blindly) while the rest of
 * its claim goes back to pending.
 *
 * One statement per message, and the database never stalls the line: a row's `sent` and the hand-over
 * of the next row are one UPDATE, written while the next message already travels; the transport holds
 * back the end of that message (SMTP: the dot that ends DATA) until the UPDATE has committed. Messages
 * are rendered a few ahead (rendering transmits nothing). A claim's sent-mail entries are written
 * while the next claim is sent. Temporary failures retry with back-off; permanent ones fail with the
 * server's reason.
 */
export function createQueueWorker(deps: WorkerDeps) {
  function message(row: QueueRow, from: Sender, attachments: OutgoingMessage['attachments']): OutgoingMessage {
    const headers: Record<string, string> = {};
    if (row.bulk) {
      const https = trackingUrls(deps, row.country_code).unsubscribe(row.id);
      const token = https.slice(https.lastIndexOf('/') + 1);
      headers['List-Unsubscribe'] = `<${https}>, <mailto:${from.fromEmail}?subject=unsubscribe%20${token}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    return {
      messageId: row.message_id,
      from: { name: from.fromName, address: from.fromEmail },
      replyTo: from.replyTo,
      to: { name: row.to_name ?? undefined, address: row.to_email },
      cc: splitAddresses(row.cc),
      bcc: splitAddresses(row.bcc),
      subject: row.subject,
      html: row.html_content ?? undefined,
      text: row.text_content,
      headers,
      attachments,
    };
  }

  /**
   * The messages of a claim, rendered up to RENDER_AHEAD ahead of the one asked for. A message that
   * fails to render is sent unrendered, and fails there with the transport's reason.
   */
  async function renderAhead(rows: QueueRow[], delivery: Delivery) {
    const { transport } = delivery;
    const started: Array<Promise<Outgoing> | undefined> = [];
    const withAttachments = await deps.queue.attachmentCounts(rows.map((r) => r.id));
    const render = async (row: QueueRow): Promise<Outgoing> => {
      const plain = message(row, delivery, withAttachments.has(row.id) ? await deps.queue.attachmentsOf(row.id) : []);
      return transport.prepare ? transport.prepare(plain).catch(() => plain) : plain;
    };
    return (k: number): Promise<Outgoing> => {
      for (let i = started.length; i < Math.min(rows.length, k + 1 + RENDER_AHEAD); i += 1) {
        const rendering = render(rows[i]);
        rendering.catch(() => undefined); // awaited when its turn comes
        started.push(rendering);
      }
      const rendering = started[k]!;
      started[k] = undefined;
      return rendering;
    };
  }

  /**
   * Sends a claim's rows one at a time. The rows it marks sent go into `sent`; rows it did not get to
   * stay in `untouched`.
   */
  async function sendClaim(rows: QueueRow[], worker: string, delivery: Delivery, leaseUntil: Date, recorder: SentRecorder, untouched: Set<number>, sent: number[], summary: RunSummary, options: RunOptions) {
    const suppressed = await deps.queue.suppressedAmong(rows.filter((r) => r.bulk).map((r) => r.to_email));
    const sendable: QueueRow[] = [];
    for (const row of rows) {
      if (!(row.bulk && suppressed.has(row.to_email.toLowerCase()))) {
        sendable.push(row);
        continue;
      }
      untouched.delete(row.id);
      await deps.queue.markSuppressed(row.id, worker, deps.clock.now());
      summary.suppressed += 1;
      options.onRow?.('suppressed');
    }
    if (!sendable.length) return;
    const rendered = await renderAhead(sendable, delivery);
    const handOver = (row: QueueRow | undefined) => (row ? deps.queue.markHanded(row.id, worker, deps.clock.now()) : Promise.resolve(false));
    // whether the row about to be sent is handed over: the statement that says so may still be running
    let handed = handOver(sendable[0]);
    for (let k = 0; k < sendable.length; k += 1) {
      const row = sendable[k];
      const next = sendable[k + 1];
      untouched.delete(row.id);
      let response: string;
      try {
        response = (await delivery.transport.send(await rendered(k), { release: handed })).response;
      } catch (error) {
        if (!(await handed)) {
          // its claim was lost to a recovery (or to another worker): not sent, not ours to record
          untouched.add(row.id);
          handed = handOver(next);
          continue;
        }
        const status = await recordFailure(row, worker, error);
        summary[status] += 1;
        options.onRow?.(status);
        handed = handOver(next);
        continue;
      }
      // accepted, so its hand-over had committed; `sent` and the next hand-over go in one statement,
      // which the next send waits for before its end
      handed = recorder.markSent(row.id, worker, response, deps.clock.now(), leaseUntil, next?.id);
      handed.catch(() => undefined); // awaited by the next send, or below
      sent.push(row.id);
      summary.sent += 1;
      options.onRow?.('sent');
    }
    await handed; // the last row's record
  }

  /** A send that failed: retried later with back-off, or failed for good with the server's reason. */
  async function recordFailure(row: QueueRow, worker: string, error: unknown): Promise<'failed' | 'retried'> {
    const failure = error instanceof TransportError ? error : new TransportError((error as Error).message ?? String(error), false);
    const attempts = row.attempts + 1;
    if (failure.permanent || attempts >= MAX_ATTEMPTS) {
      await deps.queue.markFailed(row, worker, failure.message, deps.clock.now());
      return 'failed';
    }
    const wait = RETRY_BACKOFF_SECONDS[Math.min(attempts - 1, RETRY_BACKOFF_SECONDS.length - 1)];
    await deps.queue.retryLater(row, worker, failure.message, new Date(deps.clock.now().getTime() + wait * 1000), deps.clock.now());
    return 'retried';
  }

  return {
    async run(options: RunOptions = {}): Promise<RunSummary> {
      const worker = options.workerId ?? randomUUID();
      const leaseMs = (options.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
      const summary: RunSummary = { sent: 0, failed: 0, retried: 0, suppressed: 0, unknown: 0, released: 0 };
      const recovered = await deps.queue.recoverExpired(deps.clock.now());
      summary.unknown = recovered.unknown;
      summary.released = recovered.released;
      let delivery: Delivery | undefined;
      const recorder = deps.queue.sentRecorder();
      // a claim's sent-mail entries are written while the next claim is being sent (another connection
      // where the database has several), and waited for before the run ends
      let finishing: Promise<void> = Promise.resolve();
      let done = 0;
      const limit = options.limit ?? Infinity;
      try {
        while (done < limit) {
          const now = deps.clock.now();
          const leaseUntil = new Date(now.getTime() + leaseMs);
          const rows = await deps.queue.claim(worker, now, leaseUntil, Math.min(CLAIM_BATCH, limit - done));
          if (!rows.length) break;
          done += rows.length;
          delivery ??= await deps.delivery();
          const untouched = new Set(rows.map((r) => r.id));
          const sent: number[] = [];
          try {
            await sendClaim(rows, worker, delivery, leaseUntil, recorder, untouched, sent, summary, options);
          } finally {
            await deps.queue.release(worker, [...untouched], deps.clock.now());
            const previous = finishing;
            finishing = deps.queue.finishSent(sent);
            finishing.catch(() => undefined); // awaited with the next claim or at the end
            await previous;
          }
        }
      } finally {
        await recorder.close();
      }
      await finishing;
      return summary;
    },
  };
}

export type QueueWorker = ReturnType<typeof createQueueWorker>;
