import { Command, Help, type Argument, type Option } from 'commander';
import { packageVersion } from '../config/index.js';
import { registerBackupCommands } from './commands/backup.js';
import { registerDoctorCommand } from './commands/doctor.js';
import { registerCampaignCommands } from './commands/campaign.js';
import { registerCompanyCommands } from './commands/companies.js';
import { registerDbCommands } from './commands/db.js';
import { registerDemoCommands } from './commands/demo.js';
import { registerHostingCommands } from './commands/hosting.js';
import { registerImportCompaniesCommand } from './commands/import-companies.js';
import { registerInboxCommands } from './commands/inbox.js';
import { registerJobCommands } from './commands/jobs.js';
import { registerListingCommands } from './commands/listings.js';
import { registerMailCommands } from './commands/mail.js';
import { registerMonitorCommand } from './commands/monitor.js';
import { registerPaymentCommands } from './commands/payments.js';
import { registerScoreCommand } from './commands/score.js';
import { registerSendOfferCommand } from './commands/send-offer.js';
import { registerServeCommand } from './commands/serve.js';
import { registerUserCommands } from './commands/users.js';
import { reportError } from './errors.js';
import { savedCliLanguage, useCliLanguage } from './language.js';
import { COMMANDER_ERRORS, PROGRAM_TEXTS as T } from './texts.js';

/** commander's help in Czech: its titles and the default and choices of an option. */
const czechHelp = {
  styleTitle: (title: string) => T.titles[title] ?? title,
  optionDescription(this: Help, option: Option) {
    return Help.prototype.optionDescription
      .call(this, option)
      .replace(/\(default: /, `(${T.defaultValue('')}`)
      .replace(/\bchoices: /, T.choices(''));
  },
  argumentDescription(this: Help, argument: Argument) {
    return Help.prototype.argumentDescription.call(this, argument).replace(/\(default: /, `(${T.defaultValue('')}`);
  },
};

/** commander's error lines (unknown option, missing value …) in Czech. */
function czechCommanderError(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      for (const [pattern, czech] of COMMANDER_ERRORS) {
        const match = pattern.exec(line);
        if (match) return czech(...match.slice(1));
      }
      return line;
    })
    .join('\n');
}

export function buildProgram(): Command {
  const program = new Command('marketplace')
    .description(T.description)
    .version(packageVersion(), '-V, --version', T.version)
    .helpOption('-h, --help', T.help)
    .helpCommand('help [command]', T.helpCommand)
    .configureHelp(czechHelp)
    .configureOutput({ outputError: (text, write) => write(czechCommanderError(text)) })
    .option('--json', T.json)
    .option('--debug', T.debug)
    .showHelpAfterError(T.helpAfterError)
    .exitOverride();
  registerServeCommand(program);
  registerDbCommands(program);
  registerBackupCommands(program);
  registerDoctorCommand(program);
  registerUserCommands(program);
  registerJobCommands(program);
  registerMailCommands(program);
  registerImportCompaniesCommand(program);
  registerCompanyCommands(program);
  registerSendOfferCommand(program);
  registerScoreCommand(program);
  registerDemoCommands(program);
  registerListingCommands(program);
  registerInboxCommands(program);
  registerCampaignCommands(program);
  registerHostingCommands(program);
  registerMonitorCommand(program);
  registerPaymentCommands(program);
  program.commands.forEach(function override(cmd: Command) {
    cmd.exitOverride();
    cmd.commands.forEach(override);
  });
  return program;
}

/** Runs the CLI; resolves to the exit code (0 success, 1 failure, 2 usage). */
export async function main(argv: string[]): Promise<number> {
  // the operator's language (Nastavení › Obecné › Jazyk) before the help's texts are read
  useCliLanguage(await savedCliLanguage());
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
