import { InvalidArgumentError, type Command } from 'commander';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { SEND_OFFER_TEXTS as T } from '../texts.js';

/** `marketplace send-offer`: the same service as the Companies screen's 'send offer' button. */
export function registerSendOfferCommand(program: Command) {
  program
    .command('send-offer')
    .description(T.description)
    .requiredOption('--company <id>', T.company, (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(T.companyInvalid);
      return n;
    })
    .requiredOption('--template <id|name>', T.template)
    .option('--to <address>', T.to)
    .action(async (o: { company: number; template: string; to?: string }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const result = await ctx.core.offers.send({ prospectId: o.company, template: o.template, to: o.to });
        printResult(flags, { company: o.company, ...result }, T.queued(result.email_id, result.to));
      } finally {
        await ctx.close();
      }
    });
}
