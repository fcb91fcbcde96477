/** Czech number, byte, percent, time and uptime formats of the Webserver screen. */
const NUMBER = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });
const TIME = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'short', timeStyle: 'medium' });
const CLOCK = new Intl.DateTimeFormat('cs-CZ', { hour: '2-digit', minute: '2-digit' });
const DAY_CLOCK = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' });

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

export const formatTime = (iso: string) => TIME.format(new Date(iso));

/** A chart's axis: the clock for an hour or a day, the day and clock for a week. */
export const formatAxis = (iso: string, long: boolean) => (long ? DAY_CLOCK : CLOCK).format(new Date(iso));
