import { readFile } from 'node:fs/promises';
import { InvalidArgumentError, type Command } from 'commander';
import { DomainError } from '../../core/names.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { ERROR_TEXTS, MAIL_TEXTS as T } from '../texts.js';

/** A whole number from 1 to `max` (`--limit`, `--id`). */
function wholeNumber(flag: string, max: number) {
  return (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(ERROR_TEXTS.wholeNumberUpTo(flag, max));
    return n;
  };
}

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

  mail
    .command('outbox')
    .description(T.outbox)
    .option('--limit <n>', T.outboxLimit, wholeNumber('--limit', 500), 50)
    .option('--search <text>', T.outboxSearch)
    .option('--id <n>', T.outboxId, wholeNumber('--id', Number.MAX_SAFE_INTEGER))
    .action(async (o: { limit: number; search?: string; id?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        if (o.id !== undefined) {
          const file = await ctx.core.mail.outbox.eml(o.id);
          // the message itself, byte for byte; with --json as text in a JSON line
          if (flags.json) printResult(flags, { id: o.id, filename: file.filename, eml: file.content.toString('utf8') }, []);
          else process.stdout.write(file.content);
          return;
        }
        const { messages, total } = await ctx.core.mail.outbox.list({ search: o.search?.trim() || undefined, page: 1, limit: o.limit });
        printResult(
          flags,
          { messages, total },
          messages.length ? [...messages.map(T.outboxRow), T.outboxShown(messages.length, total)] : T.outboxEmpty,
        );
      } finally {
        await ctx.close();
      }
    });
}
