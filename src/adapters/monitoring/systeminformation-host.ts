import { createRequire } from 'node:module';
import os from 'node:os';
import type Systeminformation from 'systeminformation';
import type { HostDisk, HostProbe } from '../../core/monitoring/host-port.js';

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
      let rxPerS = 0;
      let txPerS = 0;
      let online = false;
      for (const iface of stats) {
        if (iface.iface === 'lo' || iface.iface.startsWith('lo')) continue;
        rxPerS += Math.max(0, iface.rx_sec ?? 0);
        txPerS += Math.max(0, iface.tx_sec ?? 0);
        if (iface.operstate === 'up') online = true;
      }
      return { rxPerS, txPerS, online };
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
