import type { ServerStatsMinuteDto } from '../../contract/monitoring.js';
import type { Notifier } from '../notifications/model.js';
import { ALERT_ERROR_RATIO, ALERT_MIN_REQUESTS, ALERT_MINUTES, ALERT_PERCENT, MONITORING_TEXTS } from './model.js';
import type { MonitoringRepository } from './monitoring.repository.js';

type Condition = keyof typeof MONITORING_TEXTS;

/** A condition's minutes to hold before it notifies (0: at once). */
const HOLD_MINUTES: Record<Condition, number> = {
  cpu: ALERT_MINUTES,
  memory: ALERT_MINUTES,
  disk: ALERT_MINUTES,
  queueUnknown: 0,
  errors: 0,
};

/** Which conditions hold in a finished minute (the queue's unknown rows as counted at its end). */
export function conditionsOf(minute: ServerStatsMinuteDto, queueUnknown: number): Set<Condition> {
  const held = new Set<Condition>();
  if (minute.cpu_percent > ALERT_PERCENT) held.add('cpu');
  if (minute.memory_percent > ALERT_PERCENT) held.add('memory');
  if (minute.disk_percent > ALERT_PERCENT) held.add('disk');
  if (queueUnknown > 0) held.add('queueUnknown');
  if (minute.requests >= ALERT_MIN_REQUESTS && minute.errors > minute.requests * ALERT_ERROR_RATIO) held.add('errors');
  return held;
}

const details = (c: Condition, m: ServerStatsMinuteDto, queueUnknown: number): Record<string, string | number> => {
  switch (c) {
    case 'cpu':
      return { 'CPU %': m.cpu_percent };
    case 'memory':
      return { 'Paměť %': m.memory_percent };
    case 'disk':
      return { 'Disk %': m.disk_percent };
    case 'queueUnknown':
      return { 'V neznámém stavu': queueUnknown };
    case 'errors':
      return { Požadavků: m.requests, 'Chyb 5xx': m.errors };
  }
};

/** The conditions kept once for every instance (the shared database's), not per host. */
const SHARED: ReadonlySet<Condition> = new Set<Condition>(['queueUnknown']);

/**
 * The alerts, run on each instance's finished minute: an episode (a `monitoring_alerts` row) starts when a
 * condition first holds, notifies the back office once it has held its minutes (CPU, memory, the fullest
 * disk: 5 in a row; the queue's unknown rows and 5xx: at once), and ends when a minute without it comes:
 * the next time it holds is a new episode. A host's conditions (CPU, memory, disk, 5xx) are kept per
 * instance, so that a cool host does not end the episode a hot one opened, and the notification names the
 * instance; the queue's unknown rows are one database's, kept under the instance ''. The rows survive a
 * restart, so a restart does not notify again; `markNotified` is conditional, so two servers notify once.
 */
export function createAlerts(deps: { repo: MonitoringRepository; notifier: Notifier }) {
  return {
    async check(minute: ServerStatsMinuteDto, queueUnknown: number, now: Date, instance: string): Promise<string[]> {
      const held = conditionsOf(minute, queueUnknown);
      const keyOf = (condition: Condition) => (SHARED.has(condition) ? '' : instance);
      const open = new Map((await deps.repo.episodes(instance)).map((e) => [`${e.condition} ${e.instance}`, e]));
      const notified: string[] = [];
      for (const episode of open.values()) {
        const condition = episode.condition as Condition;
        if (!held.has(condition) || keyOf(condition) !== episode.instance) await deps.repo.endEpisode(episode.condition, episode.instance);
      }
      for (const condition of held) {
        const key = keyOf(condition);
        let episode = open.get(`${condition} ${key}`);
        if (!episode) {
          await deps.repo.startEpisode(condition, key, minute.minute);
          episode = { condition, instance: key, since: minute.minute, notifiedAt: null };
        }
        if (episode.notifiedAt) continue;
        const heldMinutes = (Date.parse(minute.minute) - Date.parse(episode.since)) / 60_000 + 1;
        if (heldMinutes < HOLD_MINUTES[condition]) continue;
        if (!(await deps.repo.markNotified(condition, key, now.toISOString()))) continue;
        await deps.notifier.notify({
          companyId: null,
          type: 'error',
          title: MONITORING_TEXTS[condition],
          data: { ...(key && { Server: key }), ...details(condition, minute, queueUnknown) },
        });
        notified.push(condition);
      }
      return notified;
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
