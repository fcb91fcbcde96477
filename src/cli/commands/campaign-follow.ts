import { setTimeout as sleep } from 'node:timers/promises';
import type { CampaignProgress, Core } from '../../core/index.js';
import { CAMPAIGN_CLI_TEXTS as T } from '../texts.js';
import { settledOf } from '../ui/campaign-format.js';

/** How often the `campaigns` job runs here (as in `serve`), and how long the worker rests when nothing is due. */
const TICK_MS = 10_000;
const IDLE_MS = 1000;
const ENDED = new Set(['sent', 'cancelled']);

const pause = (ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal }).catch(() => undefined);

/**
 * `campaign start --follow`: this process sends too, as `serve` would, until `signal` aborts: the
 * `campaigns` job every 10 s (due scheduled campaigns start, the next recipients are queued, settled
 * campaigns complete) and the `queue` job whenever rows are due. It sends the whole queue, not only
 * this campaign, with the queue's own guarantees, so it may run beside `serve` or cron. On abort the
 * worker finishes the message in hand. A failed run is reported and retried after a rest.
 */
export async function sendInProcess(core: Core, signal: AbortSignal, onError: (message: string) => void): Promise<void> {
  const { findJob } = await import('../../runtime/jobs.js');
  const campaigns = findJob('campaigns')!;
  const queue = findJob('queue')!;
  let ticked = 0;
  while (!signal.aborted) {
    try {
      if (Date.now() - ticked >= TICK_MS) {
        ticked = Date.now();
        await campaigns.run(core);
      }
      const result = await queue.run(core, { signal });
      const busy = Object.values(result).some((n) => typeof n === 'number' && n > 0);
      if (!busy) await pause(IDLE_MS, signal);
    } catch (error) {
      onError((error as Error).message);
      await pause(IDLE_MS * 5, signal);
    }
  }
}

/** The fields of `campaign status --json` (and of each --follow line with --json). */
export const statusOf = (c: Omit<CampaignProgress, 'recipients' | 'rate_per_minute' | 'eta_seconds' | 'last_errors'>) => ({
  id: c.id,
  name: c.name,
  status: c.status,
  total_recipients: c.total_recipients,
  sent_count: c.sent_count,
  failed_count: c.failed_count,
  opened_count: c.opened_count,
  clicked_count: c.clicked_count,
  bounced_count: c.bounced_count,
  unsubscribed_count: c.unsubscribed_count,
});

/**
 * `campaign start --follow` without a terminal: a line each time another 10 % of the recipients is
 * settled (every step crossed gets its line, so a run prints 10 % … 100 %), a line when the campaign is
 * paused, and a last line when it is sent or cancelled; with --json the steps as JSON lines and the
 * last one as `campaign status --json`.
 */
export async function followLines(
  load: () => Promise<CampaignProgress>,
  options: { json: boolean; signal: AbortSignal; pollMs?: number },
): Promise<CampaignProgress> {
  const { json, signal, pollMs = 500 } = options;
  const write = (line: string) => process.stdout.write(`${line}\n`);
  let printed = 0;
  let paused = false;
  for (;;) {
    const p = await load();
    const total = p.total_recipients;
    const settled = settledOf(p);
    const reached = total > 0 ? Math.floor((settled * 10) / total) * 10 : 100;
    for (; printed < reached;) {
      printed += 10;
      if (json) write(JSON.stringify({ percent: printed, settled, ...statusOf(p) }));
      else write(T.decile(printed, settled, total, T.figures(p)));
    }
    if (p.status === 'paused' && !paused && !json) write(T.pausedLine);
    paused = p.status === 'paused';
    if (ENDED.has(p.status)) {
      write(json ? JSON.stringify(statusOf(p)) : T.endedLine(T.statuses[p.status] ?? p.status, T.figures(p)));
      return p;
    }
    if (signal.aborted) return p;
    await pause(pollMs, signal);
  }
}
