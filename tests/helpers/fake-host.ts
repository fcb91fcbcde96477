import type { HostProbe } from '../../src/core/index.js';

/** A host of fixed figures that a test changes (the host is the outside world: a fake of it is fine). */
export function fakeHost() {
  const figures = {
    cpuPercent: 12.34,
    memory: { total: 8_000_000_000, used: 2_000_000_000 },
    disks: [
      { mount: '/', size: 100_000_000_000, used: 40_000_000_000 },
      { mount: '/data', size: 50_000_000_000, used: 10_000_000_000 },
    ],
    processCalls: 0,
  };
  const host: HostProbe = {
    load: () => Promise.resolve({ cpuPercent: figures.cpuPercent, cores: 4, load: [0.5, 0.25, 0.125] }),
    memory: () => Promise.resolve({ ...figures.memory }),
    disks: () => Promise.resolve(figures.disks.map((d) => ({ ...d }))),
    network: () =>
      Promise.resolve({
        rxPerS: 1000.4,
        txPerS: 500.6,
        online: true,
        interfaces: [
          {
            name: 'eth0',
            addresses: ['192.0.2.10', '2001:db8::10'],
            up: true,
            rxBytes: 123456789,
            txBytes: 98765432,
            rxPerS: 1000.4,
            txPerS: 500.6,
          },
        ],
      }),
    processes: () => {
      figures.processCalls += 1;
      return Promise.resolve(123);
    },
    system: () => Promise.resolve({ hostname: 'test-host', platform: 'linux', distro: 'Debian 13', arch: 'x64' }),
    uptime: () => 3600.4,
  };
  return { host, figures };
}
