import { isName, isRecord, isWhole } from './check.js';
import { WEEKDAYS, addDays, dayNumber, weekdayOf, type IsoDate, type Weekday } from './dates.js';
import { err, ok, type Result } from './result.js';

/**
 * A league season's settings (000 Section 1 and 2): dates, league night, the scheduled bye weeks,
 * dues, and the limits on forfeits, rescheduling and reporting.
 */
export interface SeasonSettings {
  readonly name: string;
  readonly leagueNight: LeagueNightSetting;
  /** The first and last league nights of the regular season. */
  readonly firstNight: IsoDate;
  readonly lastNight: IsoDate;
  /** League-wide bye weeks: league nights with no matches. */
  readonly byeNights: readonly IsoDate[];
  readonly registrationOpens: IsoDate;
  readonly dues: {
    /** Dollars a player. */
    readonly perPlayer: number;
    /** "only required of returning league players" */
    readonly returningPlayersOnly: boolean;
    /**
     * Who paid shows to every visitor; otherwise only to the organizer and each team its own
     * (issue 27: "who paid dues is public").
     */
    readonly public?: boolean;
  };
  readonly playoffs: { readonly teams: number; readonly start: IsoDate };
  /** A team more than this many minutes late forfeits at the punctual team's discretion. */
  readonly forfeitAfterMinutes: number;
  /** A match must be decided within this many days of league night. */
  readonly decideWithinDays: number;
  /** Scores must be reported within this many hours of the match. */
  readonly reportWithinHours: number;
}

/** When and where league night is: its weekday, time and place, the club's time zone, its length. */
export interface LeagueNightSetting {
  readonly weekday: Weekday;
  readonly time: string;
  readonly place: string;
  /** The club's time zone (IANA, "America/Chicago"): the calendar's clock. */
  readonly timeZone?: string;
  /** Hours a league night lasts (the calendar's end time; 3 when not said). */
  readonly hours?: number;
}

/** The Austin 42 Club's Spring 2011 season, as 000 sets it out. */
export const AUSTIN_SPRING_2011: SeasonSettings = {
  name: 'Austin 42 Club League, Spring 2011',
  leagueNight: { weekday: 'Monday', time: '19:30', place: 'Ginny’s Little Longhorn' },
  firstNight: '2011-01-24',
  lastNight: '2011-04-04',
  byeNights: ['2011-03-14'],
  registrationOpens: '2010-12-28',
  dues: { perPlayer: 5, returningPlayersOnly: true },
  playoffs: { teams: 16, start: '2011-04-18' },
  forfeitAfterMinutes: 30,
  decideWithinDays: 6,
  reportWithinHours: 72,
};

export interface LeagueNight {
  /** Week number, from 1. */
  readonly week: number;
  readonly date: IsoDate;
  /** A league-wide bye week: no matches. */
  readonly bye: boolean;
}

/** Every league night of the regular season, one a week, bye weeks marked. */
export function leagueNights(season: SeasonSettings): LeagueNight[] {
  const nights: LeagueNight[] = [];
  const last = dayNumber(season.lastNight) ?? 0;
  for (let date = season.firstNight, week = 1; (dayNumber(date) ?? 0) <= last; week++) {
    nights.push({ week, date, bye: season.byeNights.includes(date) });
    date = addDays(date, 7);
  }
  return nights;
}

/** The week numbers of the league-wide bye weeks. */
export function byeWeekNumbers(season: SeasonSettings): number[] {
  return leagueNights(season)
    .filter((n) => n.bye)
    .map((n) => n.week);
}

function date(input: Readonly<Record<string, unknown>>, key: string): IsoDate | undefined {
  const v = input[key];
  return dayNumber(v) === undefined ? undefined : (v as IsoDate);
}

/** Checks untrusted season settings; every problem names its field. */
export function parseSeason(input: unknown): Result<SeasonSettings> {
  if (!isRecord(input)) return err('BAD_SEASON', 'season settings must be an object');
  if (!isName(input['name'])) return err('BAD_SEASON', 'must be a name', 'name');
  const night = leagueNightOf(input['leagueNight']);
  if (!night.ok) return night;
  const dates: Record<string, IsoDate> = {};
  for (const key of ['firstNight', 'lastNight', 'registrationOpens']) {
    const d = date(input, key);
    if (d === undefined) return err('BAD_SEASON', 'must be a date "YYYY-MM-DD"', key);
    dates[key] = d;
  }
  const first = dates['firstNight'] as IsoDate;
  const last = dates['lastNight'] as IsoDate;
  const { weekday } = night.value;
  if (weekdayOf(first) !== weekday)
    return err(
      'BAD_SEASON',
      `is a ${weekdayOf(first)}, not league night (${weekday})`,
      'firstNight',
    );
  if ((dayNumber(last) ?? 0) < (dayNumber(first) ?? 0) || weekdayOf(last) !== weekday)
    return err('BAD_SEASON', `must be a ${weekday} on or after firstNight`, 'lastNight');
  const byes = input['byeNights'] ?? [];
  if (!Array.isArray(byes)) return err('BAD_SEASON', 'must be a list of dates', 'byeNights');
  const byeNights: IsoDate[] = [];
  for (const [i, b] of byes.entries()) {
    const d = dayNumber(b);
    if (d === undefined) return err('BAD_SEASON', 'must be a date "YYYY-MM-DD"', `byeNights[${i}]`);
    const f = dayNumber(first) ?? 0;
    if (d < f || d > (dayNumber(last) ?? 0) || (d - f) % 7 !== 0)
      return err('BAD_SEASON', 'must be one of the season’s league nights', `byeNights[${i}]`);
    byeNights.push(b as IsoDate);
  }
  const dues = duesOf(input['dues']);
  if (!dues.ok) return dues;
  const playoffs = input['playoffs'];
  if (!isRecord(playoffs)) return err('BAD_SEASON', 'must be an object', 'playoffs');
  if (!isWhole(playoffs['teams'], 2))
    return err('BAD_SEASON', 'must be a whole number of at least 2', 'playoffs.teams');
  const start = date(playoffs, 'start');
  if (start === undefined)
    return err('BAD_SEASON', 'must be a date "YYYY-MM-DD"', 'playoffs.start');
  const limits: Record<string, number> = {};
  for (const [key, fallback] of [
    ['forfeitAfterMinutes', 30],
    ['decideWithinDays', 6],
    ['reportWithinHours', 72],
  ] as const) {
    const v = input[key] ?? fallback;
    if (!isWhole(v)) return err('BAD_SEASON', 'must be a whole number', key);
    limits[key] = v;
  }
  return ok({
    name: input['name'].trim(),
    leagueNight: night.value,
    firstNight: first,
    lastNight: last,
    byeNights,
    registrationOpens: dates['registrationOpens'] as IsoDate,
    dues: dues.value,
    playoffs: { teams: playoffs['teams'], start },
    forfeitAfterMinutes: limits['forfeitAfterMinutes'] ?? 30,
    decideWithinDays: limits['decideWithinDays'] ?? 6,
    reportWithinHours: limits['reportWithinHours'] ?? 72,
  });
}

/** A season's dues as given: dollars a player, returning players only, published or not. */
function duesOf(dues: unknown): Result<SeasonSettings['dues']> {
  if (!isRecord(dues)) return err('BAD_SEASON', 'must be an object', 'dues');
  if (!isWhole(dues['perPlayer']))
    return err('BAD_SEASON', 'must be a whole number of dollars', 'dues.perPlayer');
  if (typeof dues['returningPlayersOnly'] !== 'boolean')
    return err('BAD_SEASON', 'must be true or false', 'dues.returningPlayersOnly');
  if (dues['public'] !== undefined && typeof dues['public'] !== 'boolean')
    return err('BAD_SEASON', 'must be true or false', 'dues.public');
  return ok({
    perPlayer: dues['perPlayer'],
    returningPlayersOnly: dues['returningPlayersOnly'],
    ...(dues['public'] === true ? { public: true } : {}),
  });
}

/** League night as given: a weekday, "HH:MM", a place, and optionally a time zone and hours. */
function leagueNightOf(night: unknown): Result<LeagueNightSetting> {
  if (!isRecord(night)) return err('BAD_SEASON', 'must be an object', 'leagueNight');
  const weekday = night['weekday'];
  if (typeof weekday !== 'string' || !(WEEKDAYS as readonly string[]).includes(weekday))
    return err('BAD_SEASON', `must be one of ${WEEKDAYS.join(', ')}`, 'leagueNight.weekday');
  const time = night['time'];
  if (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    return err('BAD_SEASON', 'must be a time "HH:MM"', 'leagueNight.time');
  const place = night['place'] ?? '';
  if (typeof place !== 'string') return err('BAD_SEASON', 'must be text', 'leagueNight.place');
  const zone = night['timeZone'];
  if (zone !== undefined && !isTimeZone(zone))
    return err(
      'BAD_SEASON',
      'must be a time zone such as "America/Chicago"',
      'leagueNight.timeZone',
    );
  const hours = night['hours'];
  if (hours !== undefined && (!isWhole(hours, 1) || hours > 12))
    return err('BAD_SEASON', 'must be a whole number of hours, 1 to 12', 'leagueNight.hours');
  return ok({
    weekday: weekday as Weekday,
    time,
    place,
    ...(typeof zone === 'string' ? { timeZone: zone } : {}),
    ...(hours === undefined ? {} : { hours }),
  });
}

/** An IANA time zone the runtime knows ("America/Chicago"). */
function isTimeZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
