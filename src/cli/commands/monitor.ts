import { InvalidArgumentError, type Command } from 'commander';
import { createElement } from 'react';
import type { ServerStatsDto, ServerStatsMinuteDto } from '../../contract/monitoring.js';
import type { Monitoring } from '../../core/index.js';
import { onStopSignal } from '../../runtime/signals.js';
import { openContext } from '../context.js';
import { MONITOR_CLI_TEXTS as T } from '../monitor-texts.js';
import { isInteractive, type GlobalFlags } from '../output.js';
import { emptySeries, type MonitorFrame, type MonitorSeries } from '../ui/monitor-format.js';

/** Points a sparkline keeps: an hour of minutes from the history, then this process' own samples. */
const SERIES_POINTS = 60;
/** How often the live view reads the minute history again (its sparklines' past). */
const HISTORY_EVERY_MS = 60_000;

const intervalSeconds = (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 3600) throw new InvalidArgumentError(T.intervalHint);
  return n;
};

/** The hour's series: the history's minutes, then the samples taken since its last minute. */
function seriesOf(history: ServerStatsMinuteDto[], samples: ServerStatsDto[]): MonitorSeries {
  const series = emptySeries();
  const lastMinute = history.at(-1)?.minute ?? '';
  for (const m of history) {
    series.cpu.push(m.cpu_percent);
    series.memory.push(m.memory_percent);
    series.disk.push(m.disk_percent);
    series.requests.push(m.requests);
    series.errors.push(m.errors);
  }
  for (const s of samples) {
    if (s.timestamp < lastMinute) continue;
    series.cpu.push(s.cpu.percent);
    series.memory.push(s.memory.percent);
    series.disk.push(s.disks.reduce((max, d) => Math.max(max, d.percent), 0));
    series.requests.push(s.app.requests_per_min);
    series.errors.push(s.app.errors_per_min);
  }
  for (const key of Object.keys(series) as (keyof MonitorSeries)[]) series[key] = series[key].slice(-SERIES_POINTS);
  return series;
}

/** The live view's frames: a sample each call, the history once a minute, the latest errors of the log store. */
function frames(monitoring: Monitoring, latestErrors: () => Promise<MonitorFrame['errors']>) {
  const sampler = monitoring.standalone();
  const samples: ServerStatsDto[] = [];
  let history: { at: number; minutes: ServerStatsMinuteDto[] } = { at: 0, minutes: [] };
  return async (): Promise<MonitorFrame> => {
    const stats = await sampler.sample();
    samples.push(stats);
    if (samples.length > SERIES_POINTS) samples.shift();
    if (Date.now() - history.at >= HISTORY_EVERY_MS) history = { at: Date.now(), minutes: await monitoring.history(SERIES_POINTS) };
    return { stats, series: seriesOf(history.minutes, samples), errors: await latestErrors() };
  };
}

/** The latest error lines the live view shows (warnings and above, from the server's log store). */
const ERROR_LINES = 5;
const latestErrors = (monitoring: Monitoring) => () => monitoring.logs({ level: 'warn', limit: ERROR_LINES });

/** Without a terminal (or with --json): one `/api/server-stats` object a line every interval (counted from the start of each sample), until stopped. */
async function printLines(monitoring: Monitoring, everySeconds: number, once: boolean, signal: AbortSignal) {
  const sampler = monitoring.standalone();
  while (!signal.aborted) {
    const started = Date.now();
    const stats = await sampler.sample();
    process.stdout.write(`${JSON.stringify({ success: true, ...stats })}\n`);
    if (once) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, everySeconds * 1000 - (Date.now() - started)));
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}

/**
 * `marketplace monitor [--interval S] [--once] [--json]`: the server's figures from the database the
 * server uses and this host (core.monitoring.standalone(): it writes nothing, so it runs beside `serve`
 * or alone). On a terminal the live Ink view until q or Ctrl-C; otherwise JSON lines.
 */
export function registerMonitorCommand(program: Command) {
  program
    .command('monitor')
    .description(T.description)
    .option('--interval <seconds>', T.interval, intervalSeconds, 2)
    .option('--once', T.once)
    .action(async (o: { interval: number; once?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      const stopping = new AbortController();
      const live = !flags.json && !o.once && isInteractive() && Boolean(process.stdin.isTTY);
      // the live view leaves on Ctrl-C itself (raw mode); the lines stop at the signal
      const dispose = live ? () => {} : onStopSignal(() => stopping.abort());
      try {
        if (!live) return await printLines(ctx.core.monitoring, o.interval, Boolean(o.once), stopping.signal);
        const load = frames(ctx.core.monitoring, latestErrors(ctx.core.monitoring));
        const first = await load();
        const [{ renderLive }, { MonitorLive }] = await Promise.all([import('../ui/render.js'), import('../ui/monitor-live.js')]);
        await renderLive(createElement(MonitorLive, { first, load, intervalSeconds: o.interval }));
      } finally {
        dispose();
        await ctx.close();
      }
    });
}
