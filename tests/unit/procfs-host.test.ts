import { describe, expect, it } from 'vitest';
import { busyPercent, createProcfsHost, interfaceBytes } from '../../src/adapters/monitoring/procfs-host.js';

describe('the /proc host of server monitoring', () => {
  it('computes the busy share between two /proc/stat readings (idle and iowait idle)', () => {
    // user nice system idle iowait irq softirq steal
    expect(busyPercent([100, 0, 100, 700, 100, 0, 0, 0], [150, 0, 150, 800, 100, 0, 0, 0])).toBe(50);
    expect(busyPercent([1, 1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1])).toBe(0);
  });

  it('reads the bytes of each interface but loopback from /proc/net/dev', () => {
    const text = [
      'Inter-|   Receive                                                |  Transmit',
      ' face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed',
      '    lo: 5000 10 0 0 0 0 0 0 5000 10 0 0 0 0 0 0',
      '  eth0: 1200 12 0 0 0 0 0 0 3400 15 0 0 0 0 0 0',
    ].join('\n');
    expect([...interfaceBytes(text)]).toEqual([['eth0', { rx: 1200, tx: 3400 }]]);
  });

  it.runIf(process.platform === 'linux')('answers plausible figures of this host', async () => {
    const host = createProcfsHost();
    const load = await host.load();
    expect(load.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(load.cpuPercent).toBeLessThanOrEqual(100);
    expect(load.cores).toBeGreaterThan(0);
    const memory = await host.memory();
    expect(memory.used).toBeGreaterThan(0);
    expect(memory.used).toBeLessThanOrEqual(memory.total);
    const disks = await host.disks();
    expect(disks.length).toBeGreaterThan(0);
    for (const d of disks) expect(d.used).toBeLessThanOrEqual(d.size);
    expect(await host.processes()).toBeGreaterThan(0);
    await host.network();
    const network = await host.network();
    expect(network.rxPerS).toBeGreaterThanOrEqual(0);
    // every non-loopback interface with its counters; the total is the sum of the interfaces' rates
    for (const i of network.interfaces) {
      expect(i.name).not.toMatch(/^lo/);
      expect(i.rxBytes).toBeGreaterThanOrEqual(0);
      expect(i.rxPerS).toBeGreaterThanOrEqual(0);
      expect(Array.isArray(i.addresses)).toBe(true);
    }
    expect(network.rxPerS).toBeCloseTo(
      network.interfaces.reduce((sum, i) => sum + i.rxPerS, 0),
      6,
    );
  });
});
