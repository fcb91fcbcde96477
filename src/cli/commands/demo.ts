import type { Command } from 'commander';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

/** `marketplace demo accounts`: the demo's logins, one per role, with new random passwords. */
export function registerDemoCommands(program: Command) {
  const demo = program.command('demo').description('the demo data');
  demo
    .command('accounts')
    .description('create (or give new passwords to) a demo admin, business and customer account and print their logins')
    .action(async (_opts: unknown, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const accounts = await ctx.core.demo.accounts();
        const width = Math.max(...accounts.map((a) => a.email.length));
        printResult(flags, { accounts }, [
          'Demo accounts (new passwords; running this again replaces them):',
          ...accounts.map(
            (a) =>
              `  ${a.role.padEnd(8)}  ${a.email.padEnd(width)}  ${a.password}  ${a.dashboard_url}${a.company ? `  (${a.company.name})` : ''}`,
          ),
          `Log in at ${accounts[0].login_url}`,
        ]);
      } finally {
        await ctx.close();
      }
    });
}
