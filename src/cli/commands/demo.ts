import type { Command } from 'commander';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { DEMO_TEXTS as T } from '../texts.js';

/** `marketplace demo accounts`: the demo's logins, one per role, with new random passwords. */
export function registerDemoCommands(program: Command) {
  const demo = program.command('demo').description(T.description);
  demo
    .command('accounts')
    .description(T.accounts)
    .action(async (_opts: unknown, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const accounts = await ctx.core.demo.accounts();
        const width = Math.max(...accounts.map((a) => a.email.length));
        printResult(flags, { accounts }, [
          T.heading,
          ...accounts.map(
            (a) =>
              `  ${a.role.padEnd(8)}  ${a.email.padEnd(width)}  ${a.password}  ${a.dashboard_url}${a.company ? `  (${a.company.name})` : ''}`,
          ),
          ...accounts.slice(0, 1).map((a) => T.loginAt(a.login_url)),
        ]);
      } finally {
        await ctx.close();
      }
    });
}
