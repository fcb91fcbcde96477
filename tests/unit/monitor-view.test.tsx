import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { serverStatsDto, type ServerStatsDto } from '../../src/contract/monitoring.js';
import { bar, levelOf, sparkline, type MonitorFrame } from '../../src/cli/ui/monitor-format.js';
import { MonitorView } from '../../src/cli/ui/monitor-view.js';

const GB = 1024 ** 3;

const stats: ServerStatsDto = {
  timestamp: '2026-11-26T06:55:00.000Z',
  instance: 'salon-server:3003',
  instances: [],
  online: true,
  uptime: 3 * 86_400 + 4 * 3600 + 12 * 60,
  cpu: { percent: 42, usage: 42, cores: 4, load: [1.5, 1.2, 0.9] },
  memory: { total: 16 * GB, used: 10.4 * GB, percent: 65, usage: 65 },
  disks: [
    { mount: '/', size: 100 * GB, used: 91 * GB, percent: 91 },
    { mount: '/boot', size: GB, used: 0.2 * GB, percent: 20 },
  ],
  disk: { mount: '/', usage: 91, free: 9 * GB, total: 100 * GB },
  network: { rx_per_s: 2048, tx_per_s: 1024, status: 'online', interfaces: [] },
  processes: 212,
  system: { hostname: 'salon-server', platform: 'linux', distro: 'Debian GNU/Linux 12', arch: 'x64', node: 'v20.19.0' },
  app: {
    version: '0.1.0',
    db: 'sqlite',
    queue: { pending: 3, sending: 1, unknown: 2, failed: 0 },
    inbox_last_sync: '2026-11-26T06:50:00.000Z',
    requests_per_min: 120,
    errors_per_min: 2,
    bookings_today: 7,
  },
};

const frame: MonitorFrame = {
  stats,
  series: { cpu: [10, 20, 42], memory: [60, 64, 65], disk: [90, 91, 91], requests: [100, 120], errors: [0, 2] },
  errors: [{ time: '2026-11-26T06:54:01.000Z', level: 'error', msg: 'SMTP spojení selhalo', request_id: 'req-7' }],
};

describe('the monitor view (marketplace monitor)', () => {
  it('holds to the contract with its sample', () => {
    expect(serverStatsDto.parse(stats)).toEqual(stats);
  });

  it('colours by the thresholds: under 50 green, under 80 yellow, else red', () => {
    expect([0, 49.9, 50, 79.9, 80, 100].map(levelOf)).toEqual(['ok', 'ok', 'warn', 'warn', 'critical', 'critical']);
    expect(bar(50, 10)).toBe('█████░░░░░');
    expect(bar(150, 4)).toBe('████');
    expect(sparkline([0, 50, 100], 10, 100)).toBe('▁▅█');
    expect(sparkline([1, 2, 3, 4], 2)).toBe('▆█');
  });

  it('shows the host, the bars with their level in words, the fullest disk, the queue, the inbox, the figures and the latest errors', () => {
    const { lastFrame, unmount } = render(<MonitorView frame={frame} width={100} intervalSeconds={2} />);
    const text = lastFrame() ?? '';
    expect(text).toContain('salon-server');
    expect(text).toContain('každé 2 s');
    expect(text).toContain('Online, běží 3 d 4 h 12 min');
    expect(text).toMatch(/CPU\s+█+░+\s+42 %\s+v normě/);
    expect(text).toMatch(/RAM\s+█+░+\s+65 %\s+zvýšené/);
    expect(text).toMatch(/Disk\s+█+░*\s+91 %\s+kritické/);
    expect(text).toContain('disk / 91 GB z 100 GB');
    expect(text).toContain('čeká 3 odesílá se 1 nejisté 2 selhalo 0');
    expect(text).toContain('Poslední synchronizace pošty: 2026-11-26 06:50:00');
    expect(text).toContain('Požadavky za minutu: 120');
    expect(text).toContain('Chyby za minutu: 2');
    expect(text).toContain('Rezervace dnes: 7');
    expect(text).toContain('06:54:01 ERROR SMTP spojení selhalo');
    expect(text).toContain('q nebo Ctrl-C: konec');
    unmount();
  });

  it('says how many instances share the database when there are several', () => {
    const row = { minute: '2026-11-26T06:54:00.000Z', cpu_percent: 1, memory_percent: 1, requests: 1, errors: 0 };
    const several = {
      ...frame,
      stats: {
        ...stats,
        instances: [
          { ...row, instance: 'a:3003' },
          { ...row, instance: 'b:3003' },
        ],
      },
    };
    const { lastFrame, unmount } = render(<MonitorView frame={several} width={140} intervalSeconds={2} />);
    expect(lastFrame()).toContain('instancí na databázi: 2');
    unmount();
  });

  it('fits a narrow terminal: no line is longer than the width', () => {
    const { lastFrame, unmount } = render(<MonitorView frame={{ ...frame, errors: [] }} width={50} intervalSeconds={1} />);
    const lines = (lastFrame() ?? '').split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(50);
    expect(lines.join('\n')).toContain('žádné');
    unmount();
  });
});
