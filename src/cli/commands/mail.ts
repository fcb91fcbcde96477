import type { Command } from 'commander';
import { DomainError } from '../../core/index.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

export function registerMailCommands(program: Command) {
  const mail = program.command('mail').description('outbound e-mail');
  mail
    .command('test')
    .description('send a test message through the configured transport and show the server\'s answer')
    .requiredOption('--to <address>', 'recipient')
    .action(async (o: { to: string }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(o.to)) throw new DomainError('validation', `--to: "${o.to}" is not an e-mail address`);
      const ctx = await openContext({ migrated: true });
      try {
        const result = await ctx.core.mail.sendTest(o.to).catch((error: Error) => {
          throw new DomainError('unavailable', `sending failed: ${error.message}`);
        });
        printResult(flags, { to: o.to, ...result }, `sent to ${o.to} via ${result.transport}: ${result.response}`);
      } finally {
        await ctx.close();
      }
    });
}
