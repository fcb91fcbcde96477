import { InvalidArgumentError, type Command } from 'commander';
import { createElement } from 'react';
import { DomainError, syncShortfall } from '../../core/names.js';
import { onStopSignal } from '../../runtime/signals.js';
import { openContext } from '../context.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { INBOX_TEXTS as T, JOBS_TEXTS } from '../texts.js';

const accountId = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(T.accountInvalid);
  return n;
};

/**
 * `marketplace inbox sync [--account ID]`: one sync of every enabled mail account (or one); exit 1 with one
 * line saying why whenever an account it was to sync was not synced (failed, held by another sync, stopped).
 */
export function registerInboxCommands(program: Command) {
  const inbox = program.command('inbox').description(T.description);
  inbox
    .command('sync')
    .description(T.sync)
    .option('--account <id>', T.account, accountId)
    .action(async (o: { account?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      // SIGTERM/SIGINT: the batch in hand is stored, then the sync stops (the next run goes on from there)
      const stopping = new AbortController();
      const dispose = onStopSignal((signal) => {
        if (!stopping.signal.aborted) return stopping.abort();
        process.stderr.write(`marketplace: ${JOBS_TEXTS.stoppedHard(signal)}\n`);
        process.exit(1);
      });
      try {
        const options = { accountId: o.account, signal: stopping.signal };
        let summary: Awaited<ReturnType<typeof ctx.core.inbox.sync.run>>;
        if (!flags.json && isInteractive()) {
          const [{ withLiveView }, { Progress }] = await Promise.all([import('../ui/render.js'), import('../ui/progress.js')]);
          summary = await withLiveView(
            () => createElement(Progress, { label: T.progress, done: 0 }),
            (update) =>
              ctx.core.inbox.sync.run({ ...options, onProgress: (done) => update(createElement(Progress, { label: T.progress, done })) }),
          );
        } else summary = await ctx.core.inbox.sync.run(options);
        printResult(flags, summary, T.result(summary));
        const shortfall = syncShortfall(summary);
        if (shortfall) throw new DomainError('unavailable', shortfall);
      } finally {
        dispose();
        await ctx.close();
      }
    });
}
