import { randomUUID } from 'node:crypto';
import { TransportError, type MailTransport, type OutgoingMessage } from '../mail-transport.port.js';
import { type Clock } from '../clock.port.js';
import {
  DEFAULT_LEASE_SECONDS,
  MAIL_TEXTS,
  MAX_ATTEMPTS,
  RETRY_BACKOFF_SECONDS,
  SENT_ENTRIES_BATCH,
  SENT_ENTRIES_WAIT_MS,
  splitAddresses,
} from './model.js';
import { claimRows, type ClaimedRow, type ClaimedRows } from './claimed-rows.js';
import type { QueueRepository, QueueRow } from './queue.repository.js';
import { trackingUrls } from './outbound.service.js';

/**
 * What the worker needs of the queue, and nothing else: claim a batch under a lease, record each
 * outcome (handed to the server, sent, unknown, failed, retry later), release what it did not send,
 * and take back rows whose lease ran out. The knex queue repository is one implementation.
 */
type WorkerQueue = Pick<
  QueueRepository,
  | 'claim'
  | 'suppressedAmong'
  | 'markSuppressed'
  | 'attachmentCounts'
  | 'attachmentsOf'
  | 'markHanded'
  | 'finishSent'
  | 'markUnknown'
  | 'markFailed'
  | 'retryLater'
  | 'recoverExpired'
  | 'markSent'
  | 'release'
>;

export interface WorkerDeps {
  queue: WorkerQueue;
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
  /**
   * Asks the run to stop: it takes no further row, finishes the message in hand (recorded as usual),
   * gives the rest of its claim back to the queue and answers its summary.
   */
  signal?: AbortSignal;
}

export interface RunSummary {
  sent: number;
  failed: number;
  retried: number;
  suppressed: number;
  /** rows that may or may not have gone out: found abandoned by a dead worker after being handed to the transport, or cut off after the whole message was sent */
  unknown: number;
  /** rows found abandoned before being handed over, back in the queue */
  released: number;
}

/**
 * The queue worker: claims due rows under a lease, then sends them strictly one at a time, each
 * handed over (recorded as given to the transport) before the server can accept it. If this process
 * dies, at most one row is in doubt: it becomes `unknown` (never re-sent blindly) while the rest of
 * its claim goes back to pending.
 *
 * One statement per message, and the database never stalls the line: a row's `sent` and the hand-over
 * of the next row are one UPDATE, written while the next message already travels; the transport holds
 * back the end of that message (SMTP: the dot that ends DATA) until the UPDATE has committed. The next
 * claim is taken while the rows in hand are sent (claimed-rows.ts), and sent-mail entries are written
 * SENT_ENTRIES_BATCH at a time in the background.
 * Temporary failures retry with back-off; permanent ones fail with the server's reason.
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
    if (row.in_reply_to) headers['In-Reply-To'] = row.in_reply_to;
    if (row.references) headers.References = row.references;
    // a business's own message leaves from its address with its name (the operator's server sends it); replies go there
    const own = Boolean(row.from_email);
    return {
      messageId: row.message_id,
      from: own ? { name: row.from_name ?? row.from_email!, address: row.from_email! } : { name: from.fromName, address: from.fromEmail },
      replyTo: own ? undefined : from.replyTo,
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

  /** A row's message, with its attachments read from the queue if it has any. */
  async function messageOf({ row, attachments }: ClaimedRow, delivery: Delivery): Promise<OutgoingMessage> {
    return message(row, delivery, attachments ? await deps.queue.attachmentsOf(row.id) : []);
  }

  /**
   * Sends the claimed rows one at a time, each handed over before the server can accept it; the
   * statement that records a row sent also hands over the next one, and runs while the next travels.
   */
  async function sendAll(rows: ClaimedRows, worker: string, summary: RunSummary, options: RunOptions) {
    const stopping = () => options.signal?.aborted === true;
    // once the run is asked to stop no row is taken; one taken while the stop came is not handed
    // over yet, so it goes back with the rest of the claim
    const nextRow = async () => {
      if (stopping()) return undefined;
      const claimed = await rows.next();
      if (claimed && stopping()) {
        rows.giveBack(claimed);
        return undefined;
      }
      return claimed;
    };
    let current = await nextRow();
    if (!current) return;
    const delivery = await deps.delivery();
    const handOver = (claimed: ClaimedRow | undefined) =>
      claimed ? deps.queue.markHanded(claimed.row.id, worker, deps.clock.now()) : Promise.resolve(false);
    // the sent-mail entries are written SENT_ENTRIES_BATCH rows at a time (or once the oldest has waited
    // SENT_ENTRIES_WAIT_MS), once their records have committed, while the next rows are sent
    let sent: number[] = [];
    let firstSentAt = 0;
    let recorded: Array<Promise<unknown>> = [];
    let finishing: Promise<void> = Promise.resolve();
    const finish = async () => {
      const previous = finishing;
      const ids = sent;
      finishing = Promise.all(recorded).then(() => deps.queue.finishSent(ids));
      finishing.catch(() => undefined); // awaited with the next batch or at the end
      sent = [];
      recorded = [];
      await previous;
    };
    const settle = async () => {
      await finish();
      await finishing;
    };
    try {
      await sendEach();
    } catch (error) {
      await settle().catch(() => undefined); // what was recorded sent gets its entry; the error is the news
      throw error;
    }
    await settle();

    async function sendEach() {
      // whether `current` is handed over: the statement that says so may still be running
      let handed = handOver(current);
      while (current) {
        const { row } = current;
        let response: string;
        try {
          response = (await delivery.transport.send(await messageOf(current, delivery), { release: handed })).response;
        } catch (error) {
          if (await handed) {
            const status = await recordFailure(row, worker, error);
            summary[status] += 1;
            options.onRow?.(status);
          } else {
            rows.giveBack(current); // its claim was lost (to a recovery): not sent, not ours to record
          }
          current = await nextRow();
          handed = handOver(current);
          continue;
        }
        // accepted, so its hand-over had committed; `sent` and the next hand-over are one statement,
        // which the next send waits for before its end
        let next = stopping() ? undefined : rows.nextInHand();
        const recording = deps.queue.markSent(row.id, worker, response, deps.clock.now(), current.leaseUntil, next?.row.id);
        recording.catch(() => undefined); // awaited through `handed`
        if (next) {
          handed = recording;
        } else {
          next = await nextRow();
          const after = next;
          handed = recording.then(() => handOver(after));
          handed.catch(() => undefined);
        }
        if (!sent.length) firstSentAt = deps.clock.now().getTime();
        sent.push(row.id);
        recorded.push(recording);
        summary.sent += 1;
        options.onRow?.('sent');
        if (sent.length >= SENT_ENTRIES_BATCH || deps.clock.now().getTime() - firstSentAt >= SENT_ENTRIES_WAIT_MS) await finish();
        current = next;
      }
      await handed; // the last row's record
    }
  }

  /**
   * A send that failed: retried later with back-off, or failed for good with the server's reason; one
   * the server may have accepted after all (the connection broke after the whole message) is unknown,
   * for the operator to resend or close, as a row a dead worker left.
   */
  async function recordFailure(row: QueueRow, worker: string, error: unknown): Promise<'failed' | 'retried' | 'unknown'> {
    const failure = error instanceof TransportError ? error : new TransportError((error as Error).message ?? String(error), false);
    if (failure.uncertain) {
      await deps.queue.markUnknown(row, worker, `${MAIL_TEXTS.deliveryUncertain} (${failure.message})`, deps.clock.now());
      return 'unknown';
    }
    const attempts = row.attempts + 1;
    if (failure.permanent || attempts >= MAX_ATTEMPTS) {
      await deps.queue.markFailed(row, worker, failure.message, deps.clock.now());
      return 'failed';
    }
    const wait = RETRY_BACKOFF_SECONDS[attempts - 1] ?? Math.max(...RETRY_BACKOFF_SECONDS); // past the list: its longest
    await deps.queue.retryLater(row, worker, failure.message, new Date(deps.clock.now().getTime() + wait * 1000), deps.clock.now());
    return 'retried';
  }

  return {
    async run(options: RunOptions = {}): Promise<RunSummary> {
      const worker = options.workerId ?? randomUUID();
      const summary: RunSummary = { sent: 0, failed: 0, retried: 0, suppressed: 0, unknown: 0, released: 0 };
      const recovered = await deps.queue.recoverExpired(deps.clock.now());
      summary.unknown = recovered.unknown;
      summary.released = recovered.released;
      const rows = claimRows(deps, {
        worker,
        leaseMs: (options.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000,
        limit: options.limit ?? Infinity,
        onSuppressed() {
          summary.suppressed += 1;
          options.onRow?.('suppressed');
        },
      });
      try {
        await sendAll(rows, worker, summary, options);
      } finally {
        await deps.queue.release(worker, await rows.close(), deps.clock.now());
      }
      return summary;
    },
  };
}
