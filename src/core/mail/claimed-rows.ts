import type { Clock } from '../clock.port.js';
import { CLAIM_BATCH } from './model.js';
import type { QueueRepository, QueueRow } from './queue.repository.js';

/** A row this run holds: claimed under a lease that lasts until `leaseUntil`. */
export interface ClaimedRow {
  row: QueueRow;
  leaseUntil: Date;
  /** the row has attachments to read before it is rendered */
  attachments: boolean;
}

/** Fewer rows than this in hand, and the next claim is taken (while the rows in hand are sent). */
const CLAIM_AHEAD_BELOW = 10;

/**
 * The rows a worker run sends, in order: claimed CLAIM_BATCH at a time under a lease, the next claim
 * taken while the rows in hand are being sent, so the line does not wait for it. A claimed row is
 * only reserved: if the process dies it goes back to pending when its lease runs out, and close()
 * gives back the rows the run did not get to. Rows to suppressed addresses are settled on claiming.
 */
export function claimRows(
  deps: { queue: Pick<QueueRepository, 'claim' | 'suppressedAmong' | 'markSuppressed' | 'attachmentCounts'>; clock: Clock },
  run: { worker: string; leaseMs: number; limit: number; onSuppressed(): void },
) {
  const inHand: ClaimedRow[] = [];
  const givenBack: number[] = [];
  let claimed = 0;
  let exhausted = false;
  let failure: { error: unknown } | undefined;
  let claiming: Promise<void> | undefined;

  async function claimNext() {
    const want = Math.min(CLAIM_BATCH, run.limit - claimed);
    if (want <= 0) return void (exhausted = true);
    const now = deps.clock.now();
    const leaseUntil = new Date(now.getTime() + run.leaseMs);
    const rows = await deps.queue.claim(run.worker, now, leaseUntil, want);
    claimed += rows.length;
    if (!rows.length) return void (exhausted = true);
    const suppressed = await deps.queue.suppressedAmong(rows.filter((r) => r.bulk).map((r) => r.to_email));
    const sendable: QueueRow[] = [];
    for (const row of rows) {
      const reason = row.bulk ? suppressed.get(row.to_email.toLowerCase()) : undefined;
      if (reason !== undefined) {
        await deps.queue.markSuppressed(row.id, run.worker, deps.clock.now(), reason);
        run.onSuppressed();
      } else {
        sendable.push(row);
      }
    }
    const withAttachments = await deps.queue.attachmentCounts(sendable.map((r) => r.id));
    inHand.push(...sendable.map((row) => ({ row, leaseUntil, attachments: withAttachments.has(row.id) })));
  }

  function claimAhead() {
    if (claiming || exhausted || failure || inHand.length >= CLAIM_AHEAD_BELOW) return;
    claiming = claimNext()
      .catch((error: unknown) => void (failure = { error }))
      .finally(() => (claiming = undefined));
  }

  return {
    /** The next row, waiting for a claim if none is in hand; undefined when there are no more. */
    async next(): Promise<ClaimedRow | undefined> {
      for (;;) {
        if (inHand.length) break;
        if (failure) throw failure.error;
        if (exhausted) return undefined;
        claimAhead();
        await claiming;
      }
      const row = inHand.shift();
      claimAhead();
      return row;
    },
    /** The next row if one is in hand, without waiting. */
    nextInHand(): ClaimedRow | undefined {
      const row = inHand.shift();
      claimAhead();
      return row;
    },
    /** A taken row that was not handed over after all: it goes back with the rest. */
    giveBack: (row: ClaimedRow) => void givenBack.push(row.row.id),
    /** Ends the run's claiming; answers the ids of claimed rows it did not hand over, for release. */
    async close(): Promise<number[]> {
      exhausted = true;
      await claiming;
      return [...givenBack, ...inHand.splice(0).map((c) => c.row.id)];
    },
  };
}

export type ClaimedRows = ReturnType<typeof claimRows>;
