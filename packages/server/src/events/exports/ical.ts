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
