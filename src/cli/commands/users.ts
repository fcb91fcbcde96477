import { InvalidArgumentError, Option, type Command } from 'commander';
import { createUserRequest } from '../../contract/auth.js';
import { contractMessage } from '../../contract/messages.js';
import { DomainError } from '../../core/index.js';
import { openContext } from '../context.js';
import { UsageError } from '../errors.js';
import { printResult, type GlobalFlags } from '../output.js';

function listingId(value: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1)
    throw new InvalidArgumentError('expected the id of a listing, a whole number (see `marketplace listings list`)');
  return id;
}

export function registerUserCommands(program: Command) {
  const users = program.command('users').description('accounts');

  users
    .command('create')
    .description('create an account (e.g. the first admin)')
    .requiredOption('--email <email>', 'login e-mail')
    .requiredOption('--password <password>', 'password (at least the configured minimum, default 8)')
    .addOption(new Option('--role <role>', 'role').choices(['customer', 'company', 'admin']).makeOptionMandatory())
    .option('--name <name>', 'full name ("First Last")')
    .option(
      '--company <id>',
      'the listing a company account manages (required with --role company; ids: `marketplace listings list`)',
      listingId,
    )
    .action(async (opts: { email: string; password: string; role: string; name?: string; company?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      // a company account without its company logs in to a salon dashboard that has nothing to show
      if (opts.role === 'company' && opts.company === undefined) {
        throw new UsageError(
          "--role company needs --company ID, the id of the account's listing (find it with `marketplace listings list`)",
        );
      }
      if (opts.role !== 'company' && opts.company !== undefined) {
        throw new UsageError(`--company goes only with --role company (not with --role ${opts.role})`);
      }
      const [first = '', ...rest] = (opts.name ?? '').trim().split(/\s+/);
      const parsed = createUserRequest.safeParse({
        email: opts.email,
        password: opts.password,
        role: opts.role,
        first_name: first,
        last_name: rest.join(' '),
        company_id: opts.company ?? null,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const problem = { field: String(issue.path[0]), ...contractMessage(issue.message) };
        throw DomainError.validation([problem], `${problem.field}: ${problem.message}`);
      }
      const ctx = await openContext({ migrated: true });
      try {
        const user = await ctx.core.accounts.createUser(parsed.data);
        printResult(flags, { user }, `created ${user.role} ${user.email} (id ${user.id})`);
      } finally {
        await ctx.close();
      }
    });
}
