import {
  buildBracket,
  eliminateNoShows,
  recordBracketResult,
  type Bracket,
  type BracketSettings,
} from './bracket.js';
import { matchWinner } from './match-rules.js';
import type { RoundRobinRoundOf } from './pools.js';
import { isFinal, type MatchResult } from './results.js';
import type { Schedule } from './schedule.js';
import type { StandingsRules } from './standings-rules.js';
import { computeStandings, type MatchRecord, type Standings } from './standings.js';
import type { Result } from './result.js';

/**
 * An event's matches as an organizer keeps them (results, no-shows, byes), turned into what the
 * club's formats take: who won each match, a bracket's state, a league's or round robin's
 * standings. The bracket and the standings are never stored; they are made from the matches.
 */
export interface EventMatchResult {
  readonly round: number;
  /** Its place in its round, from 0. */
  readonly index: number;
  /** An additional match of a league week, made up for byes (000). */
  readonly additional: boolean;
  /** Null while a bracket line is undecided. */
  readonly teams: readonly [string | null, string | null];
  /** Its status as kept: a result's status, or "bye", "waiting", "no-show". */
  readonly status: string;
  readonly result: MatchResult | null;
  /** The team eliminated for not reporting (003), when a no-show decided the match. */
  readonly absent: string | null;
}

/**
 * The team that won a match: the other team of a no-show or a forfeit, else the side that won more
 * games (matchWinner); null until the result is final (confirmed or ruled).
 */
export function winnerOfMatch(match: EventMatchResult): string | null {
  const [a, b] = match.teams;
  if (match.absent !== null) return match.absent === a ? b : a;
  return match.result === null ? null : resultWinner(match.result);
}

/** The team that won a final result, or null while it is not final. */
export function resultWinner(result: MatchResult): string | null {
  if (!isFinal(result) || result.outcome === null) return null;
  const [a, b] = result.teams;
  const outcome = result.outcome;
  if (outcome.kind === 'forfeit') return outcome.forfeit === a ? b : a;
  return matchWinner(outcome.games) === 0 ? a : b;
}

/** A final result as a standings record: its games (timed or not) or its forfeit. */
function recordOf(result: MatchResult): MatchRecord | null {
  if (!isFinal(result) || result.outcome === null) return null;
  const { teams, outcome } = result;
  if (outcome.kind === 'forfeit') return { teams, forfeit: outcome.forfeit };
  return { teams, games: outcome.games, ...(outcome.timed === true ? { timed: true } : {}) };
}

/** A bracket made from its matches, and the matches the bracket refused (with why). */
export interface BracketOfMatches {
  readonly bracket: Bracket;
  readonly refused: readonly {
    readonly round: number;
    readonly index: number;
    readonly message: string;
  }[];
}

/**
 * A single elimination's bracket as its matches' final results make it: round 1 from the seeds
 * (`seeds[0]` is seed 1), each final result or no-show (003: "A team not reporting within 5
 * minutes of estimated start time will be eliminated") advancing its winner, round by round.
 */
export function bracketOfMatches(
  settings: BracketSettings,
  seeds: readonly string[],
  matches: readonly EventMatchResult[],
): BracketOfMatches {
  let bracket = buildBracket(settings);
  const refused: { round: number; index: number; message: string }[] = [];
  const seedOf = new Map(seeds.map((team, i) => [team, i + 1]));
  const ordered = [...matches].sort((x, y) => x.round - y.round || x.index - y.index);
  for (const m of ordered) {
    const at = { round: m.round, match: m.index };
    let next: Result<Bracket>;
    if (m.absent !== null) next = eliminateNoShows(bracket, at, [seedOf.get(m.absent) ?? 0]);
    else {
      const winner = winnerOfMatch(m);
      const outcome = m.result?.outcome ?? null;
      if (winner === null || outcome === null) continue;
      next = recordBracketResult(bracket, {
        ...at,
        winner: seedOf.get(winner),
        ...(outcome.kind === 'games'
          ? { games: outcome.games, timed: outcome.timed === true }
          : {}),
      });
    }
    if (next.ok) bracket = next.value;
    else refused.push({ round: m.round, index: m.index, message: next.error.message });
  }
  return { bracket, refused };
}

/** What a league or a round robin is played from: its schedule, or its rounds and teams. */
export type StandingsPlan =
  | { readonly kind: 'league'; readonly schedule: Schedule }
  | {
      readonly kind: 'round-robin';
      /** Team ids in the order the rounds were made from. */
      readonly teams: readonly string[];
      readonly rounds: readonly RoundRobinRoundOf[];
    };

/**
 * Standings of a league or a round robin from its matches' final results and its byes: a
 * league's byes of completed weeks (nothing under the Austin rules, a game won 7-4 under NPA's),
 * a round robin's BYEs as soon as the rounds are made (the NPA BYE, 7-4, for the team with it).
 * A league's playoffs (rounds past its weeks) are not its season.
 */
export function standingsOfMatches(
  rules: StandingsRules,
  plan: StandingsPlan,
  matches: readonly EventMatchResult[],
): Result<Standings> {
  const records: MatchRecord[] = [];
  const weeks = plan.kind === 'league' ? new Set(plan.schedule.weeks.map((w) => w.week)) : null;
  for (const m of matches) {
    if (weeks !== null && !weeks.has(m.round)) continue;
    const record = m.result === null ? null : recordOf(m.result);
    if (record !== null) records.push(record);
  }
  const byes = (team: string): void => void records.push({ teams: [team], bye: true });
  if (plan.kind === 'round-robin')
    for (const round of plan.rounds) {
      if (round.bye !== null) byes(round.bye);
    }
  else
    for (const week of plan.schedule.weeks) {
      if (week.leagueBye) continue;
      const ofWeek = matches.filter((m) => m.round === week.week && !m.additional);
      if (
        ofWeek.length > 0 &&
        ofWeek.every((m) => m.status === 'confirmed' || m.status === 'ruled')
      )
        week.byes.forEach(byes);
    }
  const teams = plan.kind === 'round-robin' ? plan.teams : plan.schedule.teams;
  return computeStandings(rules, teams, records);
}
