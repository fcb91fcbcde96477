import { describe, expect, it } from 'vitest';
import { bookingIcs } from '../../src/core/booking/ics.js';

const event = (description: string, extra: Partial<Parameters<typeof bookingIcs>[0]> = {}) =>
  bookingIcs({
    uid: 'booking-1@marketplace',
    start: new Date('2026-11-23T09:00:00Z'),
    end: new Date('2026-11-23T10:00:00Z'),
    timeZone: 'Europe/Prague',
    summary: 'Střih',
    location: 'Salon Eva, Brno',
    description,
    stamp: new Date('2026-11-22T09:00:00Z'),
    ...extra,
  });
/** The content lines, unfolded (RFC 5545, section 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('booking .ics', () => {
  it('escapes a bare CR, a bare LF and CRLF in text values: no line break but CRLF between content lines', () => {
    const ics = event('Poznámka:\rbez fénu\nprosím\r\nděkuji; Eva, 2. patro\\A');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(ics);
    expect(lines).toContain('DESCRIPTION:Poznámka:\\nbez fénu\\nprosím\\nděkuji\\; Eva\\, 2. patro\\\\A');
    expect(lines).toContain('LOCATION:Salon Eva\\, Brno');
    expect(lines.filter((l) => l.startsWith('BEGIN:'))).toHaveLength(5);
  });

  it('keeps an organizer address on its line and folds long lines within 75 octets', () => {
    const ics = event('x'.repeat(200), { organizerEmail: 'eva@salon.cz\r\nATTENDEE:mailto:evil@example.cz', summary: 'Ř'.repeat(60) });
    expect(unfolded(ics)).toContain('ORGANIZER:mailto:eva@salon.czATTENDEE:mailto:evil@example.cz');
    expect(unfolded(ics).some((l) => l.startsWith('ATTENDEE'))).toBe(false);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded(ics)).toContain(`SUMMARY:${'Ř'.repeat(60)}`);
  });
});
