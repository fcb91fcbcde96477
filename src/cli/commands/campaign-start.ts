import type { Command } from 'commander';
import { printResult, type GlobalFlags } from '../output.js';
import { CAMPAIGN_CLI_TEXTS as T } from '../texts.js';
import { campaignId } from './campaign-input.js';
import { statusOf } from './campaign-follow.js';
import { canShowView, followCampaign, withStopSignal } from './campaign-watch.js';

/**
 * `marketplace campaign start ID [--follow]`. On a terminal: the live view (CampaignMonitor) until the
 * campaign ends or q. Without one: one summary line, or with --follow a line per 10 % until it ends.
 * --follow also sends from this process (sendInProcess) until then; without it, `serve` or cron sends.
 * With --follow a campaign already started is re-attached to (as `campaign watch ID --follow`) instead
 * of refused; without it, starting it again is refused (exit 1).
 */
export function registerCampaignStart(campaign: Command) {
  campaign
    .command('start')
    .description(T.start)
    .argument('<id>', T.id, campaignId)
    .option('--follow', T.follow)
    .action(async (id: number, o: { follow?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      await withStopSignal(async (ctx, signal) => {
        const campaigns = ctx.core.campaigns;
        const running = o.follow && (await campaigns.get(id)).status !== 'draft';
        if (!running) {
          const { campaign: started, message } = await campaigns.start(id);
          if (!o.follow && !canShowView(flags)) {
            const { recipients } = await campaigns.progress(id);
            printResult(
              flags,
              { ...statusOf(started), queued: recipients.queued, message },
              T.startedLine(message, id, recipients.queued, T.sentElsewhere),
            );
            return;
          }
        }
        await followCampaign(ctx, id, { send: Boolean(o.follow), flags, signal });
      });
    });
}
