import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { DomainError } from '../../core/names.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { MAIL_TEXTS as T } from '../texts.js';

export function registerMailCommands(program: Command) {
  const mail = program.command('mail').description(T.description);
  mail
    .command('test')
    .description(T.test)
    .requiredOption('--to <address>', T.to)
    .action(async (o: { to: string }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(o.to)) throw new DomainError('validation', T.notAnAddress(o.to));
      const ctx = await openContext({ migrated: true });
      try {
        const result = await ctx.core.mail.sendTest(o.to).catch((error: Error) => {
          throw new DomainError('unavailable', T.sendingFailed(error.message));
        });
        printResult(flags, { to: o.to, ...result }, T.sent(o.to, result.transport, result.response));
      } finally {
        await ctx.close();
      }
    });

  mail
    .command('dkim')
    .description(T.dkim)
    .option('--domain <domain>', T.domain)
    .option('--selector <selector>', T.selector, 'default')
    .option('--key-file <path>', T.keyFile)
    .option('--off', T.off)
    .action(async (o: { domain?: string; selector: string; keyFile?: string; off?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (o.off && (o.domain || o.keyFile)) throw new DomainError('validation', T.offWithOthers);
      if (Boolean(o.domain) !== Boolean(o.keyFile)) throw new DomainError('validation', T.domainWithKey);
      const key = o.keyFile
        ? await readFile(o.keyFile, 'utf8').catch((e: Error) => {
            throw new DomainError('validation', T.keyFileUnreadable(e.message));
          })
        : undefined;
      const ctx = await openContext({ migrated: true });
      try {
        if (o.off) await ctx.core.mail.settings.saveDkim(null);
        else if (o.domain && key) await ctx.core.mail.settings.configureDkim({ domain: o.domain, selector: o.selector, privateKey: key });
        const shown = await ctx.core.mail.settings.dkimStatus();
        printResult(flags, shown, shown.enabled ? T.dkimOn(shown.domain, shown.selector) : T.dkimOff);
      } finally {
        await ctx.close();
      }
    });
}
