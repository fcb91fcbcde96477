import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { BANK_TEXTS } from '../../core/names.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { PAYMENTS_CLI_TEXTS as T } from '../texts.js';

/**
 * `marketplace payments import FILE [--json]`: a bank statement in the GPC (ABO) format, the same import as the
 * admin's upload (E-shop › Platby). Prints the Czech summary line, or
 * `{"transactions":N,"matched":N,"partial":N,"unmatched":N,"duplicates":N}`; a malformed file exits 1 with
 * the line that is wrong.
 */
export function registerPaymentCommands(program: Command) {
  const payments = program.command('payments').description(T.description);
  payments
    .command('import')
    .description(T.importDescription)
    .argument('<file>', T.file)
    .action(async (file: string, _o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const size = await stat(file).catch(() => undefined);
      if (!size?.isFile()) throw new Error(T.noFile(file));
      const ctx = await openContext({ migrated: true });
      try {
        const maxBytes = ctx.config.payments.statementMaxBytes;
        if (size.size > maxBytes) throw new Error(BANK_TEXTS.tooLarge(Math.round(maxBytes / 1024 / 1024)));
        const summary = await ctx.core.bankStatements.importGpc(await readFile(file), { fileName: path.basename(file), importedBy: null });
        printResult(flags, summary, BANK_TEXTS.summary(summary));
      } finally {
        await ctx.close();
      }
    });
}
