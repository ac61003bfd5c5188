/**
 * Calendar dates as "YYYY-MM-DD" strings and moments as ISO 8601 strings: plain data that
 * serializes as is. Day arithmetic is in UTC, so a league night never moves with daylight time.
 */
export type IsoDate = string;
/** A moment, e.g. "2011-01-24T19:30:00-06:00". */
export type IsoTime = string;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a valid "YYYY-MM-DD", or undefined. */
export function dayNumber(date: unknown): number | undefined {
  if (typeof date !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m === null) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return undefined;
  return ms / DAY_MS;
}

export function dateOfDay(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return dateOfDay((dayNumber(date) ?? 0) + days);
}

export function weekdayOf(date: IsoDate): Weekday {
  const day = dayNumber(date) ?? 0;
  // 1970-01-01 was a Thursday.
  return WEEKDAYS[(((day + 4) % 7) + 7) % 7] as Weekday;
}

/** Milliseconds since the epoch of an ISO 8601 moment with a date and a time, or undefined. */
export function timeOf(moment: unknown): number | undefined {
  if (typeof moment !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(moment))
    return undefined;
  const ms = Date.parse(moment);
  return Number.isNaN(ms) ? undefined : ms;
}

export function hoursBetween(from: number, to: number): number {
  return (to - from) / 3_600_000;
}

export function minutesBetween(from: number, to: number): number {
  return (to - from) / 60_000;
}
