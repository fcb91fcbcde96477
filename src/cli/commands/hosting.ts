import { InvalidArgumentError, type Command } from 'commander';
import { createElement } from 'react';
import type { CheckRun, RemindersRun } from '../../core/index.js';
import { MAX_RENEWAL_WINDOW_DAYS, isCalendarDate } from '../../core/names.js';
import { openContext } from '../context.js';
import { UsageError } from '../errors.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { HOSTING_CLI_TEXTS as T } from '../texts.js';
import { czechDate, kc, plainRenewals } from '../ui/renewals-format.js';

const withinDays = (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > MAX_RENEWAL_WINDOW_DAYS) throw new InvalidArgumentError(T.withinHint);
  return n;
};

const calendarDate = (flag: string) => (value: string) => {
  if (!isCalendarDate(value)) throw new InvalidArgumentError(T.dateHint(flag));
  return value;
};

const projectId = (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError(T.idHint);
  return n;
};

const amountKc = (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 10_000_000) throw new InvalidArgumentError(T.amountHint);
  return n;
};

const notifiedLine = (run: RemindersRun) =>
  T.notified(
    run.reminders.length,
    run.domain_reminders.length,
    run.already_reminded,
    run.without_email,
    T.digest[run.digest] ?? run.digest,
  );

function checkLines(run: CheckRun): string[] {
  return [
    T.checkTitle(run.checked, run.site_down, run.cert_expiring, run.domain_expiring, run.notified),
    ...run.results.map((r) =>
      T.checkLine(
        r.domain,
        r.site_up,
        r.cert_expires_at
          ? T.certText(czechDate(r.cert_expires_at.slice(0, 10)), r.cert_days_left ?? 0, r.cert_issuer, r.cert_trusted)
          : T.noCert,
        r.check_error,
        T.registrationText(r.domain_expiration_date ? czechDate(r.domain_expiration_date) : null, r.domain_days_left, r.domain_check_error),
      ),
    ),
  ];
}

/**
 * `marketplace hosting renewals|check|renew`: the renewals due (an Ink table on a terminal, a plain
 * table otherwise, `--json`), the reminders (`--notify`), the certificate and site check, and a payment.
 * The rules are core's (core.hostingRenewals, core.hostingReminders, core.hostingCheck).
 */
export function registerHostingCommands(program: Command) {
  const hosting = program.command('hosting').description(T.description);

  hosting
    .command('renewals')
    .description(T.renewals)
    .option('--within <days>', T.within, withinDays, 30)
    .option('--as-of <date>', T.asOf, calendarDate('--as-of'))
    .option('--notify', T.notify)
    .action(async (o: { within: number; asOf?: string; notify?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (o.notify && o.asOf) throw new UsageError(T.notifyAsOf);
      const ctx = await openContext({ migrated: true });
      try {
        const report = await ctx.core.hostingRenewals.due({ withinDays: o.within, asOf: o.asOf });
        const notified = o.notify ? await ctx.core.hostingReminders.run() : undefined;
        if (flags.json) {
          printResult(flags, notified ? { ...report, notify: notified } : report, []);
          return;
        }
        if (isInteractive()) {
          const [{ renderOnce }, { RenewalsTable }] = await Promise.all([import('../ui/render.js'), import('../ui/renewals-table.js')]);
          await renderOnce(createElement(RenewalsTable, { report }));
        } else printResult(flags, report, plainRenewals(report));
        if (notified) printResult(flags, notified, notifiedLine(notified));
      } finally {
        await ctx.close();
      }
    });

  hosting
    .command('check')
    .description(T.check)
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const run = await ctx.core.hostingCheck.run();
        printResult(flags, run, checkLines(run));
      } finally {
        await ctx.close();
      }
    });

  hosting
    .command('renew')
    .description(T.renew)
    .argument('<id>', T.id, projectId)
    .option('--paid-at <date>', T.paidAt, calendarDate('--paid-at'))
    .option('--amount <kc>', T.amount, amountKc)
    .action(async (id: number, o: { paidAt?: string; amount?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const { project, payment } = await ctx.core.hosting.recordPayment({ projectId: id, paidAt: o.paidAt, amount: o.amount });
        printResult(
          flags,
          { project, payment },
          T.renewed(project.id, project.domain, czechDate(payment.period_date), kc(payment.amount), czechDate(project.renewal_date)),
        );
      } finally {
        await ctx.close();
      }
    });
}
