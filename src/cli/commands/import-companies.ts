import { InvalidArgumentError, type Command } from 'commander';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Delimiter, ImportEncoding, ImportResult } from '../../core/index.js';
import { DomainError, IMPORT_COUNTRIES, IMPORT_TEXTS } from '../../core/names.js';
import { openContext } from '../context.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { ERROR_TEXTS, IMPORT_CLI_TEXTS as T } from '../texts.js';

const choice =
  <T>(flag: string, values: Record<string, T>) =>
  (value: string) => {
    const found = values[value.toLowerCase()];
    if (found === undefined) throw new InvalidArgumentError(ERROR_TEXTS.useOneOf(flag, Object.keys(values).join(', ')));
    return found;
  };
const COUNTRIES = Object.fromEntries(IMPORT_COUNTRIES.map((c) => [c.toLowerCase(), c]));
const DELIMITERS: Record<string, Delimiter> = { ',': ',', ';': ';', tab: '\t', '\t': '\t', '\\t': '\t', comma: ',', semicolon: ';' };
const ENCODINGS: Record<string, ImportEncoding> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'windows-1250': 'windows-1250',
  cp1250: 'windows-1250',
  win1250: 'windows-1250',
};

interface Options {
  country: string;
  delimiter?: Delimiter;
  encoding?: ImportEncoding;
  dryRun?: boolean;
  rejects?: string;
}

const summaryLine = (file: string, r: ImportResult) => T.summary(file, { ...r, dryRun: Boolean(r.dryRun) });

/** `marketplace import-companies FILE`: a CSV of prospect companies into the CRM (core.prospectImport). */
export function registerImportCompaniesCommand(program: Command) {
  program
    .command('import-companies <file>')
    .description(T.description)
    .option('--country <code>', T.country, choice('--country', COUNTRIES), 'CZ')
    .option('--delimiter <x>', T.delimiter, choice('--delimiter', DELIMITERS))
    .option('--encoding <name>', T.encoding, choice('--encoding', ENCODINGS))
    .option('--dry-run', T.dryRun)
    .option('--rejects <file.csv>', T.rejects)
    .action(async (file: string, o: Options, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const info = await stat(file).catch((e: NodeJS.ErrnoException) => {
        throw new DomainError('validation', IMPORT_TEXTS.unreadable(`${file}: ${e.code === 'ENOENT' ? 'soubor neexistuje' : e.message}`));
      });
      if (!info.isFile()) throw new DomainError('validation', IMPORT_TEXTS.unreadable(`${file} není soubor`));
      const ctx = await openContext({ migrated: true });
      let rejects: WriteStream | undefined;
      try {
        if (o.rejects)
          rejects = (
            await open(o.rejects, 'w').catch((e: Error) => {
              throw new DomainError('validation', T.rejectsUnwritable(e.message));
            })
          ).createWriteStream();
        const run = (onProgress?: (p: { rows: number; rejected: number }) => void) =>
          ctx.core.prospectImport.run(createReadStream(file), {
            country: o.country,
            delimiter: o.delimiter,
            encoding: o.encoding,
            dryRun: o.dryRun,
            rejects,
            onProgress,
          });
        const live = isInteractive() && !flags.json;
        const result = live
          ? await (await import('../ui/import-progress.js')).withImportProgress(T.progress, (report) => run(report))
          : await run();
        const lines = [summaryLine(file, result)];
        if (live) {
          lines.push(...result.summary.rejected.slice(0, 20).map((r) => T.rejectedLine(r.line, r.reason)));
          if (result.rejected > 20) lines.push(T.more(result.rejected - 20, o.rejects));
        }
        printResult(flags, result.summary, lines);
      } finally {
        if (rejects) {
          rejects.end();
          await once(rejects, 'close');
        }
        await ctx.close();
      }
    });
}
