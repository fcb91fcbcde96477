import { InvalidArgumentError, type Command } from 'commander';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import { DomainError, IMPORT_COUNTRIES, IMPORT_TEXTS, type Delimiter, type ImportEncoding, type ImportResult } from '../../core/index.js';
import { openContext } from '../context.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { withImportProgress } from '../ui/import-progress.js';

const choice =
  <T>(flag: string, values: Record<string, T>) =>
  (value: string) => {
    const found = values[value.toLowerCase()];
    if (found === undefined) throw new InvalidArgumentError(`${flag}: use ${Object.keys(values).join(', ')}`);
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

const summaryLine = (file: string, r: ImportResult) =>
  `${file}: ${r.inserted} inserted, ${r.updated} updated, ${r.unchanged} unchanged, ${r.rejected} rejected${r.dryRun ? ' (dry run: nothing written)' : ''}`;

/** `marketplace import-companies FILE`: a CSV of prospect companies into the CRM (core.prospectImport). */
export function registerImportCompaniesCommand(program: Command) {
  program
    .command('import-companies <file>')
    .description('import prospect companies from a CSV file (upsert on website, phone, name + postal code)')
    .option('--country <code>', 'CZ, SK or PL', choice('--country', COUNTRIES), 'CZ')
    .option('--delimiter <x>', "',', ';' or tab (default: detected)", choice('--delimiter', DELIMITERS))
    .option('--encoding <name>', 'utf-8 or windows-1250 (default: detected)', choice('--encoding', ENCODINGS))
    .option('--dry-run', 'count what would change, write nothing')
    .option('--rejects <file.csv>', 'write the rejected rows (line, reason, original fields) to this CSV file')
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
              throw new DomainError('validation', `--rejects: ${e.message}`);
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
        const result = live ? await withImportProgress('Import', (report) => run(report)) : await run();
        const lines = [summaryLine(file, result)];
        if (live) {
          lines.push(...result.summary.rejected.slice(0, 20).map((r) => `  line ${r.line}: ${r.reason}`));
          if (result.rejected > 20)
            lines.push(`  … ${result.rejected - 20} more${o.rejects ? ` in ${o.rejects}` : ' (--rejects FILE.csv lists them all)'}`);
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
