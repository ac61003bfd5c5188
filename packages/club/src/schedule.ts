import { firstDuplicate, isName, isRecord, isWhole } from './check.js';
import { err, ok, type Result } from './result.js';
import { nextInt, seedRng, shuffle, type Rng } from './rng.js';
import { roundRobinRounds } from './round-robin.js';

/**
 * A league season's schedule (000 Section 2): "Participating teams are scheduled randomly for
 * one league match per week", every team the same number of matches, no opponent met twice while
 * that can be avoided, the league-wide bye weeks empty, and with an odd number of teams the byes
 * spread evenly, made up by additional matches "played on a date determined by the teams
 * involved".
 */
export type Pairing = readonly [string, string];

export interface ScheduledWeek {
  /** Week number, from 1. */
  readonly week: number;
  /** A league-wide bye week: no matches, every team listed in byes. */
  readonly leagueBye: boolean;
  /** League-night matches. */
  readonly matches: readonly Pairing[];
  /** Teams without a league-night match this week. */
  readonly byes: readonly string[];
  /** Additional matches that make up byes, played on a date the two teams choose. */
  readonly additional: readonly Pairing[];
}

export interface Schedule {
  readonly teams: readonly string[];
  readonly weeks: readonly ScheduledWeek[];
}

export interface ScheduleSettings {
  readonly teams: readonly string[];
  /** Weeks of the regular season, league-wide bye weeks included. */
  readonly weeks: number;
  /** League-wide bye week numbers. */
  readonly byeWeeks: readonly number[];
  readonly seed: number | string;
}

/** Checks untrusted schedule settings; every problem names its field. */
export function parseScheduleSettings(input: unknown): Result<ScheduleSettings> {
  if (!isRecord(input)) return err('BAD_SCHEDULE_SETTINGS', 'schedule settings must be an object');
  const teams = input['teams'];
  if (!Array.isArray(teams) || teams.length < 2)
    return err('BAD_SCHEDULE_SETTINGS', 'must list at least two teams', 'teams');
  for (const [i, t] of teams.entries())
    if (!isName(t)) return err('BAD_SCHEDULE_SETTINGS', 'must be a team name', `teams[${i}]`);
  const dup = firstDuplicate(teams as string[]);
  if (dup !== undefined) return err('BAD_SCHEDULE_SETTINGS', `names "${dup}" twice`, 'teams');
  const weeks = input['weeks'];
  if (!isWhole(weeks, 1) || weeks > 520)
    return err('BAD_SCHEDULE_SETTINGS', 'must be a whole number from 1 to 520', 'weeks');
  const byeWeeks = input['byeWeeks'] ?? [];
  if (!Array.isArray(byeWeeks))
    return err('BAD_SCHEDULE_SETTINGS', 'must be a list of week numbers', 'byeWeeks');
  for (const [i, w] of byeWeeks.entries())
    if (!isWhole(w, 1) || w > weeks)
      return err('BAD_SCHEDULE_SETTINGS', `must be a week from 1 to ${weeks}`, `byeWeeks[${i}]`);
  if (new Set(byeWeeks).size !== byeWeeks.length)
    return err('BAD_SCHEDULE_SETTINGS', 'names a week twice', 'byeWeeks');
  const seed = input['seed'] ?? 1;
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isInteger(seed)))
    return err('BAD_SCHEDULE_SETTINGS', 'must be a whole number or a string', 'seed');
  return ok({ teams: teams as string[], weeks, byeWeeks: byeWeeks as number[], seed });
}

interface Round {
  readonly pairs: Pairing[];
  readonly byes: string[];
  /** For the partial last cycle: the circle label of the team sitting out, to place additional matches. */
  readonly label: number | null;
}

/**
 * One pass of the circle (every pair meets once) under a random assignment of teams to places
 * and in a random order of rounds.
 */
function fullCycle(teams: readonly string[], rng: Rng): [Round[], Rng] {
  const [perm, r1] = shuffle(rng, teams);
  const rounds = roundRobinRounds(teams.length).map((round) => ({
    pairs: round.pairs.map(([a, b]) => [perm[a], perm[b]] as unknown as Pairing),
    byes: round.bye === null ? [] : [perm[round.bye] as string],
    label: null,
  }));
  return shuffle(r1, rounds);
}

/**
 * The first `count` rounds of a last, partial pass. With an odd number of teams the rounds are
 * chosen around one round c of the circle, so that the byes can be made up fairly:
 * - an even number of rounds: the teams sitting out are pairs of round c (which is left out), so
 *   each pair has not met in this pass and plays an additional match;
 * - an odd number: every team cannot get an additional match (the count of team-matches would be
 *   odd), so the teams without a bye in this pass drop their match of round c instead; then every
 *   team has exactly one bye in the pass.
 */
function partialCycle(
  teams: readonly string[],
  count: number,
  rng: Rng,
): [Round[], Pairing[][], Rng] {
  const n = teams.length;
  const [perm, r1] = shuffle(rng, teams);
  const circle = roundRobinRounds(n);
  if (n % 2 === 0) {
    const [picked, r2] = shuffle(r1, circle);
    const rounds = picked.slice(0, count).map((round) => ({
      pairs: round.pairs.map(([a, b]) => [perm[a], perm[b]] as unknown as Pairing),
      byes: [],
      label: null,
    }));
    return [rounds, [], r2];
  }
  const [cIndex, r2] = nextInt(r1, n);
  const [cPairs, r3] = shuffle(r2, circle[cIndex]?.pairs ?? []);
  let labels: number[];
  let additionalLabels: (readonly [number, number])[] = [];
  const dropped = new Set<number>();
  if (count % 2 === 0) {
    additionalLabels = cPairs.slice(0, count / 2);
    labels = additionalLabels.flat();
  } else {
    for (const [a, b] of cPairs.slice(0, (n - count) / 2)) dropped.add(a).add(b);
    labels = circle.map((_, k) => k).filter((k) => !dropped.has(k));
  }
  const [order, r4] = shuffle(r3, labels);
  const team = (k: number): string => perm[k] as string;
  const rounds: Round[] = order.map((k) => {
    const round = circle[k];
    const pairs = (round?.pairs ?? []).filter(
      ([a, b]) => k !== cIndex || !(dropped.has(a) && dropped.has(b)),
    );
    const byes = [k, ...(k === cIndex ? [...dropped] : [])].map(team);
    return { pairs: pairs.map(([a, b]) => [team(a), team(b)] as const), byes, label: k };
  });
  // Additional matches, by the position of the later of the two byes they make up.
  const additional: Pairing[][] = rounds.map(() => []);
  for (const [a, b] of additionalLabels) {
    const at = Math.max(order.indexOf(a), order.indexOf(b));
    additional[at]?.push([team(a), team(b)]);
  }
  return [rounds, additional, r4];
}

/** A random schedule from checked settings. */
export function buildSchedule(settings: ScheduleSettings): Schedule {
  const { teams, weeks } = settings;
  const byeWeeks = new Set(settings.byeWeeks);
  const playing = weeks - byeWeeks.size;
  const perCycle = teams.length % 2 === 0 ? teams.length - 1 : teams.length;
  let rng = seedRng(settings.seed);
  const rounds: Round[] = [];
  let additional: Pairing[][] = [];
  for (let c = 0; c < Math.floor(playing / perCycle); c++) {
    const [cycle, next] = fullCycle(teams, rng);
    rounds.push(...cycle);
    rng = next;
  }
  const rest = playing % perCycle;
  if (rest > 0) {
    const [partial, extra] = partialCycle(teams, rest, rng);
    additional = [...rounds.map(() => []), ...extra];
    rounds.push(...partial);
  }
  const out: ScheduledWeek[] = [];
  let i = 0;
  for (let week = 1; week <= weeks; week++) {
    if (byeWeeks.has(week)) {
      out.push({ week, leagueBye: true, matches: [], byes: [...teams], additional: [] });
      continue;
    }
    const round = rounds[i];
    out.push({
      week,
      leagueBye: false,
      matches: round?.pairs ?? [],
      byes: round?.byes ?? [],
      additional: additional[i] ?? [],
    });
    i++;
  }
  return { teams: [...teams], weeks: out };
}

/** Checks the settings and makes the schedule: deterministic for a seed. */
export function makeSchedule(input: unknown): Result<Schedule> {
  const settings = parseScheduleSettings(input);
  return settings.ok ? ok(buildSchedule(settings.value)) : settings;
}

/** Every match a team plays in the schedule (league nights and additional), by week. */
export function matchesOf(schedule: Schedule, team: string): { week: number; opponent: string }[] {
  const out: { week: number; opponent: string }[] = [];
  for (const w of schedule.weeks)
    for (const [a, b] of [...w.matches, ...w.additional]) {
      if (a === team) out.push({ week: w.week, opponent: b });
      else if (b === team) out.push({ week: w.week, opponent: a });
    }
  return out;
}

/** How many times each pair has met, keyed "A|B" with A < B. */
export function meetings(schedule: Schedule): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of schedule.weeks)
    for (const p of [...w.matches, ...w.additional]) {
      const key = pairKey(p[0], p[1]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return counts;
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
