import type { Clock } from '../clock.port.js';
import type { HostProbe } from './host.port.js';
import type { HealthRepository } from './health.repository.js';
import type { QueueCounts } from './monitoring.repository.js';
import { ALERT_PERCENT } from './model.js';
import { BACKUP_STALE_HOURS } from '../backup/model.js';

export interface HealthCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** A pending message due this long ago means the queue is not being worked. */
const QUEUE_STUCK_MINUTES = 15;
/** The operator mailbox synced longer ago than this is not recent (the inbox job runs every minute). */
const INBOX_STALE_MINUTES = 30;

const HEALTH_TEXTS = {
  database: 'Databáze',
  migrations: 'Migrace databáze',
  queue: 'Fronta e-mailů',
  disk: 'Místo na disku',
  mail: 'Odesílání e-mailů',
  inbox: 'Synchronizace schránky',
  backup: 'Zálohy databáze',
} as const;

const minutesAgo = (clock: Clock, iso: string) => Math.round((clock.now().getTime() - Date.parse(iso)) / 60_000);

/**
 * 'Stav systému': the health checks, each answered on its own (one failing does not hide the others):
 * the database answers, no migration is pending, the queue is worked (nothing due for 15 minutes, no
 * message in an unknown state), every disk under 90 %, mail goes out by SMTP (not only into the outbox in the database),
 * the operator mailbox synced within 30 minutes, the newest daily backup younger than 26 hours.
 */
export function createHealthChecks(deps: {
  repo: HealthRepository;
  host: HostProbe;
  clock: Clock;
  queueCounts: () => Promise<QueueCounts>;
  mailTransport: () => Promise<'smtp' | 'outbox'>;
  /** the daily backups (settings/database.service.ts backupState) */
  backupState?: () => Promise<{ autoBackup: boolean; count: number; latestAt: string | null; stale: boolean }>;
}) {
  const { repo, clock } = deps;
  const guarded = async (name: string, check: () => Promise<Omit<HealthCheck, 'name'>>): Promise<HealthCheck> => {
    try {
      return { name, ...(await check()) };
    } catch (error) {
      return { name, ok: false, detail: `Kontrola selhala: ${error instanceof Error ? error.message : String(error)}` };
    }
  };

  return {
    async run(): Promise<HealthCheck[]> {
      return Promise.all([
        guarded(HEALTH_TEXTS.database, async () => {
          const started = Date.now();
          await repo.ping();
          return { ok: true, detail: `Odpovídá (${Date.now() - started} ms)` };
        }),
        guarded(HEALTH_TEXTS.migrations, async () => {
          const pending = await repo.pendingMigrations();
          return pending.length
            ? { ok: false, detail: `Čekající migrace: ${pending.length} (spusťte marketplace db migrate)` }
            : { ok: true, detail: 'Schéma je aktuální' };
        }),
        guarded(HEALTH_TEXTS.queue, async () => {
          const [overdue, counts] = await Promise.all([
            repo.overduePending(new Date(clock.now().getTime() - QUEUE_STUCK_MINUTES * 60_000)),
            deps.queueCounts(),
          ]);
          if (counts.unknown > 0) return { ok: false, detail: `Zprávy v neznámém stavu: ${counts.unknown}` };
          if (overdue > 0) return { ok: false, detail: `Zprávy čekající déle než ${QUEUE_STUCK_MINUTES} minut: ${overdue}` };
          return { ok: true, detail: `Čeká: ${counts.pending}, odesílá se: ${counts.sending}` };
        }),
        guarded(HEALTH_TEXTS.disk, async () => {
          const disks = await deps.host.disks();
          if (!disks.length) return { ok: true, detail: 'Žádný disk ke kontrole' };
          const full = disks.filter((d) => d.size > 0 && (d.used / d.size) * 100 > ALERT_PERCENT);
          const shown = (list: typeof disks) => list.map((d) => `${d.mount} ${Math.round((d.used / d.size) * 100)} %`).join(', ');
          return full.length ? { ok: false, detail: `Téměř plný disk: ${shown(full)}` } : { ok: true, detail: shown(disks) };
        }),
        guarded(HEALTH_TEXTS.mail, async () =>
          (await deps.mailTransport()) === 'smtp'
            ? { ok: true, detail: 'SMTP je nastaveno' }
            : { ok: false, detail: 'SMTP není nastaveno: e-maily se ukládají jen do databáze' },
        ),
        guarded(HEALTH_TEXTS.inbox, async () => {
          const mailbox = await repo.operatorMailbox();
          if (!mailbox || !mailbox.enabled) return { ok: true, detail: 'Schránka není nastavena' };
          if (!mailbox.lastSyncedAt)
            return { ok: false, detail: mailbox.lastError ? `Zatím nesynchronizováno: ${mailbox.lastError}` : 'Zatím nesynchronizováno' };
          const ago = minutesAgo(clock, mailbox.lastSyncedAt);
          return ago > INBOX_STALE_MINUTES
            ? { ok: false, detail: `Poslední synchronizace před ${ago} min${mailbox.lastError ? `: ${mailbox.lastError}` : ''}` }
            : { ok: true, detail: `Poslední synchronizace před ${ago} min` };
        }),
        ...(deps.backupState
          ? [
              guarded(HEALTH_TEXTS.backup, async () => {
                const state = await deps.backupState!();
                if (!state.autoBackup) return { ok: false, detail: 'Automatické zálohování je vypnuté (Nastavení › Databáze)' };
                if (!state.latestAt) return { ok: false, detail: 'Zatím žádná záloha (marketplace backup nebo úloha backup-database)' };
                const hours = Math.floor((clock.now().getTime() - Date.parse(state.latestAt)) / 3_600_000);
                return state.stale
                  ? { ok: false, detail: `Poslední záloha před ${hours} h (starší než ${BACKUP_STALE_HOURS} h)` }
                  : { ok: true, detail: `Poslední záloha před ${hours} h, uchováno ${state.count}` };
              }),
            ]
          : []),
      ]);
    },
  };
}
