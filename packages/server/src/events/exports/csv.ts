/**
 * CSV as spreadsheets read it (RFC 4180): a header row, CRLF between rows, a cell quoted when it
 * holds a comma, a quote or a line break (its quotes doubled). A cell that begins with = + - @
 * (or a tab or carriage return) would be run as a formula by Excel, LibreOffice or Google
 * Sheets, so a team named "=HYPERLINK(...)" gets a leading apostrophe: the cell shows as text.
 */

export type CsvCell = string | number | null;

/** Starts a spreadsheet would read as a formula (OWASP's "CSV injection" list). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  // A number is data we wrote: -3 stays a number, never text.
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header row, then one line per row, each line ended by CRLF. */
export function csvOf(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
