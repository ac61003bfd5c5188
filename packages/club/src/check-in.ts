import { isName } from './check.js';
import { timeOf, type IsoTime } from './dates.js';
import { err, ok, type Result } from './result.js';
import { seedRng, shuffle } from './rng.js';

/**
 * Check-in on a tournament day (003: "Check in starts at 9am, ends at 10am") and the draw for
 * tables (002: "Players will draw lots for table assignment.").
 */
export interface CheckIn {
  readonly opens: IsoTime;
  readonly closes: IsoTime;
  readonly teams: readonly { readonly team: string; readonly at: IsoTime }[];
}

export function openCheckIn(opens: IsoTime, closes: IsoTime): Result<CheckIn> {
  const o = timeOf(opens);
  const c = timeOf(closes);
  if (o === undefined) return err('BAD_INPUT', 'must be a date and time (ISO 8601)', 'opens');
  if (c === undefined || c <= o) return err('BAD_INPUT', 'must be a time after opens', 'closes');
  return ok({ opens, closes, teams: [] });
}

export function checkInTeam(state: CheckIn, team: unknown, at: unknown): Result<CheckIn> {
  if (!isName(team)) return err('BAD_INPUT', 'must be a team name', 'team');
  const t = timeOf(at);
  if (t === undefined) return err('BAD_INPUT', 'must be a date and time (ISO 8601)', 'at');
  if (t < (timeOf(state.opens) ?? 0) || t > (timeOf(state.closes) ?? 0))
    return err('CHECK_IN_CLOSED', `check-in is open from ${state.opens} to ${state.closes}`, 'at');
  if (state.teams.some((c) => c.team === team))
    return err('ALREADY_CHECKED_IN', `${team} has already checked in`);
  return ok({ ...state, teams: [...state.teams, { team, at: at as IsoTime }] });
}

export function checkedInTeams(state: CheckIn): string[] {
  return state.teams.map((c) => c.team);
}

/** Teams drawn to tables: table 1 (the head table) first, two teams a table. */
export function drawTables(
  teams: readonly string[],
  seed: number | string,
): Result<(readonly [string, string])[]> {
  if (teams.length < 2) return err('TOO_FEW_TEAMS', 'a table needs two teams', 'teams');
  if (teams.length % 2 === 1)
    return err('ODD_NUMBER_OF_TEAMS', `${teams.length} teams cannot fill tables of two`, 'teams');
  const [drawn] = shuffle(seedRng(seed), teams);
  const tables: (readonly [string, string])[] = [];
  for (let i = 0; i < drawn.length; i += 2)
    tables.push([drawn[i] as string, drawn[i + 1] as string]);
  return ok(tables);
}
