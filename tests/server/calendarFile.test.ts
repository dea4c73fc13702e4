import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile } from '../../server/domain/confirmations/calendar';

/**
 * The booking confirmation's calendar file against an independent
 * iCalendar parser (`ical.js`): whatever the texts hold (commas,
 * semicolons, backslashes, line breaks, Swedish letters, emoji, any
 * length), the parser reads back the same texts and times, and no line
 * is longer than 75 octets (RFC 5545 3.1).
 */

const text = fc.string({ unit: fc.constantFrom('a', 'Å', 'ö', ',', ';', '\\', '\n', ' ', ':', '😀', 'x', 'é'), minLength: 1, maxLength: 300 });

describe('calendarFile', () => {
  it('reads back the same event in ical.js, every line within 75 octets', () => {
    fc.assert(
      fc.property(text, text, text, fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), fc.integer({ min: 1, max: 600 }), (summary, location, description, startS, minutes) => {
        const startMs = startS * 1000;
        const file = calendarFile({ uid: 'b-1@hemglans', startMs, endMs: startMs + minutes * 60_000, stampMs: startMs - 1000, summary, location, description });
        expect(file.endsWith('\r\n')).toBe(true);
        for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!);
        expect(event.summary).toBe(summary);
        expect(event.location).toBe(location);
        expect(event.description).toBe(description);
        expect(event.uid).toBe('b-1@hemglans');
        expect(event.startDate.toJSDate().getTime()).toBe(startMs);
        expect(event.endDate.toJSDate().getTime()).toBe(startMs + minutes * 60_000);
      }),
      { numRuns: 300 },
    );
  });
});
