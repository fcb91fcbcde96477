import type { ServerInstanceDto, ServerStatsDto } from '../../contract/monitoring.js';
import type { HostDisk, HostLoad, HostMemory, HostNetwork, HostSystem } from './host.port.js';
import type { QueueCounts } from './monitoring.repository.js';

/** What one sample read from the host. */
export interface HostSample {
  load: HostLoad;
  memory: HostMemory;
  disks: HostDisk[];
  network: HostNetwork;
  processes: number;
  system: HostSystem;
  uptime: number;
}

/** What one sample read of the product itself. */
export interface AppSample {
  version: string;
  db: 'sqlite' | 'postgres';
  queue: QueueCounts;
  inboxLastSync: string | null;
  requestsPerMin: number;
  errorsPerMin: number;
  bookingsToday: number;
  /** the instance sampled, and every instance that wrote a minute lately */
  instance: string;
  instances: ServerInstanceDto[];
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** One `ServerStatsDto` (the contract of `GET /api/server-stats`) from a host and an app sample. */
export function serverStats(at: Date, host: HostSample, app: AppSample, node: string): ServerStatsDto {
  const root = host.disks.find((d) => d.mount === '/') ?? host.disks[0];
  const cpu = oneDecimal(host.load.cpuPercent);
  const memory = percent(host.memory.used, host.memory.total);
  return {
    timestamp: at.toISOString(),
    instance: app.instance,
    instances: app.instances,
    online: host.network.online,
    uptime: Math.round(host.uptime),
    cpu: { percent: cpu, usage: cpu, cores: host.load.cores, load: host.load.load.map(oneDecimal) },
    memory: { total: host.memory.total, used: host.memory.used, percent: memory, usage: memory },
    disks: host.disks.map((d) => ({ mount: d.mount, size: d.size, used: d.used, percent: percent(d.used, d.size) })),
    disk: root
      ? { mount: root.mount, usage: percent(root.used, root.size), free: Math.max(0, root.size - root.used), total: root.size }
      : null,
    network: {
      rx_per_s: Math.round(host.network.rxPerS),
      tx_per_s: Math.round(host.network.txPerS),
      status: host.network.online ? 'online' : 'offline',
      interfaces: (host.network.interfaces ?? []).map((i) => ({
        name: i.name,
        addresses: i.addresses,
        up: i.up,
        rx_bytes: i.rxBytes,
        tx_bytes: i.txBytes,
        rx_per_s: Math.round(i.rxPerS),
        tx_per_s: Math.round(i.txPerS),
      })),
    },
    processes: host.processes,
    system: { ...host.system, node },
    app: {
      version: app.version,
      db: app.db,
      queue: app.queue,
      inbox_last_sync: app.inboxLastSync,
      requests_per_min: app.requestsPerMin,
      errors_per_min: app.errorsPerMin,
      bookings_today: app.bookingsToday,
    },
  };
}

/** The fullest disk's percentage (0 without disks). */
export const fullestDisk = (stats: ServerStatsDto) => stats.disks.reduce((max, d) => Math.max(max, d.percent), 0);
