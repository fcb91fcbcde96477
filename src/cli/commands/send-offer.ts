import { InvalidArgumentError, type Command } from 'commander';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

/** `marketplace send-offer`: the same service as the Companies screen's 'send offer' button. */
export function registerSendOfferCommand(program: Command) {
  program
    .command('send-offer')
    .description('queue the offer e-mail to a prospect company (tracking, unsubscribe and claim link) and mark it sent')
    .requiredOption('--company <id>', 'prospect company id', (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('--company must be a company id');
      return n;
    })
    .requiredOption('--template <id|name>', 'e-mail template id or name')
    .option('--to <address>', "recipient (default: the company's e-mail)")
    .action(async (o: { company: number; template: string; to?: string }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const result = await ctx.core.offers.send({ prospectId: o.company, template: o.template, to: o.to });
        printResult(
          flags,
          { company: o.company, ...result },
          `queued offer #${result.email_id} to ${result.to} (run \`marketplace jobs run queue\` or let serve send it)`,
        );
      } finally {
        await ctx.close();
      }
    });
}
