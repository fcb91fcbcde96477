import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseFrom, parseEnv } from '../config/index.js';
import { openDatabase } from '../db/index.js';
import { MONITOR_CLI_TEXTS } from './monitor-texts.js';
import * as cs from './texts.js';
import { CLI_PL, CLI_SK } from './texts-sk-pl.js';

/**
 * The CLI's language: Nastavení › Obecné › Jazyk (`general.language`: cs, sk, pl), the back office's.
 *
 * Help and option descriptions are read when the program is built, so the language is known before: `main`
 * reads the one setting (a short read; Czech when there is no database yet, it is not migrated or it does not
 * answer within LANGUAGE_READ_MS) and, for Slovak or Polish, puts that catalog's texts into the Czech text
 * blocks every command imports (the blocks are plain objects; each command reads them when it runs). Messages
 * that come from core (validation, the API's) stay Czech, as the API's are.
 */
export type CliLanguage = 'cs' | 'sk' | 'pl';

/** A text block with its Czech literals widened to strings: what a translation must provide. */
type Widen<T> = T extends string
  ? string
  : T extends RegExp
    ? RegExp
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Widen<R>
      : T extends object
        ? { [K in keyof T]: Widen<T[K]> }
        : T;

/** Every text block of the CLI, by its exported name. */
const CZECH = {
  PROGRAM_TEXTS: cs.PROGRAM_TEXTS,
  COMMANDER_ERRORS: cs.COMMANDER_ERRORS,
  ERROR_TEXTS: cs.ERROR_TEXTS,
  SERVE_TEXTS: cs.SERVE_TEXTS,
  DB_TEXTS: cs.DB_TEXTS,
  BACKUP_CLI_TEXTS: cs.BACKUP_CLI_TEXTS,
  USERS_TEXTS: cs.USERS_TEXTS,
  DOCTOR_CLI_TEXTS: cs.DOCTOR_CLI_TEXTS,
  JOBS_TEXTS: cs.JOBS_TEXTS,
  MAIL_TEXTS: cs.MAIL_TEXTS,
  IMPORT_CLI_TEXTS: cs.IMPORT_CLI_TEXTS,
  PAYMENTS_CLI_TEXTS: cs.PAYMENTS_CLI_TEXTS,
  COMPANIES_TEXTS: cs.COMPANIES_TEXTS,
  SEND_OFFER_TEXTS: cs.SEND_OFFER_TEXTS,
  SCORE_TEXTS: cs.SCORE_TEXTS,
  DEMO_TEXTS: cs.DEMO_TEXTS,
  LISTINGS_TEXTS: cs.LISTINGS_TEXTS,
  INBOX_TEXTS: cs.INBOX_TEXTS,
  CAMPAIGN_CLI_TEXTS: cs.CAMPAIGN_CLI_TEXTS,
  HOSTING_CLI_TEXTS: cs.HOSTING_CLI_TEXTS,
  MONITOR_CLI_TEXTS,
};

/** A whole translation of the CLI (src/cli/texts-sk-pl.ts): every block, every text, as the Czech ones' types. */
export type CliCatalog = { [K in keyof typeof CZECH]: Widen<(typeof CZECH)[K]> };

/** Puts `lang`'s texts into the blocks the commands import (Czech: nothing to do). Call before building the program. */
export function useCliLanguage(lang: CliLanguage): void {
  if (lang === 'cs') return;
  const catalog: CliCatalog = lang === 'sk' ? CLI_SK : CLI_PL;
  for (const name of Object.keys(CZECH) as Array<keyof typeof CZECH>) {
    const target = CZECH[name] as unknown;
    const texts = catalog[name] as unknown;
    if (Array.isArray(target)) target.splice(0, target.length, ...(texts as unknown[]));
    else assignDeep(target as Record<string, unknown>, texts as Record<string, unknown>);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Into the same nested objects, so that a module holding a nested block (`CAMPAIGN_CLI_TEXTS.view`) sees the language too. */
function assignDeep(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isPlainObject(current) && isPlainObject(value)) assignDeep(current, value);
    else target[key] = value;
  }
}

/** How long the language read may take before the CLI speaks Czech (a PostgreSQL server that does not answer). */
const LANGUAGE_READ_MS = 2000;

/** The saved language (Czech without a database, an unmigrated one, or one that does not answer in time). */
export async function savedCliLanguage(env: Record<string, string | undefined> = process.env): Promise<CliLanguage> {
  try {
    const parsed = parseEnv(env);
    const database = databaseFrom(parsed.DATABASE_URL, path.resolve(parsed.MARKETPLACE_DATA_DIR));
    // the embedded database is not created by asking for the language
    if (database.client === 'sqlite' && !existsSync(database.filename)) return 'cs';
    const db = openDatabase(database, { quiet: true, pool: { min: 0, max: 1 } });
    let timer: NodeJS.Timeout | undefined;
    try {
      const row = (await Promise.race([
        db('settings').where({ key: 'general.language' }).first('value'),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), LANGUAGE_READ_MS);
        }),
      ])) as { value?: string } | undefined;
      return row?.value === 'sk' || row?.value === 'pl' ? row.value : 'cs';
    } finally {
      clearTimeout(timer);
      await db.destroy().catch(() => undefined);
    }
  } catch {
    return 'cs';
  }
}
