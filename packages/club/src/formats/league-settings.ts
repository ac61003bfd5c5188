import { addDays, type IsoDate } from '../dates.js';
import { err, ok, type Result } from '../result.js';
import { byeWeekNumbers, leagueNights, parseSeason, type SeasonSettings } from '../season.js';
import { standingsRulesById } from '../standings-rules.js';
import type { LeagueSettings } from './plans.js';
import {
  allowedBestOf,
  withEarlyResults,
  type LeagueRequest,
  type SettingsContext,
  type Settled,
} from './requests.js';

/**
 * A league's settings from the organizer's request (000): its standings rules and their match
 * length, and either weeks and bye weeks by number or a season's dates that give them.
 */
export function leagueSettings(
  request: LeagueRequest,
  context: SettingsContext,
): Result<Settled<LeagueSettings>> {
  const rules = standingsRulesById(request.standings);
  if (rules === undefined)
    return err('UNKNOWN_STANDINGS_RULES', 'must name standings rules the club has', 'standings');
  const bestOf = allowedBestOf(rules, request.bestOf, 'bestOf');
  if (!bestOf.ok) return bestOf;
  // A season's dates give its weeks and bye weeks (000 Section 2).
  const season = request.season === undefined ? ok(null) : seasonOfRequest(request, context.today);
  if (!season.ok) return season;
  const { weeks } = request;
  if (weeks !== undefined)
    for (const [i, w] of request.byeWeeks.entries())
      if (w > weeks) return err('BAD_INPUT', `must be a week from 1 to ${weeks}`, `byeWeeks[${i}]`);
  const settings: LeagueSettings = {
    bestOf: bestOf.value,
    ...(weeks !== undefined ? { weeks } : {}),
    byeWeeks: request.byeWeeks,
    seed: request.seed,
    reportWithinHours: request.reportWithinHours,
    ...(season.value !== null
      ? {
          ...seasonWeeks(season.value),
          reportWithinHours: season.value.reportWithinHours,
          season: season.value,
        }
      : {}),
  };
  return ok({ standings: rules.id, settings: withEarlyResults(settings, request) });
}

/**
 * The season's settings from the request: parseSeason on its `season` with the event's name and
 * 000's dues, time and playoffs as defaults (registration open from `today`, the day it is made,
 * unless it names a date). A bad setting is BAD_SEASON naming "season.<field>"; weeks or bye
 * weeks given beside the dates are BAD_INPUT, as the dates give them.
 */
export function seasonOfRequest(
  request: Pick<LeagueRequest, 'name' | 'season' | 'reportWithinHours' | 'weeks' | 'byeWeeks'>,
  today: IsoDate,
): Result<SeasonSettings> {
  const input = request.season ?? {};
  const night = input['leagueNight'];
  const last = input['lastNight'];
  const parsed = parseSeason({
    name: request.name,
    registrationOpens: today,
    dues: { perPlayer: 5, returningPlayersOnly: true },
    reportWithinHours: request.reportWithinHours,
    playoffs: {
      teams: 16,
      // "league playoffs following after a bye week" (000)
      start: typeof last === 'string' ? addDays(last, 14) : undefined,
    },
    ...input,
    leagueNight:
      typeof night === 'object' && night !== null ? { time: '19:30', place: '', ...night } : night,
  });
  if (!parsed.ok)
    return {
      ok: false,
      error: {
        ...parsed.error,
        at: parsed.error.at === undefined ? 'season' : `season.${parsed.error.at}`,
      },
    };
  if (request.weeks !== undefined) return err('BAD_INPUT', 'come from the season’s dates', 'weeks');
  if (request.byeWeeks.length > 0)
    return err('BAD_INPUT', 'come from the season’s byeNights', 'byeWeeks');
  return parsed;
}

/** The league settings a season gives: its weeks and bye weeks by number. */
export function seasonWeeks(season: SeasonSettings): { weeks: number; byeWeeks: number[] } {
  return { weeks: leagueNights(season).length, byeWeeks: byeWeekNumbers(season) };
}
