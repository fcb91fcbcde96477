import { Box, Text } from 'ink';
import { MONITOR_CLI_TEXTS as T } from '../monitor-texts.js';
import { bar, bytes, clock, fullestDisk, LEVEL_COLOR, levelOf, num, pct, sparkline, uptime, type MonitorFrame } from './monitor-format.js';

/** Columns of the label, the bar and the figure; the sparkline takes what is left of the terminal's width. */
const LABEL = 6;
const BAR = 20;
const FIGURE = 10;
const LEVEL = 10;

function Gauge({ label, percent, series, width }: { label: string; percent: number; series: number[]; width: number }) {
  const level = levelOf(percent);
  const spark = Math.max(0, width - LABEL - BAR - FIGURE - LEVEL - 4);
  return (
    <Text wrap="truncate">
      {label.padEnd(LABEL)}
      <Text color={LEVEL_COLOR[level]}>{bar(percent, BAR)}</Text> {pct(percent).padStart(FIGURE - 1)}{' '}
      <Text color={LEVEL_COLOR[level]}>{T.levels[level].padEnd(LEVEL - 1)}</Text> <Text dimColor>{sparkline(series, spark, 100)}</Text>
    </Text>
  );
}

/**
 * `marketplace monitor` on a terminal: the host line, bars of CPU, memory and the fullest disk coloured
 * by the thresholds (with the level in words) and their sparklines of the last hour, network, the
 * application's figures (queue by state, the mailbox's last sync, requests and errors a minute with
 * sparklines, bookings today) and the latest error lines. `width` is the terminal's columns.
 */
export function MonitorView({
  frame,
  width,
  intervalSeconds,
  notice,
}: {
  frame: MonitorFrame;
  width: number;
  intervalSeconds: number;
  notice?: string;
}) {
  const { stats, series, errors } = frame;
  const disk = fullestDisk(stats);
  const { app } = stats;
  const spark = Math.max(0, Math.min(60, width - 40));
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {T.title(stats.system.hostname, stats.timestamp.slice(0, 19).replace('T', ' '), intervalSeconds, stats.instances.length)}
      </Text>
      <Text wrap="truncate">
        <Text color={stats.online ? 'green' : 'red'}>{stats.online ? T.online : T.offline}</Text>
        {T.hostLine(uptime(stats.uptime), stats.cpu.cores, stats.cpu.load.map(num).join(' / '), stats.processes)}
      </Text>
      <Gauge label={T.cpu} percent={stats.cpu.percent} series={series.cpu} width={width} />
      <Gauge label={T.memory} percent={stats.memory.percent} series={series.memory} width={width} />
      {disk ? <Gauge label={T.disk} percent={disk.percent} series={series.disk} width={width} /> : <Text dimColor>{T.noDisk}</Text>}
      <Text wrap="truncate" dimColor>
        {T.memoryLine(bytes(stats.memory.used), bytes(stats.memory.total))}
        {disk ? T.diskLine(disk.mount, bytes(disk.used), bytes(disk.size)) : ''}
        {T.network(bytes(stats.network.rx_per_s), bytes(stats.network.tx_per_s))}
      </Text>
      <Box marginTop={1} flexDirection="column">
        <Text wrap="truncate">
          {T.queue}
          {(['pending', 'sending', 'unknown', 'failed'] as const).map((state) => (
            <Text key={state} color={(state === 'unknown' || state === 'failed') && app.queue[state] > 0 ? 'red' : undefined}>
              {` ${T.queueStates[state]} ${app.queue[state]}`}
            </Text>
          ))}
        </Text>
        <Text wrap="truncate">{T.inbox(app.inbox_last_sync ? app.inbox_last_sync.slice(0, 19).replace('T', ' ') : T.never)}</Text>
        <Text wrap="truncate">
          {T.requests(num(app.requests_per_min)).padEnd(26)}
          <Text dimColor>{sparkline(series.requests, spark)}</Text>
        </Text>
        <Text wrap="truncate">
          <Text color={app.errors_per_min > 0 ? 'red' : undefined}>{T.errors(num(app.errors_per_min)).padEnd(26)}</Text>
          <Text dimColor>{sparkline(series.errors, spark)}</Text>
        </Text>
        <Text wrap="truncate">{T.bookings(app.bookings_today)}</Text>
      </Box>
      <Box marginTop={1} flexDirection="column">
        <Text bold>{T.latestErrors}</Text>
        {errors.length === 0 ? (
          <Text dimColor>{T.noErrors}</Text>
        ) : (
          errors.map((line, index) => (
            <Text key={`${line.time}-${index}`} wrap="truncate" color={line.level === 'warn' ? 'yellow' : 'red'}>
              {`${clock(line.time)} ${line.level.toUpperCase()} ${line.msg}`}
            </Text>
          ))
        )}
      </Box>
      {notice && <Text color="red">{notice}</Text>}
      <Text dimColor>{T.leave}</Text>
    </Box>
  );
}
