import type { ServerStatsMinuteDto } from '../../contract/monitoring.js';
import type { Notifier } from '../notifications/model.js';
import { ALERT_ERROR_RATIO, ALERT_MIN_REQUESTS, ALERT_MINUTES, ALERT_PERCENT, MONITORING_TEXTS } from './model.js';
import type { MonitoringRepository } from './repository.js';

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

/**
 * The alerts, run on each finished minute: an episode (a `monitoring_alerts` row) starts when a
 * condition first holds, notifies the back office once it has held its minutes (CPU, memory, the fullest
 * disk: 5 in a row; the queue's unknown rows and 5xx: at once), and ends when a minute without it comes:
 * the next time it holds is a new episode. The rows survive a restart, so a restart does not notify again;
 * `markNotified` is conditional, so two servers notify once.
 */
export function createAlerts(deps: { repo: MonitoringRepository; notifier: Notifier }) {
  return {
    async check(minute: ServerStatsMinuteDto, queueUnknown: number, now: Date): Promise<string[]> {
      const held = conditionsOf(minute, queueUnknown);
      const open = new Map((await deps.repo.episodes()).map((e) => [e.condition, e]));
      const notified: string[] = [];
      for (const [condition] of open) if (!held.has(condition as Condition)) await deps.repo.endEpisode(condition);
      for (const condition of held) {
        let episode = open.get(condition);
        if (!episode) {
          await deps.repo.startEpisode(condition, minute.minute);
          episode = { condition, since: minute.minute, notifiedAt: null };
        }
        if (episode.notifiedAt) continue;
        const heldMinutes = (Date.parse(minute.minute) - Date.parse(episode.since)) / 60_000 + 1;
        if (heldMinutes < HOLD_MINUTES[condition]) continue;
        if (!(await deps.repo.markNotified(condition, now.toISOString()))) continue;
        await deps.notifier.notify({
          companyId: null,
          type: 'error',
          title: MONITORING_TEXTS[condition],
          data: details(condition, minute, queueUnknown),
        });
        notified.push(condition);
      }
      return notified;
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
