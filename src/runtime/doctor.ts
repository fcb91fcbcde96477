import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { createBackupAdapters } from '../adapters/backup/index.js';
import type { Config } from '../config/index.js';
import { openDatabase } from '../db/index.js';
import { migrationStatus } from '../db/migrate.js';
import { openRuntime, type Runtime } from './open.js';

type DoctorStatus = 'ok' | 'warn' | 'fail';

/** One check of `marketplace doctor`: its name, how it ended and one line saying why. */
export interface DoctorCheck {
  name: string;
  status: DoctorStatus;
  detail: string;
}

/** Below this share of free space on the data dir's disk a check fails; below WARN it warns. */
const DISK_FAIL_PERCENT = 5;
const DISK_WARN_PERCENT = 15;
/** How long the public URL may take to answer its health check. */
const PUBLIC_URL_TIMEOUT_MS = 5_000;

const DOCTOR_TEXTS = {
  configuration: 'Konfigurace',
  configured: (engine: string, dataDir: string) => `databáze ${engine}, datová složka ${dataDir}`,
  secret: 'Tajný klíč',
  secretFromEnv: 'z MARKETPLACE_SECRET',
  secretMissingPostgres:
    'MARKETPLACE_SECRET chybí: serve s PostgreSQL bez něj nenastartuje (jeden klíč pro všechny instance, např. openssl rand -base64 48)',
  secretFile: (file: string) => `vytvořen v ${file} (jen pro tento stroj; pro více instancí nastavte MARKETPLACE_SECRET)`,
  database: 'Databáze',
  databaseUp: (version: string) => `odpovídá: ${version}`,
  databaseDown: (why: string) => `neodpovídá: ${why}`,
  migrations: 'Migrace',
  migrationsDone: (count: number) => `schéma je aktuální (${count} migrací)`,
  migrationsPendingEmbedded: (count: number) => `čeká ${count} migrací; serve je při startu použije`,
  migrationsPending: (count: number) => `čeká ${count} migrací; spusťte marketplace db migrate`,
  backupTools: 'Nástroje záloh',
  smtp: 'Odesílání e-mailů (SMTP)',
  smtpOff: 'není nastaveno: e-maily se jen ukládají do databáze (MARKETPLACE_SMTP_URL nebo Nastavení › E-mail)',
  imap: 'Schránka (IMAP)',
  imapOff: 'není nastavena: přijatá pošta se nesynchronizuje (MARKETPLACE_IMAP_URL nebo Nastavení › E-mail)',
  disk: 'Místo na disku',
  diskFree: (dir: string, freeGb: string, percent: number) => `${dir}: volných ${freeGb} GB (${percent} %)`,
  publicUrl: 'Veřejná adresa',
  publicUrlOff: 'MARKETPLACE_PUBLIC_URL není nastavena: odkazy v e-mailech vedou na adresu, na které serve poslouchá',
  publicUrlUp: (url: string) => `${url} odpovídá`,
  publicUrlDown: (url: string, why: string) => `${url} neodpovídá: ${why}`,
  backups: 'Poslední záloha',
  backupsOff: 'automatické zálohy jsou vypnuté (Nastavení › Databáze)',
  backupsNone: 'zatím žádná záloha (marketplace backup nebo úloha backup-database)',
  backupsStale: (at: string) => `poslední záloha je starší než 26 h: ${at}`,
  backupsOk: (at: string, count: number) => `${at} (záloh: ${count})`,
  unchecked: (why: string) => `nelze ověřit: ${why}`,
  withoutDatabase: 'nelze ověřit, databáze neodpovídá',
} as const;
const T = DOCTOR_TEXTS;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/** Runs one check; a check that throws fails with its message. */
async function check(name: string, work: () => Promise<Omit<DoctorCheck, 'name'>>): Promise<DoctorCheck> {
  try {
    return { name, ...(await work()) };
  } catch (error) {
    return { name, status: 'fail', detail: T.unchecked(message(error)) };
  }
}

/**
 * `marketplace doctor`: what an operator checks before (and after) going live, each check ok / warn / fail with
 * one line. Not configured (no SMTP, no IMAP, no public URL, no backup yet) is a warning; configured and not
 * answering is a failure. `secretFromEnv`: whether MARKETPLACE_SECRET was given (else the data dir's file).
 */
export async function runDoctor(config: Config, options: { secretFromEnv: boolean }): Promise<DoctorCheck[]> {
  const checks: DoctorCheck[] = [];
  const engine = config.database.client === 'postgres' ? 'PostgreSQL' : 'SQLite';
  checks.push({ name: T.configuration, status: 'ok', detail: T.configured(engine, config.dataDir) });
  checks.push(
    options.secretFromEnv
      ? { name: T.secret, status: 'ok', detail: T.secretFromEnv }
      : config.database.client === 'postgres'
        ? { name: T.secret, status: 'fail', detail: T.secretMissingPostgres }
        : { name: T.secret, status: 'ok', detail: T.secretFile(path.join(config.dataDir, 'secret.key')) },
  );

  // the database first, on a connection of its own: when it does not answer, the checks that read it are not run
  const db = openDatabase(config.database, { pool: { min: 0, max: 1 }, quiet: true });
  let up = false;
  try {
    checks.push(
      await check(T.database, async () => {
        try {
          const version =
            config.database.client === 'postgres'
              ? `PostgreSQL ${((await db.raw('show server_version')) as { rows: Array<{ server_version: string }> }).rows[0]!.server_version}`
              : `SQLite ${((await db.raw('select sqlite_version() as v')) as Array<{ v: string }>)[0]!.v}`;
          up = true;
          return { status: 'ok', detail: T.databaseUp(version) };
        } catch (error) {
          return { status: 'fail', detail: T.databaseDown(message(error)) };
        }
      }),
    );
    if (up) {
      checks.push(
        await check(T.migrations, async () => {
          const { completed, pending } = await migrationStatus(db);
          if (!pending.length) return { status: 'ok', detail: T.migrationsDone(completed.length) };
          return config.database.embedded
            ? { status: 'warn', detail: T.migrationsPendingEmbedded(pending.length) }
            : { status: 'fail', detail: T.migrationsPending(pending.length) };
        }),
      );
    }
  } finally {
    await db.destroy();
  }

  checks.push(
    await check(T.backupTools, async () =>
      up
        ? { status: 'ok', detail: await createBackupAdapters(config.database, config.pgBinDir).engine.tools() }
        : { status: 'warn', detail: T.withoutDatabase },
    ),
  );

  let runtime: Runtime | undefined;
  try {
    // the embedded default is brought up to date on the spot, as every command does; any other is used as it is
    if (up) runtime = await openRuntime(config, { migrate: config.database.embedded ? 'schema' : undefined });
    const core = runtime?.core;
    checks.push(
      await check(T.smtp, async () => {
        if (!core) return { status: 'warn', detail: T.withoutDatabase };
        if ((await core.mail.settings.delivery()).transport.type !== 'smtp') return { status: 'warn', detail: T.smtpOff };
        const answer = await core.mail.testConnection();
        return { status: answer.success ? 'ok' : 'fail', detail: answer.message };
      }),
    );
    checks.push(
      await check(T.imap, async () => {
        if (!core) return { status: 'warn', detail: T.withoutDatabase };
        const account = await core.inbox.accounts.get(null);
        if (!config.imapUrl && !account?.enabled) return { status: 'warn', detail: T.imapOff };
        const answer = await core.inbox.accounts.test(null);
        return { status: answer.success ? 'ok' : 'fail', detail: answer.message };
      }),
    );
    checks.push(await check(T.disk, () => diskCheck(config.dataDir)));
    checks.push(await check(T.publicUrl, () => publicUrlCheck(config.publicUrl)));
    checks.push(
      await check(T.backups, async () => {
        if (!core) return { status: 'warn', detail: T.withoutDatabase };
        const state = await core.database.backupState();
        if (!state.autoBackup && !state.latestAt) return { status: 'warn', detail: T.backupsOff };
        if (!state.latestAt) return { status: 'warn', detail: T.backupsNone };
        if (state.stale) return { status: 'warn', detail: T.backupsStale(state.latestAt) };
        return { status: 'ok', detail: T.backupsOk(state.latestAt, state.count) };
      }),
    );
  } finally {
    await runtime?.close();
  }
  return checks;
}

async function diskCheck(dataDir: string): Promise<Omit<DoctorCheck, 'name'>> {
  const stats = await statfs(dataDir);
  const free = stats.bavail * stats.bsize;
  const percent = stats.blocks > 0 ? Math.round((stats.bavail / stats.blocks) * 100) : 0;
  const detail = T.diskFree(dataDir, (free / 1024 ** 3).toFixed(1), percent);
  return { status: percent < DISK_FAIL_PERCENT ? 'fail' : percent < DISK_WARN_PERCENT ? 'warn' : 'ok', detail };
}

async function publicUrlCheck(publicUrl: string | undefined): Promise<Omit<DoctorCheck, 'name'>> {
  if (!publicUrl) return { status: 'warn', detail: T.publicUrlOff };
  try {
    const res = await fetch(`${publicUrl}/api/health`, { signal: AbortSignal.timeout(PUBLIC_URL_TIMEOUT_MS) });
    const body = (await res.json().catch(() => null)) as { status?: string } | null;
    if (res.ok && body?.status === 'ok') return { status: 'ok', detail: T.publicUrlUp(publicUrl) };
    return { status: 'fail', detail: T.publicUrlDown(publicUrl, `HTTP ${res.status}`) };
  } catch (error) {
    // fetch's own message is 'fetch failed'; its cause says what (ECONNREFUSED, a timeout …)
    const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } }).cause;
    const why =
      cause?.code ?? cause?.errors?.[0]?.code ?? (error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : message(error));
    return { status: 'fail', detail: T.publicUrlDown(publicUrl, why) };
  }
}
