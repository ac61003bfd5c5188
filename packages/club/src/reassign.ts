import { isName, isWhole } from './check.js';
import { err, ok, type Result } from './result.js';
import { seedRng, shuffle, type Rng } from './rng.js';
import { meetings, pairKey, type Pairing, type Schedule } from './schedule.js';

/**
 * Re-assignment of matches when a team joins or drops out (000 Section 2): "the re-assignments
 * will be done as randomly as possible and affecting the minimum number of teams possible".
 * Only the matches of the team that joins or drops, and of the teams left without an opponent,
 * change; every other match stays where it was.
 */
interface Orphan {
  readonly team: string;
  readonly week: number;
}

type MutableWeek = {
  week: number;
  leagueBye: boolean;
  matches: Pairing[];
  byes: string[];
  additional: Pairing[];
};

function copyWeeks(schedule: Schedule): MutableWeek[] {
  return schedule.weeks.map((w) => ({
    ...w,
    matches: [...w.matches],
    byes: [...w.byes],
    additional: [...w.additional],
  }));
}

function freeze(teams: readonly string[], weeks: MutableWeek[]): Schedule {
  return { teams: [...teams], weeks: weeks };
}

/**
 * Pairs the teams left without a match: two orphans of the same week play on that league night;
 * otherwise an additional match, listed in the later of the two weeks, is played on a date the
 * teams choose. Opponents not yet met come first, then the earliest week, then the draw.
 * An odd orphan left over keeps its bye.
 */
function pairOrphans(
  weeks: MutableWeek[],
  orphans: readonly Orphan[],
  met: Map<string, number>,
  rng: Rng,
): void {
  const [drawn] = shuffle(rng, orphans);
  const pool = drawn.sort((a, b) => a.week - b.week);
  while (pool.length > 0) {
    const o = pool.shift() as Orphan;
    let best = -1;
    let bestKey: [number, number] = [Infinity, Infinity];
    pool.forEach((c, i) => {
      if (c.team === o.team) return;
      const key: [number, number] = [met.get(pairKey(o.team, c.team)) ?? 0, c.week];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = i;
        bestKey = key;
      }
    });
    if (best < 0) continue; // keeps its bye
    const c = pool.splice(best, 1)[0] as Orphan;
    const k = pairKey(o.team, c.team);
    met.set(k, (met.get(k) ?? 0) + 1);
    const later = weeks.find((w) => w.week === Math.max(o.week, c.week));
    if (later === undefined) continue;
    if (o.week === c.week && !later.leagueBye) {
      later.matches.push([o.team, c.team]);
      later.byes = later.byes.filter((t) => t !== o.team && t !== c.team);
    } else later.additional.push([o.team, c.team]);
  }
}

function checkWeek(schedule: Schedule, afterWeek: unknown, max: number): Result<number> {
  if (!isWhole(afterWeek) || afterWeek > max)
    return err('BAD_INPUT', `must be a whole number of weeks played, 0 to ${max}`, 'afterWeek');
  return ok(Math.min(afterWeek, schedule.weeks.length));
}

/**
 * A team drops out after `afterWeek` weeks: its remaining matches go, and the teams it would have
 * played are paired with each other instead.
 */
export function dropTeam(
  schedule: Schedule,
  team: string,
  afterWeek: unknown,
  seed: number | string = 1,
): Result<Schedule> {
  if (!schedule.teams.includes(team))
    return err('UNKNOWN_TEAM', `"${team}" is not in the schedule`, 'team');
  const after = checkWeek(schedule, afterWeek, schedule.weeks.length);
  if (!after.ok) return after;
  const weeks = copyWeeks(schedule);
  const orphans: Orphan[] = [];
  for (const w of weeks) {
    if (w.week <= after.value) continue;
    w.byes = w.byes.filter((t) => t !== team);
    for (const [a, b] of w.matches)
      if (a === team || b === team) {
        const other = a === team ? b : a;
        orphans.push({ team: other, week: w.week });
        w.byes.push(other);
      }
    for (const [a, b] of w.additional)
      if (a === team || b === team) orphans.push({ team: a === team ? b : a, week: w.week });
    w.matches = w.matches.filter(([a, b]) => a !== team && b !== team);
    w.additional = w.additional.filter(([a, b]) => a !== team && b !== team);
  }
  const met = meetings(schedule);
  pairOrphans(weeks, orphans, met, seedRng(seed));
  return ok(
    freeze(
      schedule.teams.filter((t) => t !== team),
      weeks,
    ),
  );
}

/**
 * A team joins after `afterWeek` weeks (0 or 1: "Teams ... may be added to the schedule up through
 * the first week of the season"). It plays every remaining league night: a team with a bye that
 * week if there is one, otherwise one team of a drawn match, whose opponent is then paired by an
 * additional match with another team left without one.
 */
export function addTeam(
  schedule: Schedule,
  team: unknown,
  afterWeek: unknown,
  seed: number | string = 1,
): Result<Schedule> {
  if (!isName(team)) return err('BAD_INPUT', 'must be a team name', 'team');
  if (schedule.teams.includes(team))
    return err('TEAM_ALREADY_SCHEDULED', `"${team}" is already in the schedule`);
  if (isWhole(afterWeek) && afterWeek > 1)
    return err(
      'TOO_LATE_TO_JOIN',
      `a team may be added only up through the first week of the season, not after week ${afterWeek}`,
    );
  const after = checkWeek(schedule, afterWeek, 1);
  if (!after.ok) return after;
  const weeks = copyWeeks(schedule);
  const met = meetings(schedule);
  const orphans: Orphan[] = [];
  let rng = seedRng(seed);
  for (const w of weeks) {
    if (w.week <= after.value) continue;
    if (w.leagueBye) {
      w.byes.push(team);
      continue;
    }
    const unmet = (t: string): number => met.get(pairKey(team, t)) ?? 0;
    let opponent: string;
    const [byes, afterByes] = shuffle(rng, w.byes);
    const idle = byes.sort((a, b) => unmet(a) - unmet(b))[0];
    if (idle !== undefined) {
      rng = afterByes;
      opponent = idle;
      w.byes = w.byes.filter((t) => t !== idle);
    } else {
      const [order, next] = shuffle(rng, w.matches);
      rng = next;
      const pick = order.sort(
        (a, b) => Math.min(unmet(a[0]), unmet(a[1])) - Math.min(unmet(b[0]), unmet(b[1])),
      )[0];
      if (pick === undefined) {
        w.byes.push(team);
        continue;
      }
      const [a, b] = unmet(pick[0]) <= unmet(pick[1]) ? pick : [pick[1], pick[0]];
      opponent = a;
      w.matches = w.matches.filter((m) => m !== pick);
      w.byes.push(b);
      orphans.push({ team: b, week: w.week });
    }
    w.matches.push([opponent, team]);
    const k = pairKey(team, opponent);
    met.set(k, (met.get(k) ?? 0) + 1);
  }
  pairOrphans(weeks, orphans, met, rng);
  return ok(freeze([...schedule.teams, team], weeks));
}
