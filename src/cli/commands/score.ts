import { InvalidArgumentError, type Command } from 'commander';
import { createElement } from 'react';
import { openContext } from '../context.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { ERROR_TEXTS, SCORE_TEXTS as T } from '../texts.js';

const wholeNumber =
  (flag: string, max = Number.MAX_SAFE_INTEGER) =>
  (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new InvalidArgumentError(
        max < Number.MAX_SAFE_INTEGER ? ERROR_TEXTS.wholeNumberUpTo(flag, max) : ERROR_TEXTS.wholeNumber(flag),
      );
    return n;
  };

interface ScoreFlags {
  all?: boolean;
  company?: number;
  unscored?: boolean;
  fetch?: boolean;
  concurrency: number;
}

/** `marketplace score`: the web quality score 1-10 of one prospect or of all, from the data or with website audits. */
export function registerScoreCommand(program: Command) {
  program
    .command('score')
    .description(T.description)
    .option('--all', T.all)
    .option('--company <id>', T.company, wholeNumber('--company'))
    .option('--unscored', T.unscored)
    .option('--fetch', T.fetch)
    .option('--concurrency <n>', T.concurrency, wholeNumber('--concurrency', 64), 4)
    .action(async (o: ScoreFlags, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (Boolean(o.all) === (o.company !== undefined)) cmd.error(T.exactlyOne, { exitCode: 2, code: 'score.usage' });
      if (o.unscored && !o.all) cmd.error(T.unscoredWithAll, { exitCode: 2, code: 'score.usage' });
      const ctx = await openContext({ migrated: true });
      try {
        if (o.company !== undefined) {
          const result = await ctx.core.scoring.scoreOne(o.company, { fetch: o.fetch });
          printResult(flags, result, T.one(result.id, result.name, result.score, result.reasons.join('; ')));
          return;
        }
        const options = { fetch: o.fetch, onlyUnscored: o.unscored, concurrency: o.concurrency };
        let summary: Awaited<ReturnType<typeof ctx.core.scoring.scoreAll>>;
        if (!flags.json && isInteractive()) {
          const [{ withLiveView }, { Progress }] = await Promise.all([import('../ui/render.js'), import('../ui/progress.js')]);
          summary = await withLiveView(
            () => createElement(Progress, { label: T.progress, done: 0 }),
            (update) => {
              const began = Date.now();
              let shown = 0;
              return ctx.core.scoring.scoreAll({
                ...options,
                onProgress: (p) => {
                  if (p.done < p.total && Date.now() - shown < 100) return;
                  shown = Date.now();
                  const extra = o.fetch ? T.audited(p.audited, p.unreachable) : undefined;
                  update(
                    createElement(Progress, {
                      label: T.progress,
                      done: p.done,
                      total: p.total,
                      rate: p.done / Math.max((shown - began) / 1000, 0.001),
                      extra,
                    }),
                  );
                },
              });
            },
          );
        } else summary = await ctx.core.scoring.scoreAll(options);
        const histogram = Object.entries(summary.byScore)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([score, n]) => `${score}: ${n}`)
          .join(', ');
        const audits = o.fetch ? T.audited(summary.audited, summary.unreachable) : '';
        printResult(flags, summary, T.all_(summary.scored, histogram, audits));
      } finally {
        await ctx.close();
      }
    });
}
