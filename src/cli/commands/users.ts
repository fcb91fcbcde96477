import { InvalidArgumentError, Option, type Command } from 'commander';
import { createUserRequest } from '../../contract/auth.js';
import { contractMessage } from '../../contract/messages.js';
import { DomainError } from '../../core/names.js';
import { openContext } from '../context.js';
import { UsageError } from '../errors.js';
import { printResult, type GlobalFlags } from '../output.js';
import { USERS_TEXTS as T } from '../texts.js';

function listingId(value: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new InvalidArgumentError(T.listingId);
  return id;
}

export function registerUserCommands(program: Command) {
  const users = program.command('users').description(T.description);

  users
    .command('create')
    .description(T.create)
    .requiredOption('--email <email>', T.email)
    .requiredOption('--password <password>', T.password)
    .addOption(new Option('--role <role>', T.role).choices(['customer', 'company', 'admin']).makeOptionMandatory())
    .option('--name <name>', T.name)
    .option('--company <id>', T.company, listingId)
    .action(async (opts: { email: string; password: string; role: string; name?: string; company?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      // a company account without its company logs in to a salon dashboard that has nothing to show
      if (opts.role === 'company' && opts.company === undefined) {
        throw new UsageError(T.companyNeeded);
      }
      if (opts.role !== 'company' && opts.company !== undefined) {
        throw new UsageError(T.companyOnlyForCompany(opts.role));
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
        const [issue] = parsed.error.issues;
        const problem = { field: String(issue?.path[0] ?? ''), ...contractMessage(issue?.message ?? parsed.error.message) };
        throw DomainError.validation([problem], `${problem.field}: ${problem.message}`);
      }
      const ctx = await openContext({ migrated: true });
      try {
        const user = await ctx.core.accounts.createUser(parsed.data);
        printResult(flags, { user }, T.created(user.role, user.email, user.id));
      } finally {
        await ctx.close();
      }
    });
}
