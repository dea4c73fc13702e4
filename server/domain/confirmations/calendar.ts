/**
 * One event as an iCalendar file (RFC 5545), for a calendar app to add:
 * times in UTC (`…Z`), so no time-zone table is needed and every app shows
 * the visit at its Stockholm time; text escaped and lines folded at 75
 * octets as the RFC asks; CRLF line ends.
 */
interface CalendarEvent {
  /** Stable per booking, so a second file of the same booking updates the first event instead of adding one. */
  uid: string;
  startMs: number;
  endMs: number;
  /** When the file was written. */
  stampMs: number;
  summary: string;
  location?: string;
  description?: string;
}

/** `20261203T090000Z`. */
const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line into pieces of at most 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts towards their 75.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hemglans//Bokning//SV',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stampMs)}`,
    `DTSTART:${utc(event.startMs)}`,
    `DTEND:${utc(event.endMs)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
