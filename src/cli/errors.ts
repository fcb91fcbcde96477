import { CommanderError } from 'commander';
import { ConfigError } from '../config/index.js';
import { isDomainError } from '../core/names.js';
import { ERROR_TEXTS } from './texts.js';

const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** Flags that do not go together (exit 2); the message says how to call the command instead. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The one place that turns errors into an exit code and one line on stderr (a stack only with --debug). */
export function reportError(error: unknown, debug: boolean): number {
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return EXIT.ok;
    return EXIT.usage; // commander already printed the message
  }
  if (error instanceof UsageError) {
    process.stderr.write(`marketplace: ${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof ConfigError) {
    process.stderr.write(error.problems.map((p) => `marketplace: ${ERROR_TEXTS.invalidConfiguration(p)}\n`).join(''));
    return EXIT.failure;
  }
  const message = isDomainError(error) ? error.message : error instanceof Error ? error.message : String(error);
  process.stderr.write(`marketplace: ${message.split('\n')[0]}\n`);
  if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return EXIT.failure;
}
