/**
 * iCalendar text as RFC 5545 writes it: CRLF after every content line, lines longer than 75
 * octets folded (CRLF and one space, never inside a UTF-8 character), TEXT values escaped.
 */

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded at 75 octets (3.1): each continuation starts with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation 74 after its leading space.
  let room = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The calendar's lines, each folded and ended by CRLF. */
export function icsOf(lines: readonly string[]): string {
  return lines.map((l) => `${foldLine(l)}\r\n`).join('');
}

/** A UTC date-time (3.3.5, form 2): 20260126T180000Z. */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A date (3.3.4) from "2011-01-24": 20110124. */
export function icsDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/**
 * The instant a local date and time has in a time zone ("2011-01-24", "19:30", "America/Chicago"
 * is 2011-01-25T01:30Z): the zone's offset read at that moment, read again once (a night that a
 * daylight-saving change moves).
 */
export function zonedInstant(isoDate: string, time: string, zone: string): number {
  const [y, mo, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const first = asUtc - offsetAt(asUtc, zone);
  return asUtc - offsetAt(first, zone);
}

/** The zone's offset from UTC at an instant, in milliseconds (Central in winter: -6 hours). */
function offsetAt(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(ms / 1000) * 1000;
}
