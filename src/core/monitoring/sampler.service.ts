import { DateTime } from 'luxon';
import type { ServerStatsDto, ServerStatsMinuteDto } from '../../contract/monitoring.js';
import type { Clock } from '../clock.port.js';
import type { Alerts } from './alerts.service.js';
import type { HostProbe, HostSystem } from './host.port.js';
import { DEFAULT_SAMPLE_SECONDS, HISTORY_RETENTION_MINUTES, INSTANCE_REPORT_MINUTES, PROCESSES_TTL_MS } from './model.js';
import type { MonitoringRepository } from './monitoring.repository.js';
import type { RequestCounter } from './request-counter.js';
import { fullestDisk, serverStats, type AppSample, type HostSample } from './stats.js';

export interface SamplerDeps {
  host: HostProbe;
  repo: MonitoringRepository;
  clock: Clock;
  version: string;
  /** the server's own count of requests; without it (standalone) they come from the history's last minute */
  requests?: RequestCounter;
  /** the minute history's writer and the alerts (only `serve` writes) */
  history?: { alerts: Alerts };
  /** the instance's name until start() gives the one with the port (MARKETPLACE_INSTANCE, or the host name) */
  instance: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const minuteStart = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

/**
 * Samples the host and the product: `sample()` reads the cheap figures each time, the process count at
 * most once a minute and the system once; `latest()` is the last sample (what `GET /api/server-stats`
 * answers without touching the host). With `history`, each finished minute's samples are averaged into
 * one `server_stats_minutes` row of this instance, the alerts run on it and rows older than 7 days are pruned.
 * Each sample lists the instances that wrote a minute in the last INSTANCE_REPORT_MINUTES.
 */
export function createSampler(deps: SamplerDeps) {
  let system: Promise<HostSystem> | undefined;
  let processes: { at: number; count: Promise<number> } | undefined;
  let last: ServerStatsDto | undefined;
  let inFlight: Promise<ServerStatsDto> | undefined;
  let bucket: { minute: string; samples: ServerStatsDto[] } | undefined;
  const engine = deps.repo.engine();
  /** the minute history is written only while started (inside `serve` with its jobs) */
  let writing = false;
  /** how old the last sample may be before `latest()` takes a new one */
  let maxAgeMs = DEFAULT_SAMPLE_SECONDS * 1000;
  let instance = deps.instance;

  const processCount = () => {
    const now = deps.clock.now().getTime();
    if (!processes || now - processes.at >= PROCESSES_TTL_MS || now < processes.at) {
      const count = deps.host.processes().catch(() => 0);
      processes = { at: now, count };
    }
    return processes.count;
  };

  async function readHost(): Promise<HostSample> {
    system ??= deps.host.system();
    const [load, memory, disks, network, count, info] = await Promise.all([
      deps.host.load(),
      deps.host.memory(),
      deps.host.disks(),
      deps.host.network(),
      processCount(),
      system,
    ]);
    return { load, memory, disks, network, processes: count, system: info, uptime: deps.host.uptime() };
  }

  async function readApp(at: Date): Promise<AppSample> {
    const day = DateTime.fromJSDate(at, { zone: 'Europe/Prague' }).startOf('day');
    const [queue, inboxLastSync, bookingsToday, perMinute, instances] = await Promise.all([
      deps.repo.queueCounts(),
      deps.repo.inboxLastSync(),
      deps.repo.bookingsMade(day.toJSDate(), day.plus({ days: 1 }).toJSDate()),
      requestsPerMinute(at),
      deps.repo.instancesSince(new Date(Date.parse(minuteStart(at)) - INSTANCE_REPORT_MINUTES * 60_000).toISOString()),
    ]);
    return {
      version: deps.version,
      db: engine,
      queue,
      inboxLastSync,
      requestsPerMin: perMinute.requests,
      errorsPerMin: perMinute.errors,
      bookingsToday,
      instance,
      instances: instances.map((i) => ({
        instance: i.instance,
        minute: i.minute,
        cpu_percent: i.cpu_percent,
        memory_percent: i.memory_percent,
        requests: i.requests,
        errors: i.errors,
      })),
    };
  }

  /** the server's own count, or (standalone) the history's last minute if it is recent */
  async function requestsPerMinute(at: Date) {
    if (deps.requests) return deps.requests.lastMinute();
    const latest = await deps.repo.latestMinute();
    if (!latest || at.getTime() - Date.parse(latest.minute) > 3 * 60_000) return { requests: 0, errors: 0 };
    return { requests: latest.requests, errors: latest.errors };
  }

  /** `next` is the first sample after the minute: its per-minute counts are the finished minute's */
  async function closeMinute(done: { minute: string; samples: ServerStatsDto[] }, next: ServerStatsDto, at: Date) {
    if (!deps.history || !writing || !done.samples.length) return;
    const s = done.samples;
    const row: ServerStatsMinuteDto = {
      minute: done.minute,
      cpu_percent: round1(avg(s.map((x) => x.cpu.percent))),
      memory_percent: round1(avg(s.map((x) => x.memory.percent))),
      disk_percent: round1(avg(s.map(fullestDisk))),
      rx_per_s: Math.round(avg(s.map((x) => x.network.rx_per_s))),
      tx_per_s: Math.round(avg(s.map((x) => x.network.tx_per_s))),
      requests: next.app.requests_per_min,
      errors: next.app.errors_per_min,
      queue_pending: Math.round(avg(s.map((x) => x.app.queue.pending))),
    };
    await deps.repo.insertMinute(row, instance);
    await deps.history.alerts.check(row, next.app.queue.unknown, at, instance);
    await deps.repo.pruneMinutesBefore(new Date(at.getTime() - HISTORY_RETENTION_MINUTES * 60_000).toISOString());
  }

  async function takeSample(): Promise<ServerStatsDto> {
    const at = deps.clock.now();
    const [host, app] = await Promise.all([readHost(), readApp(at)]);
    const stats = serverStats(at, host, app, process.version);
    const minute = minuteStart(at);
    // a clock set back (a corrected host clock) drops the open minute instead of writing it out of order
    if (bucket && bucket.minute > minute) bucket = undefined;
    if (bucket && bucket.minute !== minute) {
      const done = bucket;
      bucket = undefined;
      await closeMinute(done, stats, at);
    }
    bucket ??= { minute, samples: [] };
    bucket.samples.push(stats);
    last = stats;
    return stats;
  }

  return {
    /** takes one sample now (one at a time: a call during a sample shares it) */
    sample(): Promise<ServerStatsDto> {
      inFlight ??= takeSample().finally(() => (inFlight = undefined));
      return inFlight;
    },
    /** the last sample while it is fresh (two intervals when started), else a new one */
    async latest(): Promise<ServerStatsDto> {
      const age = last ? deps.clock.now().getTime() - Date.parse(last.timestamp) : Infinity;
      return last && age >= 0 && age < maxAgeMs ? last : this.sample();
    },
    /** the instance sampled (named in the samples and the minute rows) */
    instance: () => instance,
    /**
     * Samples every `intervalMs` (writing the minute history as `name` and running the alerts, when the sampler
     * has them) until the returned stop is called; a failed sample is reported and skipped.
     */
    start(intervalMs: number, onError: (error: unknown) => void = () => {}, name: string = instance): () => void {
      instance = name;
      writing = true;
      maxAgeMs = 2 * intervalMs;
      const timer = setInterval(() => void this.sample().catch(onError), intervalMs);
      timer.unref();
      void this.sample().catch(onError);
      return () => {
        clearInterval(timer);
        writing = false;
        maxAgeMs = DEFAULT_SAMPLE_SECONDS * 1000;
      };
    },
  };
}
