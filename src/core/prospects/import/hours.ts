import { foldText } from '../../text/normalize.js';

/** Opening hours as a map keyed by the Czech weekday name. Pure. */
const WEEKDAYS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'] as const;

const DAY_NAMES: string[][] = [
  ['pondeli', 'po', 'monday', 'mon', 'mo'],
  ['utery', 'ut', 'tuesday', 'tue', 'tu'],
  ['streda', 'st', 'wednesday', 'wed', 'we'],
  ['ctvrtek', 'ct', 'thursday', 'thu', 'th'],
  ['patek', 'pa', 'friday', 'fri', 'fr'],
  ['sobota', 'so', 'saturday', 'sat', 'sa'],
  ['nedele', 'ne', 'sunday', 'sun', 'su'],
];
const DAY_INDEX = new Map(DAY_NAMES.flatMap((names, i) => names.map((n) => [n, i] as const)));
const dayOf = (text: string) => DAY_INDEX.get(foldText(text).replace(/\.$/, ''));

/** The weekday's name of an index 0-6 (Monday first), as DAY_INDEX gives them. */
function weekday(i: number): (typeof WEEKDAYS)[number] {
  const day = WEEKDAYS[i];
  if (day === undefined) throw new RangeError(`no weekday ${i}`);
  return day;
}

/**
 * Reads opening hours as files hold them: a JSON object (`{"Pondělí": "9:00-17:00", ...}`) or
 * segments `Po-Pá: 9:00-17:00; So 9-12` (separated by `;`, `|`, `,` or new lines; day ranges
 * expanded; Czech or English day names, full or short). Undefined when it cannot be read.
 */
export function parseOpeningHours(text: string): Record<string, string> | undefined {
  const value = text.trim();
  if (value.startsWith('{')) {
    try {
      const parsed = JSON.parse(value) as Record<string, unknown>;
      const hours: Record<string, string> = {};
      for (const [day, time] of Object.entries(parsed)) {
        const i = dayOf(day);
        if (i === undefined || (typeof time !== 'string' && typeof time !== 'number')) return undefined;
        hours[weekday(i)] = String(time).trim();
      }
      return ordered(hours);
    } catch {
      return undefined;
    }
  }
  const hours: Record<string, string> = {};
  for (const segment of value
    .split(/[;|\n]|,(?=\s*\p{L})/u)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match =
      /^(\p{L}+\.?)(?:\s*[-–]\s*(\p{L}+\.?))?\s*:?\s+(.+)$/u.exec(segment) ??
      /^(\p{L}+\.?)(?:\s*[-–]\s*(\p{L}+\.?))?\s*:\s*(.+)$/u.exec(segment);
    const [, fromDay, toDay, time] = match ?? [];
    if (fromDay === undefined || time === undefined) return undefined;
    const from = dayOf(fromDay);
    const to = toDay === undefined ? from : dayOf(toDay);
    if (from === undefined || to === undefined) return undefined;
    for (let i = from; ; i = (i + 1) % 7) {
      hours[weekday(i)] = time.trim();
      if (i === to) break;
    }
  }
  return Object.keys(hours).length ? ordered(hours) : undefined;
}

function ordered(hours: Record<string, string>): Record<string, string> {
  const days: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const time = hours[day];
    if (time !== undefined) days[day] = time;
  }
  return days;
}
