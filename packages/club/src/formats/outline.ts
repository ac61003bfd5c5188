import { bracketOfMatches, type EventMatchResult } from '../event-results.js';
import type { Result } from '../result.js';
import type { Standings } from '../standings.js';
import { isLineOf, seedTeam, type PoolLines, type ProgressivePlan } from './plans.js';

/**
 * What an event's page shows, as a format lays it out from its plan, its settings and its
 * matches: its rounds (a league's weeks, a round robin's rounds, a bracket's, each pool's), its
 * standings, its brackets, its champion. Plain data naming matches by id: the server puts its
 * own view of each match where the outline names it, and the team names on the standings.
 */

/** A match as an outline places and judges it: its id beside its result's facts. */
export interface OutlineMatch extends EventMatchResult {
  readonly id: string;
}

/** A round of the page: its matches by id, in the order they were given. */
export interface OutlineRound {
  readonly round: number;
  /** "Week 3", "Round 2", "Semifinals", "Pool A, round 1", "Playoffs final". */
  readonly label: string;
  readonly bestOf: number;
  /** A league-wide bye week (000): no matches. */
  readonly leagueBye: boolean;
  /** The teams with a bye this round. */
  readonly byes: readonly string[];
  readonly matches: readonly string[];
}

/** A bracket fed by earlier play (the pools' two, a league's playoffs): its seeds and rounds. */
export interface OutlineBracket {
  /** Each seed's team and where it came from ("A1": pool A's first; "3": third in standings). */
  readonly seeds: readonly { readonly team: string; readonly from: string }[];
  readonly rounds: readonly OutlineRound[];
  readonly champion: string | null;
}

export interface OutlinePool {
  /** "A", "B"... */
  readonly name: string;
  readonly teams: readonly string[];
  readonly rounds: readonly OutlineRound[];
  readonly standings: Result<Standings>;
}

/** Pools (001): each pool's rounds and standings, then the brackets its leaders advance to. */
export interface OutlinePools {
  readonly pools: readonly OutlinePool[];
  readonly advance: number;
  /** Every pool match has a final result: the organizer may advance the pools. */
  readonly poolsDone: boolean;
  readonly drawn: readonly { readonly pool: string; readonly order: readonly string[] }[];
  readonly championship: OutlineBracket | null;
  readonly consolation: OutlineBracket | null;
}

export interface EventOutline {
  /** Every round of the event in order, its brackets' included. */
  readonly rounds: readonly OutlineRound[];
  /** The event's standings (a league, a round robin), or null: it has none. */
  readonly standings: Result<Standings> | null;
  readonly champion: string | null;
  /** A league's playoffs, once begun (000 Section 6). */
  readonly playoffs?: OutlineBracket;
  readonly pools?: OutlinePools;
  /** Progressive tables (002): their state, drawn by the server with who may enter marks. */
  readonly tables?: ProgressivePlan;
  /** Bracket results that could not be placed (a result the bracket refuses), to be logged. */
  readonly refused: readonly string[];
}

/** An event not made yet: no rounds, no standings, no champion. */
export const NO_OUTLINE: EventOutline = {
  rounds: [],
  standings: null,
  champion: null,
  refused: [],
};

/** "Final", "Semifinals", "Quarterfinals", else "Round n". */
export function roundLabel(round: number, rounds: number): string {
  if (round === rounds) return 'Final';
  if (round === rounds - 1) return 'Semifinals';
  if (round === rounds - 2) return 'Quarterfinals';
  return `Round ${round}`;
}

/**
 * The ids of the matches by round, in their order: one pass over them (a 256-team round robin
 * has 32,640), not a search per round.
 */
export function idsByRound(matches: readonly OutlineMatch[]): (round: number) => string[] {
  const byRound = new Map<number, string[]>();
  for (const m of matches) {
    const ids = byRound.get(m.round);
    if (ids === undefined) byRound.set(m.round, [m.id]);
    else ids.push(m.id);
  }
  return (round) => byRound.get(round) ?? [];
}

/** A round of a schedule: a league's week, a round robin's round, a pool's. */
export function scheduledRound(
  round: number,
  label: string,
  bestOf: number,
  byes: readonly string[],
  matches: readonly string[],
  leagueBye = false,
): OutlineRound {
  return { round, label, bestOf, leagueBye, byes, matches };
}

/**
 * A bracket's rounds and champion as its lines' final results make it: its rounds at the event's
 * round numbers (its offset on), each with its own lines' matches; `refused` gets the results
 * the bracket could not place.
 */
export function bracketOutline(
  lines: Pick<PoolLines, 'bracket' | 'seeds' | 'prefix' | 'offset'>,
  matches: readonly OutlineMatch[],
  refused: string[],
): Omit<OutlineBracket, 'seeds'> {
  const own = matches.filter((m) => isLineOf(lines, m));
  const made = bracketOfMatches(
    lines.bracket,
    lines.seeds,
    own.map((m) => ({ ...m, round: m.round - lines.offset })),
  );
  for (const r of made.refused) {
    const m = own.find((x) => x.round === lines.offset + r.round && x.index === r.index);
    refused.push(`${m?.id ?? '?'}: ${r.message}`);
  }
  const { rounds } = made.bracket;
  return {
    rounds: rounds.map((r) =>
      scheduledRound(
        lines.offset + r.round,
        roundLabel(r.round, rounds.length),
        r.bestOf,
        [],
        own.filter((m) => m.round === lines.offset + r.round).map((m) => m.id),
      ),
    ),
    champion: seedTeam(lines, made.bracket.champion),
  };
}

/** A bracket fed by earlier play (the pools', a league's playoffs), with its seeds' places. */
export function seededOutline(
  lines: PoolLines,
  matches: readonly OutlineMatch[],
  refused: string[],
): OutlineBracket {
  return {
    seeds: lines.seeds.map((team, i) => ({ team, from: lines.from[i] ?? '?' })),
    ...bracketOutline(lines, matches, refused),
  };
}

/** Rounds labelled as a part's among the event's: "Playoffs final", "Pool A, round 2". */
export function labelled(rounds: readonly OutlineRound[], part: string): OutlineRound[] {
  return rounds.map((r) => ({ ...r, label: `${part} ${r.label.toLowerCase()}` }));
}
