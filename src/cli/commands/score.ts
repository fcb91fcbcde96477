import { InvalidArgumentError, type Command } from 'commander';
import { createElement } from 'react';
import { openContext } from '../context.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { Progress } from '../ui/progress.js';
import { withLiveView } from '../ui/render.js';

const wholeNumber =
  (flag: string, max = Number.MAX_SAFE_INTEGER) =>
  (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new InvalidArgumentError(`${flag} must be a whole number from 1${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`);
    return n;
  };

interface ScoreFlags {
  all?: boolean;
  company?: number;
  unscored?: boolean;
  fetch?: boolean;
  concurrency: number;
}

/** `marketplace score`: the web quality score 1-10 (§9) of one prospect or of all, from the data or with website audits. */
export function registerScoreCommand(program: Command) {
  program
    .command('score')
    .description('set the web quality score (1-10) of prospect companies and the reasons behind it')
    .option('--all', 'score every company')
    .option('--company <id>', 'score one company', wholeNumber('--company'))
    .option('--unscored', 'with --all: only companies without a score')
    .option('--fetch', 'audit the websites over HTTP (reachable, https, mobile, copyright, booking and social links, speed)')
    .option('--concurrency <n>', 'websites audited at the same time', wholeNumber('--concurrency', 64), 4)
    .action(async (o: ScoreFlags, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (Boolean(o.all) === (o.company !== undefined))
        cmd.error('error: use exactly one of --all or --company <id>', { exitCode: 2, code: 'score.usage' });
      if (o.unscored && !o.all) cmd.error('error: --unscored goes with --all', { exitCode: 2, code: 'score.usage' });
      const ctx = await openContext({ migrated: true });
      try {
        if (o.company !== undefined) {
          const result = await ctx.core.scoring.scoreOne(o.company, { fetch: o.fetch });
          printResult(flags, result, `#${result.id} ${result.name}: ${result.score}/10 – ${result.reasons.join('; ')}`);
          return;
        }
        const options = { fetch: o.fetch, onlyUnscored: o.unscored, concurrency: o.concurrency };
        const summary =
          !flags.json && isInteractive()
            ? await withLiveView(
                () => createElement(Progress, { label: 'Hodnocení webů', done: 0 }),
                (update) => {
                  const began = Date.now();
                  let shown = 0;
                  return ctx.core.scoring.scoreAll({
                    ...options,
                    onProgress: (p) => {
                      if (p.done < p.total && Date.now() - shown < 100) return;
                      shown = Date.now();
                      const extra = o.fetch ? `ověřeno ${p.audited}, nedostupné ${p.unreachable}` : undefined;
                      update(
                        createElement(Progress, {
                          label: 'Hodnocení webů',
                          done: p.done,
                          total: p.total,
                          rate: p.done / Math.max((shown - began) / 1000, 0.001),
                          extra,
                        }),
                      );
                    },
                  });
                },
              )
            : await ctx.core.scoring.scoreAll(options);
        const histogram = Object.entries(summary.byScore)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([score, n]) => `${score}: ${n}`)
          .join(', ');
        const audits = o.fetch ? `; audited ${summary.audited}, unreachable ${summary.unreachable}` : '';
        printResult(flags, summary, `scored ${summary.scored} companies${histogram ? `; by score ${histogram}` : ''}${audits}`);
      } finally {
        await ctx.close();
      }
    });
}
