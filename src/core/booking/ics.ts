import { DateTime } from 'luxon';

/**
 * An iCalendar invitation (RFC 5545) of one booking, its times in the business's zone. The three
 * editions' zones (Prague, Bratislava, Warsaw) share the EU rule: CET, and CEST from the last Sunday
 * of March to the last Sunday of October; the VTIMEZONE says so.
 */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  organizerEmail?: string | null;
  stamp: Date;
}

/** TEXT values (RFC 5545, section 3.3.11): backslash, `;` and `,` escaped; CRLF, a bare CR and a bare LF all become `\n`. */
const escape = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
/** Lines longer than 75 octets are folded (RFC 5545, section 3.1); a continuation's leading space counts. */
const fold = (line: string) => {
  const parts: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  while (rest.length > (parts.length ? 74 : 75)) {
    let cut = parts.length ? 74 : 75;
    while (cut > 0 && ((rest[cut] ?? 0) & 0xc0) === 0x80) cut -= 1; // never inside a UTF-8 sequence
    parts.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
  }
  parts.push(rest.toString('utf8'));
  return parts.join('\r\n ');
};
const local = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).toFormat("yyyyMMdd'T'HHmmss");
const utc = (date: Date) => DateTime.fromJSDate(date, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");

export function bookingIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//marketplace//booking//CS',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${event.timeZone}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${local(event.start, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${local(event.end, event.timeZone)}`,
    `SUMMARY:${escape(event.summary)}`,
    `LOCATION:${escape(event.location)}`,
    `DESCRIPTION:${escape(event.description)}`,
    ...(event.organizerEmail ? [`ORGANIZER:mailto:${event.organizerEmail.replace(/[\r\n]/g, '')}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
