import { createRequire } from 'node:module';
import os from 'node:os';
import type Systeminformation from 'systeminformation';
import type { HostDisk, HostProbe } from '../../core/monitoring/host.port.js';

/** File systems that are not disks the operator fills (memory, images, container layers). */
const NOT_DISKS = new Set(['tmpfs', 'devtmpfs', 'squashfs', 'overlay', 'ramfs', 'proc', 'sysfs', 'efivarfs']);

/** The host port over systeminformation (and node:os for the load averages and the host name). */
/** systeminformation loads at the first sample (serve's sampler, `monitor`), not with every command. */
const si = () => createRequire(import.meta.url)('systeminformation') as typeof Systeminformation;

export function createSystemInformationHost(): HostProbe {
  return {
    async load() {
      const current = await si().currentLoad();
      return { cpuPercent: current.currentLoad, cores: current.cpus.length || os.cpus().length, load: os.loadavg() };
    },
    async memory() {
      const mem = await si().mem();
      return { total: mem.total, used: mem.active };
    },
    async disks() {
      const all = await si().fsSize();
      const seen = new Set<string>();
      const disks: HostDisk[] = [];
      for (const fs of all) {
        if (NOT_DISKS.has(fs.type) || !(fs.size > 0) || seen.has(fs.fs)) continue;
        seen.add(fs.fs);
        disks.push({ mount: fs.mount, size: fs.size, used: fs.used });
      }
      return disks;
    },
    async network() {
      const stats = await si().networkStats('*');
      const addresses = os.networkInterfaces();
      const interfaces = stats
        .filter((iface) => !iface.iface.startsWith('lo'))
        .map((iface) => ({
          name: iface.iface,
          addresses: (addresses[iface.iface] ?? []).map((a) => a.address),
          up: iface.operstate === 'up',
          rxBytes: iface.rx_bytes ?? 0,
          txBytes: iface.tx_bytes ?? 0,
          rxPerS: Math.max(0, iface.rx_sec ?? 0),
          txPerS: Math.max(0, iface.tx_sec ?? 0),
        }));
      return {
        rxPerS: interfaces.reduce((sum, i) => sum + i.rxPerS, 0),
        txPerS: interfaces.reduce((sum, i) => sum + i.txPerS, 0),
        online: interfaces.some((i) => i.up),
        interfaces,
      };
    },
    async processes() {
      return (await si().processes()).all;
    },
    async system() {
      const info = await si().osInfo();
      return {
        hostname: info.hostname || os.hostname(),
        platform: info.platform,
        distro: `${info.distro} ${info.release}`.trim(),
        arch: info.arch,
      };
    },
    uptime: () => si().time().uptime,
  };
}
