import { readdir, readFile, statfs } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import type { HostDisk, HostProbe } from '../../core/monitoring/host.port.js';
import { createSystemInformationHost } from './systeminformation-host.js';

/** File systems that are not disks the operator fills (memory, images, container layers, kernel views). */
const NOT_DISKS = new Set([
  'tmpfs',
  'devtmpfs',
  'squashfs',
  'overlay',
  'ramfs',
  'proc',
  'sysfs',
  'efivarfs',
  'cgroup',
  'cgroup2',
  'devpts',
  'mqueue',
  'securityfs',
  'pstore',
  'debugfs',
  'tracefs',
  'configfs',
  'fusectl',
  'bpf',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'nsfs',
  'rpc_pipefs',
  'shm',
]);
/** The first CPU figure is measured over this interval. */
const FIRST_CPU_INTERVAL_MS = 250;
/** The mounted file systems change rarely: /proc/mounts is read again this often. */
const MOUNTS_TTL_MS = 60_000;

const numbers = (line: string) => line.trim().split(/\s+/).slice(1).map(Number);

/** The CPU's busy share between two /proc/stat readings (idle + iowait are idle), 0-100. */
export function busyPercent(before: number[], after: number[]): number {
  const total = (xs: number[]) => xs.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (xs: number[]) => (xs[3] ?? 0) + (xs[4] ?? 0);
  const spent = total(after) - total(before);
  return spent > 0 ? Math.min(100, Math.max(0, (1 - (idle(after) - idle(before)) / spent) * 100)) : 0;
}

/** The received and sent bytes of each non-loopback interface in /proc/net/dev. */
export function interfaceBytes(text: string): Map<string, { rx: number; tx: number }> {
  const out = new Map<string, { rx: number; tx: number }>();
  for (const line of text.split('\n').slice(2)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim();
    if (name === 'lo' || name.startsWith('lo')) continue;
    const fields = line
      .slice(colon + 1)
      .trim()
      .split(/\s+/)
      .map(Number);
    out.set(name, { rx: fields[0] ?? 0, tx: fields[8] ?? 0 });
  }
  return out;
}

/**
 * The host port on Linux, read from /proc and statfs(2) in the monitor's own process: no child process
 * per sample (systeminformation runs `df`, `cat` and `ip` for disks and interfaces, which was most of
 * `marketplace monitor`'s CPU). Static facts are read once (cores, the OS) or rarely (the mounts); the
 * OS description and any other platform go to systeminformation.
 */
export function createProcfsHost(): HostProbe {
  const fallback = createSystemInformationHost();
  const cores = os.cpus().length || 1;
  let lastCpu: number[] | undefined;
  let lastNet: { at: number; bytes: Map<string, { rx: number; tx: number }> } | undefined;
  let mounts: { at: number; list: Promise<{ device: string; mount: string }[]> } | undefined;

  async function readMounts() {
    const text = await readFile('/proc/mounts', 'utf8');
    const seen = new Set<string>();
    const list: { device: string; mount: string }[] = [];
    for (const line of text.split('\n')) {
      const [device, mount, type] = line.split(' ');
      if (!device || !mount || !type || NOT_DISKS.has(type) || seen.has(device)) continue;
      seen.add(device);
      list.push({ device, mount: mount.replace(/\\040/g, ' ') });
    }
    return list;
  }

  return {
    async load() {
      const read = async () => numbers((await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!);
      if (!lastCpu) {
        // the first reading has nothing to compare with: a short interval (--once answers a real figure)
        lastCpu = await read();
        await new Promise((resolve) => setTimeout(resolve, FIRST_CPU_INTERVAL_MS));
      }
      const now = await read();
      const percent = busyPercent(lastCpu, now);
      lastCpu = now;
      return { cpuPercent: percent, cores, load: os.loadavg() };
    },
    async memory() {
      const text = await readFile('/proc/meminfo', 'utf8');
      const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) * 1024;
      const total = kb('MemTotal');
      const available = kb('MemAvailable') || kb('MemFree') + kb('Buffers') + kb('Cached');
      return { total, used: Math.max(0, total - available) };
    },
    async disks() {
      const at = Date.now();
      if (!mounts || at - mounts.at >= MOUNTS_TTL_MS) mounts = { at, list: readMounts() };
      const found = await Promise.all(
        (await mounts.list).map(async ({ mount }): Promise<HostDisk | null> => {
          try {
            const s = await statfs(mount);
            const size = s.blocks * s.bsize;
            return size > 0 ? { mount, size, used: (s.blocks - s.bfree) * s.bsize } : null;
          } catch {
            return null; // unmounted since, or not ours to read
          }
        }),
      );
      return found.filter((d): d is HostDisk => d !== null);
    },
    async network() {
      const at = Date.now();
      const bytes = interfaceBytes(await readFile('/proc/net/dev', 'utf8'));
      const seconds = lastNet && at > lastNet.at ? (at - lastNet.at) / 1000 : 0;
      const previous = lastNet?.bytes;
      lastNet = { at, bytes };
      const addresses = os.networkInterfaces();
      const interfaces = await Promise.all(
        [...bytes].map(async ([name, now]) => {
          const before = previous?.get(name);
          const state = await readFile(`/sys/class/net/${name}/operstate`, 'utf8').catch(() => '');
          return {
            name,
            addresses: (addresses[name] ?? []).map((a) => a.address),
            up: state.trim() === 'up',
            rxBytes: now.rx,
            txBytes: now.tx,
            rxPerS: before && seconds > 0 ? Math.max(0, now.rx - before.rx) / seconds : 0,
            txPerS: before && seconds > 0 ? Math.max(0, now.tx - before.tx) / seconds : 0,
          };
        }),
      );
      return {
        rxPerS: interfaces.reduce((sum, i) => sum + i.rxPerS, 0),
        txPerS: interfaces.reduce((sum, i) => sum + i.txPerS, 0),
        online: interfaces.some((i) => i.up),
        interfaces,
      };
    },
    async processes() {
      return (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).length;
    },
    system: () => fallback.system(),
    uptime: () => os.uptime(),
  };
}

/** The host adapter for this platform: /proc on Linux, systeminformation elsewhere. */
export function createHostProbe(): HostProbe {
  return process.platform === 'linux' && existsSync('/proc/stat') ? createProcfsHost() : createSystemInformationHost();
}
