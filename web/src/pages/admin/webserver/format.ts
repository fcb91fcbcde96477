/** Czech number, byte, percent, time and uptime formats of the Webserver screen (times in the operator's zone). */
const NUMBER = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });
const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY_CLOCK: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' };

/** One formatter per pattern and zone (the charts format hundreds of ticks). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(name: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${name} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat('cs-CZ', { ...options, timeZone })));
  return formatter;
}

export const formatNumber = (n: number) => NUMBER.format(n);
export const formatPercent = (percent: number) => `${NUMBER.format(percent)} %`;

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];
/** 8 589 934 592 → '8 GB' (powers of 1024, one decimal). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${NUMBER.format(value)} ${UNITS[unit]}`;
}

/** Seconds up → '3 d 4 h 12 min'. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days} d ${hours} h ${minutes} min` : `${hours} h ${minutes} min`;
}

/** A time in the operator's time zone (Nastavení › Obecné), whatever the browser's. */
export const formatTime = (iso: string, timeZone: string) => formatterOf('time', TIME, timeZone).format(new Date(iso));

/** A chart's axis: the clock for an hour or a day, the day and clock for a week (the operator's zone). */
export const formatAxis = (iso: string, long: boolean, timeZone: string) =>
  (long ? formatterOf('day', DAY_CLOCK, timeZone) : formatterOf('clock', CLOCK, timeZone)).format(new Date(iso));
