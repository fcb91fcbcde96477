import type { CoreConfig, CoreDeps } from '../core-deps.js';
import type { Clock } from '../clock.port.js';
import type { Wiring } from '../unit-of-work.js';
import type { Notifier } from '../notifications/model.js';
import { createAlerts } from './alerts.service.js';
import { createHealthChecks } from './health.service.js';
import { createHealthRepository } from './health.repository.js';
import { noLogStore, type LogQuery, type LogStore } from './log-store.port.js';
import { createLogRepository, type LogRepository } from './log.repository.js';
import { createSharedLog } from './shared-log.service.js';
import type { HostProbe } from './host.port.js';
import { HISTORY_RETENTION_MINUTES } from './model.js';
import { createMonitoringRepository, type MonitoringRepository } from './monitoring.repository.js';
import { createRequestCounter } from './request-counter.js';
import { createSampler } from './sampler.service.js';

/**
 * Server monitoring (`core.monitoring`): the server's request counter (its fastify hook records each
 * answer), the sampler of `serve` (writing the minute history and running the alerts), `standalone()`
 * for `marketplace monitor` beside or without a server, and the history's reader.
 */
function createMonitoring(deps: {
  repo: MonitoringRepository;
  host: HostProbe;
  clock: Clock;
  version: string;
  /** the process's name until `serve` gives the one with its port (sampler.start) */
  instance: string;
  notifier: Notifier;
  /** this machine's log file */
  logs: LogStore;
  /** every instance's warnings and errors */
  logRepo: LogRepository;
}) {
  const sharedLog = createSharedLog({ repo: deps.logRepo, file: deps.logs });
  const requests = createRequestCounter(deps.clock);
  const alerts = createAlerts({ repo: deps.repo, notifier: deps.notifier });
  const sampler = createSampler({
    host: deps.host,
    repo: deps.repo,
    clock: deps.clock,
    version: deps.version,
    requests,
    history: { alerts },
    instance: deps.instance,
  });
  return {
    requests,
    sampler,
    alerts,
    /** a sampler of its own, writing nothing: the app figures from the database, requests from the history */
    standalone: () =>
      createSampler({ host: deps.host, repo: deps.repo, clock: deps.clock, version: deps.version, instance: deps.instance }),
    /**
     * The server's log: the newest `limit` lines of `level` and above, containing `q`, after `since`; newest
     * last. This machine's log file merged with every instance's warnings and errors (the log table).
     */
    logs: (query: LogQuery) => sharedLog.read(query),
    /** `serve`'s writer of its warnings and errors into the log table (fed by its log stream) */
    logSink: sharedLog.sink,
    /** the last `minutes` minutes of the history, oldest first */
    async history(minutes: number) {
      const span = Math.min(minutes, HISTORY_RETENTION_MINUTES);
      const from = new Date(Math.floor(deps.clock.now().getTime() / 60_000) * 60_000 - span * 60_000).toISOString();
      return deps.repo.minutesSince(from);
    },
  };
}

export type Monitoring = ReturnType<typeof createMonitoring>;

const noHost: HostProbe = {
  load: () => Promise.resolve({ cpuPercent: 0, cores: 0, load: [0, 0, 0] }),
  memory: () => Promise.resolve({ total: 0, used: 0 }),
  disks: () => Promise.resolve([]),
  network: () => Promise.resolve({ rxPerS: 0, txPerS: 0, online: false, interfaces: [] }),
  processes: () => Promise.resolve(0),
  system: () => Promise.resolve({ hostname: '', platform: '', distro: '', arch: '' }),
  uptime: () => 0,
};

/**
 * The core's watch over the server: 'Stav systému' (`systemHealth`: database, migrations, queue, disks, mail
 * transport, inbox sync, backups) and server monitoring (`monitoring`, above) on the database `db`.
 */
export function createServerMonitoring(
  deps: Pick<Wiring, 'db' | 'clock'> & {
    /** the version and this process's name (`serve` names it with its port) */
    config: Pick<CoreConfig, 'version' | 'instance'>;
    /** the host's figures and the server's own log as kept; without them, both read as empty */
    adapters: Pick<CoreDeps, 'host' | 'logs'>;
    notifier: Notifier;
    backupState: Parameters<typeof createHealthChecks>[0]['backupState'];
    mailTransport: () => Promise<'smtp' | 'outbox'>;
  },
) {
  const host = deps.adapters.host ?? noHost;
  const repo = createMonitoringRepository(deps.db);
  return {
    systemHealth: createHealthChecks({
      backupState: deps.backupState,
      repo: createHealthRepository(deps.db),
      host,
      clock: deps.clock,
      queueCounts: () => repo.queueCounts(),
      mailTransport: deps.mailTransport,
    }),
    monitoring: createMonitoring({
      repo,
      host,
      clock: deps.clock,
      version: deps.config.version,
      instance: deps.config.instance ?? 'marketplace',
      notifier: deps.notifier,
      logs: deps.adapters.logs ?? noLogStore,
      logRepo: createLogRepository(deps.db),
    }),
  };
}
export type { HostProbe } from './host.port.js';
export type { LogStore } from './log-store.port.js';
export * from './model.js';
