import { InvalidArgumentError, type Command } from 'commander';
import { countryCode, type CountryCodeDto } from '../../contract/common.js';
import { scoreFilter } from '../../contract/prospects.js';
import { openContext } from '../context.js';
import type { GlobalFlags } from '../output.js';
import { COMPANIES_TEXTS as T, ERROR_TEXTS } from '../texts.js';

const parseWith = (flag: string, check: (v: string) => boolean, hint: string) => (value: string) => {
  if (!check(value)) throw new InvalidArgumentError(`${flag}: ${hint}`);
  return value;
};

/** `marketplace companies list`: the prospects CRM for scripting; --json streams one array, memory stays flat. */
export function registerCompanyCommands(program: Command) {
  const companies = program.command('companies').description(T.description);
  companies
    .command('list')
    .description(T.list)
    .option(
      '--score <filter>',
      T.score,
      parseWith('--score', (v) => scoreFilter.safeParse(v).success, T.scoreHint),
    )
    .option('--region <slug>', T.region)
    .option(
      '--country <code>',
      T.country,
      parseWith('--country', (v) => countryCode.safeParse(v.toUpperCase()).success, T.countryHint),
    )
    .option('--limit <n>', T.limit, (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(ERROR_TEXTS.wholeNumber('--limit'));
      return n;
    })
    .action(async (o: { score?: string; region?: string; country?: string; limit?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const matches = ctx.core.prospects.each({
          score: o.score,
          region: o.region,
          country: o.country?.toUpperCase() as CountryCodeDto | undefined,
        });
        let n = 0;
        if (flags.json) process.stdout.write('[');
        for await (const company of matches) {
          if (o.limit !== undefined && n >= o.limit) break;
          if (flags.json) process.stdout.write(`${n ? ',' : ''}\n${JSON.stringify(company)}`);
          else {
            const score = company.web_quality_score === null ? ' -' : String(company.web_quality_score).padStart(2);
            const sent = company.email_sent_date ? T.sent(company.email_sent_date.slice(0, 10)) : '';
            process.stdout.write(
              `${String(company.id).padStart(6)}  ${score}  ${(company.region_slug ?? '-').padEnd(16)} ${company.name}${sent}\n`,
            );
          }
          n += 1;
        }
        if (flags.json) process.stdout.write(n ? '\n]\n' : ']\n');
        else if (!n) process.stdout.write(`${T.none}\n`);
      } finally {
        await ctx.close();
      }
    });
}
