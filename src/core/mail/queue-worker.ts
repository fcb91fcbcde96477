import { randomUUID } from 'node:crypto';
import { TransportError, type Clock, type MailTransport, type OutgoingMessage, type PreparedMessage } from '../ports.js';
import { CLAIM_BATCH, DEFAULT_LEASE_SECONDS, MAX_ATTEMPTS, RETRY_BACKOFF_SECONDS, splitAddresses } from './model.js';
import type { QueueRepository, QueueRow } from './queue-repository.js';
import { trackingUrls } from './outbound-service.js';

export interface WorkerDeps {
  queue: QueueRepository;
  clock: Clock;
  secret: string;
  baseUrl(country: string): string;
  /** the transport and sender identity in force now */
  delivery(): Promise<{ transport: MailTransport; fromName: string; fromEmail: string; replyTo?: string }>;
}

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

/**
 * The queue worker: claims due rows under a lease, then sends them strictly one at a time. Just before
 * a row goes to the transport it is marked handed; so if this process dies, at most that one row is
 * in doubt, and it becomes `unknown` (never re-sent blindly) while the rest of its claim goes back to
 * pending. One statement per message: a row's `sent` and the hand-over of the next row of the claim
 * are one UPDATE, issued after the row's send returned; the sent-mail entries of a claim are written
 * together after it. Temporary failures retry with back-off; permanent ones fail with the server's reason.
 */
export function createQueueWorker(deps: WorkerDeps) {
  function message(row: QueueRow, from: { fromName: string; fromEmail: string; replyTo?: string }, attachments: OutgoingMessage['attachments']): OutgoingMessage {
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

  type Attachments = OutgoingMessage['attachments'];
  type Sender = { fromName: string; fromEmail: string; replyTo?: string };
  /** the row after the one just sent, handed over by the same statement, and its message */
  type Prepared = { handed: boolean; outgoing: OutgoingMessage | PreparedMessage };

  return {
    async run(options: RunOptions = {}): Promise<RunSummary> {
      const worker = options.workerId ?? randomUUID();
      const leaseMs = (options.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
      const summary: RunSummary = { sent: 0, failed: 0, retried: 0, suppressed: 0, unknown: 0, released: 0 };
      const recovered = await deps.queue.recoverExpired(deps.clock.now());
      summary.unknown = recovered.unknown;
      summary.released = recovered.released;
      let delivery: Awaited<ReturnType<WorkerDeps['delivery']>> | undefined;
      // a claim's sent-mail entries are written while the next claim is being sent (another connection
      // where the database has several), and waited for before the run ends
      let finishing: Promise<void> = Promise.resolve();
      let done = 0;
      const limit = options.limit ?? Infinity;
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
          const withAttachments = await deps.queue.attachmentCounts(sendable.map((r) => r.id));
          const attachmentsOf = async (row: QueueRow): Promise<Attachments> => (withAttachments.has(row.id) ? deps.queue.attachmentsOf(row.id) : []);
          let prepared: Prepared | undefined;
          for (let k = 0; k < sendable.length; k += 1) {
            const row = sendable[k];
            const next = sendable[k + 1];
            untouched.delete(row.id);
            const current = prepared ?? { outgoing: message(row, delivery, await attachmentsOf(row)), handed: await deps.queue.markHanded(row.id, worker, deps.clock.now()) };
            prepared = undefined;
            if (!current.handed) continue; // claim lost to a recovery
            const outcome = await sendOne(row, worker, current.outgoing, delivery, leaseUntil, next && { row: next, attachments: () => attachmentsOf(next) });
            if (outcome.status === 'sent') sent.push(row.id);
            summary[outcome.status] += 1;
            prepared = outcome.next;
            options.onRow?.(outcome.status);
          }
        } finally {
          await deps.queue.release(worker, [...untouched], deps.clock.now());
          const previous = finishing;
          finishing = deps.queue.finishSent(sent);
          finishing.catch(() => undefined); // awaited with the next claim or at the end
          await previous;
        }
      }
      await finishing;
      return summary;
    },
  };

  /**
   * Sends one handed row and records the outcome. After a success the next row (if any) is handed over
   * in the same statement, its attachments read first, so the window in which it is in doubt stays short.
   */
  async function sendOne(
    row: QueueRow, worker: string, outgoing: OutgoingMessage | PreparedMessage, delivery: Sender & { transport: MailTransport }, leaseUntil: Date,
    next?: { row: QueueRow; attachments(): Promise<Attachments> },
  ): Promise<{ status: 'sent' | 'failed' | 'retried'; next?: Prepared }> {
    const { transport } = delivery;
    let response: string;
    try {
      response = (await transport.send(outgoing)).response;
    } catch (error) {
      const failure = error instanceof TransportError ? error : new TransportError((error as Error).message ?? String(error), false);
      const attempts = row.attempts + 1;
      if (failure.permanent || attempts >= MAX_ATTEMPTS) {
        await deps.queue.markFailed(row, worker, failure.message, deps.clock.now());
        return { status: 'failed' };
      }
      const wait = RETRY_BACKOFF_SECONDS[Math.min(attempts - 1, RETRY_BACKOFF_SECONDS.length - 1)];
      await deps.queue.retryLater(row, worker, failure.message, new Date(deps.clock.now().getTime() + wait * 1000), deps.clock.now());
      return { status: 'retried' };
    }
    if (!next) {
      await deps.queue.markSent(row.id, worker, response, deps.clock.now(), leaseUntil);
      return { status: 'sent' };
    }
    // The next message is rendered while the database records this one: rendering transmits nothing,
    // so exactly-once holds (a message that fails to render is sent unrendered and fails there).
    const plain = message(next.row, delivery, await next.attachments());
    const rendering = transport.prepare ? transport.prepare(plain).catch(() => plain) : Promise.resolve(plain);
    const [handed, nextOutgoing] = await Promise.all([deps.queue.markSent(row.id, worker, response, deps.clock.now(), leaseUntil, next.row.id), rendering]);
    return { status: 'sent', next: { handed, outgoing: nextOutgoing } };
  }
}

export type QueueWorker = ReturnType<typeof createQueueWorker>;
