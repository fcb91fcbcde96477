import type { Command } from 'commander';
import { createElement } from 'react';
import type { CampaignProgress } from '../../core/index.js';
import { DomainError } from '../../core/names.js';
import { onStopSignal } from '../../runtime/signals.js';
import { openContext, type CliContext } from '../context.js';
import { isInteractive, type GlobalFlags } from '../output.js';
import { CAMPAIGN_CLI_TEXTS as T, JOBS_TEXTS } from '../texts.js';
import type { MonitorEnd } from '../ui/campaign-monitor.js';
import { campaignId } from './campaign-input.js';
import { followLines, sendInProcess } from './campaign-follow.js';

/** The live view needs keys as well as a screen. */
export const canShowView = (flags: GlobalFlags) => !flags.json && isInteractive() && Boolean(process.stdin.isTTY);

const endLine = (id: number, outcome: MonitorEnd, p: CampaignProgress) =>
  outcome === 'left' ? T.view.left(id) : T.endedLine(T.statuses[p.status] ?? p.status, T.figures(p));

/** The live view until the campaign ends or the operator leaves (q); p and r pause and resume through core. */
async function liveView(ctx: CliContext, id: number, sendingHere: boolean, senderError: () => string | undefined) {
  const campaigns = ctx.core.campaigns;
  const first = await campaigns.progress(id);
  const { interval_seconds } = await campaigns.get(id);
  let ended: { outcome: MonitorEnd; last: CampaignProgress } = { outcome: 'left', last: first };
  const [{ renderLive }, { CampaignMonitor }] = await Promise.all([import('../ui/render.js'), import('../ui/campaign-monitor.js')]);
  await renderLive(
    createElement(CampaignMonitor, {
      load: () => campaigns.progress(id),
      pause: () => campaigns.pause(id),
      resume: () => campaigns.resume(id),
      first,
      sender: sendingHere ? 'here' : 'elsewhere',
      intervalSeconds: interval_seconds,
      senderError,
      onEnd: (outcome, last) => (ended = { outcome, last }),
    }),
  );
  process.stdout.write(`${endLine(id, ended.outcome, ended.last)}\n`);
}

/**
 * Follows a started campaign: on a terminal the live view until it ends or q, without one a line per
 * 10 % (with --json a JSON line each, the status last) until it ends or `signal` aborts. With `send`
 * this process also sends (sendInProcess) until then.
 */
export async function followCampaign(ctx: CliContext, id: number, options: { send: boolean; flags: GlobalFlags; signal: AbortSignal }) {
  const view = canShowView(options.flags);
  const done = new AbortController();
  const stop = () => done.abort();
  options.signal.addEventListener('abort', stop, { once: true });
  let senderError: string | undefined;
  const sending = options.send
    ? sendInProcess(ctx.core, done.signal, (error) => {
        senderError = error;
        if (!view) process.stderr.write(`marketplace: ${error}\n`);
      })
    : undefined;
  try {
    if (view) await liveView(ctx, id, options.send, () => senderError);
    else await followLines(() => ctx.core.campaigns.progress(id), { json: Boolean(options.flags.json), signal: done.signal });
  } finally {
    done.abort();
    options.signal.removeEventListener('abort', stop);
    await sending;
  }
}

/**
 * Runs a command's work with the database open and SIGTERM/SIGINT turned into `signal` (a graceful stop:
 * the message in hand finishes); a second signal ends the process at once.
 */
export async function withStopSignal(work: (ctx: CliContext, signal: AbortSignal) => Promise<void>): Promise<void> {
  const ctx = await openContext({ migrated: true });
  const stopping = new AbortController();
  const dispose = onStopSignal((signal) => {
    if (!stopping.signal.aborted) return stopping.abort();
    process.stderr.write(`marketplace: ${JOBS_TEXTS.stoppedHard(signal)}\n`);
    process.exit(1);
  });
  try {
    await work(ctx, stopping.signal);
  } finally {
    stopping.abort();
    dispose();
    await ctx.close();
  }
}

/**
 * `marketplace campaign watch ID [--follow]`: re-attaches to a campaign already started (sending,
 * scheduled, paused, or ended: its last figures): the live view on a terminal, lines per 10 % without
 * one. --follow also sends from this process, as `start --follow` does. A draft is refused (exit 1).
 */
export function registerCampaignWatch(campaign: Command) {
  campaign
    .command('watch')
    .description(T.watch)
    .argument('<id>', T.id, campaignId)
    .option('--follow', T.follow)
    .action(async (id: number, o: { follow?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      await withStopSignal(async (ctx, signal) => {
        if ((await ctx.core.campaigns.get(id)).status === 'draft') throw new DomainError('conflict', T.watchDraft(id));
        await followCampaign(ctx, id, { send: Boolean(o.follow), flags, signal });
      });
    });
}
