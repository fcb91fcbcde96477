import { Command } from 'commander';
import { packageVersion } from '../config/index.js';
import { registerCompanyCommands } from './commands/companies.js';
import { registerDbCommands } from './commands/db.js';
import { registerDemoCommands } from './commands/demo.js';
import { registerImportCompaniesCommand } from './commands/import-companies.js';
import { registerJobCommands } from './commands/jobs.js';
import { registerListingCommands } from './commands/listings.js';
import { registerMailCommands } from './commands/mail.js';
import { registerScoreCommand } from './commands/score.js';
import { registerSendOfferCommand } from './commands/send-offer.js';
import { registerServeCommand } from './commands/serve.js';
import { registerUserCommands } from './commands/users.js';
import { reportError } from './errors.js';

export function buildProgram(): Command {
  const program = new Command('marketplace')
    .description('Directory and booking marketplace of local service businesses, with its back office')
    .version(packageVersion(), '-V, --version')
    .option('--json', 'machine-readable output')
    .option('--debug', 'show stack traces on errors')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerServeCommand(program);
  registerDbCommands(program);
  registerUserCommands(program);
  registerJobCommands(program);
  registerMailCommands(program);
  registerImportCompaniesCommand(program);
  registerCompanyCommands(program);
  registerSendOfferCommand(program);
  registerScoreCommand(program);
  registerDemoCommands(program);
  registerListingCommands(program);
  program.commands.forEach(function override(cmd: Command) {
    cmd.exitOverride();
    cmd.commands.forEach(override);
  });
  return program;
}

/** Runs the CLI; resolves to the exit code (0 success, 1 failure, 2 usage). */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    if (argv.length <= 2) {
      program.outputHelp();
      return 0;
    }
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    return reportError(error, argv.includes('--debug'));
  }
}
