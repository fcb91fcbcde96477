import type { Command } from 'commander';
import { createElement } from 'react';
import type { CampaignProgress } from '../../core/index.js';
import { onStopSignal } from '../../runtime/signals.js';
import { openContext, type CliContext } from '../context.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { CAMPAIGN_CLI_TEXTS as T, JOBS_TEXTS } from '../texts.js';
import { CampaignMonitor, type MonitorEnd } from '../ui/campaign-monitor.js';
import { renderLive } from '../ui/render.js';
import { campaignId } from './campaign-input.js';
import { followLines, sendInProcess, statusOf } from './campaign-follow.js';

/** The live view needs keys as well as a screen. */
const canShowView = (flags: GlobalFlags) => !flags.json && isInteractive() && Boolean(process.stdin.isTTY);

const endLine = (id: number, outcome: MonitorEnd, p: CampaignProgress) =>
  outcome === 'left' ? T.view.left(id) : T.endedLine(T.statuses[p.status] ?? p.status, T.figures(p));

/** The live view until the campaign ends or the operator leaves (q); p and r pause and resume through core. */
async function watch(ctx: CliContext, id: number, sendingHere: boolean, senderError: () => string | undefined) {
  const campaigns = ctx.core.campaigns;
  const first = await campaigns.progress(id);
  const { interval_seconds } = await campaigns.get(id);
  let ended: { outcome: MonitorEnd; last: CampaignProgress } = { outcome: 'left', last: first };
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
 * `marketplace campaign start ID [--follow]`. On a terminal: the live view (CampaignMonitor) until the
 * campaign ends or q. Without one: one summary line, or with --follow a line per 10 % until it ends.
 * --follow also sends from this process (sendInProcess) until then; without it, `serve` or cron sends.
 */
export function registerCampaignStart(campaign: Command) {
  campaign
    .command('start')
    .description(T.start)
    .argument('<id>', T.id, campaignId)
    .option('--follow', T.follow)
    .action(async (id: number, o: { follow?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      const stopping = new AbortController();
      let senderError: string | undefined;
      const dispose = onStopSignal((signal) => {
        if (!stopping.signal.aborted) return stopping.abort();
        process.stderr.write(`marketplace: ${JOBS_TEXTS.stoppedHard(signal)}\n`);
        process.exit(1);
      });
      let sending: Promise<void> | undefined;
      try {
        const { campaign: started, message } = await ctx.core.campaigns.start(id);
        const view = canShowView(flags);
        if (!o.follow && !view) {
          const { recipients } = await ctx.core.campaigns.progress(id);
          printResult(
            flags,
            { ...statusOf(started), queued: recipients.queued, message },
            T.startedLine(message, id, recipients.queued, T.sentElsewhere),
          );
          return;
        }
        if (o.follow) {
          sending = sendInProcess(ctx.core, stopping.signal, (error) => {
            senderError = error;
            if (!view) process.stderr.write(`marketplace: ${error}\n`);
          });
        }
        if (view) await watch(ctx, id, Boolean(o.follow), () => senderError);
        else await followLines(() => ctx.core.campaigns.progress(id), { json: Boolean(flags.json), signal: stopping.signal });
      } finally {
        stopping.abort();
        await sending;
        dispose();
        await ctx.close();
      }
    });
}
