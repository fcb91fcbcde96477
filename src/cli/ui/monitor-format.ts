import type { LogEntryDto, ServerStatsDto } from '../../contract/monitoring.js';

/** The monitoring thresholds: under 50 % green, under 80 % yellow, else red (the same as the web screen's). */
export type Level = 'ok' | 'warn' | 'critical';
export const levelOf = (percent: number): Level => (percent < 50 ? 'ok' : percent < 80 ? 'warn' : 'critical');
export const LEVEL_COLOR: Record<Level, 'green' | 'yellow' | 'red'> = { ok: 'green', warn: 'yellow', critical: 'red' };

/** A percentage as a bar of `width` cells: '█' filled, '░' empty. */
export function bar(percent: number, width: number): string {
  const filled = Math.round((Math.max(0, Math.min(100, percent)) / 100) * width);
  return '█'.repeat(filled) + '░'.repeat(width - filled);
}

const TICKS = '▁▂▃▄▅▆▇█';

/** The last `width` values as a sparkline; a percentage series is drawn on 0-100, another on 0 to its maximum. */
export function sparkline(values: number[], width: number, max?: number): string {
  const shown = values.slice(-width);
  if (shown.length === 0) return '';
  const top = max ?? Math.max(1, ...shown);
  return shown.map((v) => TICKS[Math.min(TICKS.length - 1, Math.max(0, Math.round((v / top) * (TICKS.length - 1))))]).join('');
}

const NUMBER = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });
export const num = (n: number) => NUMBER.format(n).replace(/\s/g, ' ');
export const pct = (n: number) => `${num(n)} %`;

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];
export function bytes(n: number): string {
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${num(value)} ${UNITS[unit]}`;
}

export function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d} d ${h} h ${m} min` : `${h} h ${m} min`;
}

/** '2026-11-26T06:55:01.123Z' → '06:55:01' (UTC, as the log and the JSON have it). */
export const clock = (iso: string) => iso.slice(11, 19);

/** The fullest disk, the one the bar shows. */
export const fullestDisk = (stats: ServerStatsDto) => [...stats.disks].sort((a, b) => b.percent - a.percent)[0];

/** The series of the last hour the sparklines draw, oldest first. */
export interface MonitorSeries {
  cpu: number[];
  memory: number[];
  disk: number[];
  requests: number[];
  errors: number[];
}

export const emptySeries = (): MonitorSeries => ({ cpu: [], memory: [], disk: [], requests: [], errors: [] });

/** What the dashboard shows: the latest figures, the hour's series and the latest error lines of the log. */
export interface MonitorFrame {
  stats: ServerStatsDto;
  series: MonitorSeries;
  errors: LogEntryDto[];
}
