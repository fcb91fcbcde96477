import type { Command } from 'commander';
import { loadConfig } from '../../config/index.js';
import { DomainError } from '../../core/names.js';
import { printResult, type GlobalFlags } from '../output.js';
import { DOCTOR_CLI_TEXTS as T } from '../texts.js';

const MARK = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;

/**
 * `marketplace doctor [--json]`: the configuration, the secret, the database and its migrations, the backup tools,
 * SMTP and IMAP logins, the data dir's disk, the public URL and the last backup, each ok / warn / fail with one
 * line (src/runtime/doctor.ts); exit 1 when any check fails.
 */
export function registerDoctorCommand(program: Command) {
  program
    .command('doctor')
    .description(T.description)
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const config = loadConfig();
      const { runDoctor } = await import('../../runtime/doctor.js');
      const checks = await runDoctor(config, { secretFromEnv: Boolean(process.env.MARKETPLACE_SECRET?.trim()) });
      const failed = checks.filter((c) => c.status === 'fail').length;
      const warned = checks.filter((c) => c.status === 'warn').length;
      printResult(flags, { ok: failed === 0, checks }, [
        ...checks.map((c) => `${MARK[c.status]} ${c.name}: ${c.detail}`),
        T.summary(checks.length - failed - warned, warned, failed),
      ]);
      if (failed) throw new DomainError('unavailable', T.failed(failed));
    });
}
