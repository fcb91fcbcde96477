import type { Command } from 'commander';
import type { Campaign, ProspectSegment, RecipientSource } from '../../core/index.js';
import { openContext } from '../context.js';
import { UsageError } from '../errors.js';
import { printResult, type GlobalFlags } from '../output.js';
import { CAMPAIGN_CLI_TEXTS as T } from '../texts.js';
import { campaignId, country, fileText, intervalSeconds, recipientsFile, segment, templateId } from './campaign-input.js';
import { registerCampaignStart } from './campaign-start.js';
import { registerCampaignWatch } from './campaign-watch.js';
import { statusOf } from './campaign-follow.js';

interface CreateOptions {
  name: string;
  subject: string;
  html?: string;
  template?: number;
  text?: string;
  recipients?: string;
  segment?: ProspectSegment;
  interval?: number;
  schedule?: string;
  country: string;
}

const statusName = (status: string) => T.statuses[status] ?? status;
const campaignLine = (c: Campaign) => T.statusLine(c.id, c.name, statusName(c.status), T.figures(c));

/** A campaign in `campaign list --json`: its status figures and its timing. */
const listed = (c: Campaign) => ({
  ...statusOf(c),
  country_code: c.country_code,
  interval_seconds: c.interval_seconds,
  scheduled_at: c.scheduled_at,
  started_at: c.started_at,
  completed_at: c.completed_at,
  created_at: c.created_at,
});

/**
 * `marketplace campaign create|list|status|start|watch|pause|resume|cancel`: bulk campaigns (core.campaigns)
 * from the terminal; the rules and their Czech refusals are core's.
 */
export function registerCampaignCommands(program: Command) {
  const campaign = program.command('campaign').description(T.description);

  campaign
    .command('create')
    .description(T.create)
    .requiredOption('--name <name>', T.name)
    .requiredOption('--subject <subject>', T.subject)
    .option('--html <file>', T.html)
    .option('--template <id>', T.template, templateId)
    .option('--text <file>', T.text)
    .option('--recipients <file>', T.recipients)
    .option('--segment <filter>', T.segment, segment)
    .option('--interval <seconds>', T.interval, intervalSeconds)
    .option('--schedule <iso>', T.schedule)
    .option('--country <code>', T.country, country, 'CZ')
    .action(async (o: CreateOptions, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if ((o.html === undefined) === (o.template === undefined)) throw new UsageError(T.contentOnce);
      if ((o.recipients === undefined) === (o.segment === undefined)) throw new UsageError(T.recipientsOnce);
      const html = o.html === undefined ? undefined : await fileText('--html', o.html);
      const text = o.text === undefined ? undefined : await fileText('--text', o.text);
      const source: RecipientSource = o.recipients ? await recipientsFile(o.recipients) : { segment: o.segment! };
      const ctx = await openContext({ migrated: true });
      try {
        const answer = await ctx.core.campaigns.create(
          {
            country: o.country,
            name: o.name,
            subject: o.subject,
            html_content: html ?? null,
            text_content: text ?? null,
            template_id: o.template ?? null,
            interval_seconds: o.interval,
            scheduled_at: o.schedule ?? null,
          },
          source,
        );
        const { campaign: c, skipped, message } = answer;
        printResult(flags, { campaign: listed(c), skipped, message }, T.created(message, c.id, skipped.invalid.length, skipped.duplicates));
      } finally {
        await ctx.close();
      }
    });

  campaign
    .command('list')
    .description(T.list)
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const all: Campaign[] = [];
        for (let page = 1; ; page += 1) {
          const { campaigns, total } = await ctx.core.campaigns.list({ page, limit: 200 });
          all.push(...campaigns);
          if (!campaigns.length || all.length >= total) break;
        }
        printResult(
          flags,
          all.map(listed),
          all.length ? all.map((c) => T.row(c.id, statusName(c.status), c.name, T.figures(c))) : [T.none],
        );
      } finally {
        await ctx.close();
      }
    });

  campaign
    .command('status')
    .description(T.status)
    .argument('<id>', T.id, campaignId)
    .action(async (id: number, _o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const c = await ctx.core.campaigns.get(id);
        printResult(flags, statusOf(c), campaignLine(c));
      } finally {
        await ctx.close();
      }
    });

  registerCampaignStart(campaign);
  registerCampaignWatch(campaign);

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    campaign
      .command(action)
      .description(T[action])
      .argument('<id>', T.id, campaignId)
      .action(async (id: number, _o, cmd: Command) => {
        const flags = cmd.optsWithGlobals<GlobalFlags>();
        const ctx = await openContext({ migrated: true });
        try {
          const { campaign: c, message } = await ctx.core.campaigns[action](id);
          printResult(flags, { ...statusOf(c), message }, [message, campaignLine(c)]);
        } finally {
          await ctx.close();
        }
      });
  }
}
