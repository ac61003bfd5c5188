import {
  bracketMatches,
  feedingLines,
  formatOf,
  isLineOf,
  seedTeam,
  type Bracket,
  type BracketLines,
  type Plan,
  type PlannedMatch,
} from '@texas42/club';
import type { EventMatch } from '@texas42/protocol';
import type { Transaction } from 'kysely';
import type { Database, EventMatchesTable } from '../db/schema.js';
import { bracketOf } from './assembly.js';
import { updateMatch, type NewMatchRow } from './repository/index.js';

/** Every bracket of an event's plan (its format's): a single elimination's, the pools' two, playoffs. */
export function planLines(plan: Plan): readonly BracketLines[] {
  return formatOf(plan.kind).brackets(plan);
}

/** The bracket a match row is a line of, or null (a league week's, a pool's, a round robin's). */
export function linesOf(plan: Plan, row: EventMatchesTable): BracketLines | null {
  return planLines(plan).find((l) => isLineOf(l, row)) ?? null;
}

/** What the view says of a bracket's line besides its row: its name and the lines feeding it. */
export type LineFacts = Required<Pick<EventMatch, 'line' | 'feeders'>>;

/**
 * Each bracket line's name ("2-3") and feeders by match id, from the club's bracket: the lines of
 * the round before that feed its sides (feedingLines). The page looks them up instead of
 * knowing how a bracket feeds.
 */
export function bracketLineFacts(
  plan: Plan | null,
  rows: readonly EventMatchesTable[],
): ReadonlyMap<string, LineFacts> {
  const facts = new Map<string, LineFacts>();
  for (const lines of plan === null ? [] : planLines(plan)) {
    const own = ownRows(lines, rows);
    const at = new Map(own.map((r) => [`${r.round}-${r.idx}`, r.id]));
    for (const r of own) {
      const [a, b] = feedingLines(r.idx);
      const feeder = (i: number) => at.get(`${r.round - 1}-${i}`) ?? null;
      facts.set(r.id, { line: `${r.round}-${r.idx + 1}`, feeders: [feeder(a), feeder(b)] });
    }
  }
  return facts;
}

/** A planned match (the format's) as a row to insert: no result, no table, version 0. */
export function rowOf(eventId: string, m: PlannedMatch): NewMatchRow {
  return {
    event_id: eventId,
    id: m.id,
    round: m.round,
    idx: m.index,
    additional: m.additional ? 1 : 0,
    best_of: m.bestOf,
    team_a: m.teams[0],
    team_b: m.teams[1],
    status: m.status,
    version: 0,
  };
}

/** The rows of this bracket, at its own round numbers (1 = its first round). */
export function ownRows(
  lines: BracketLines,
  rows: readonly EventMatchesTable[],
): EventMatchesTable[] {
  return rows
    .filter((r) => isLineOf(lines, r))
    .map((r) => ({ ...r, round: r.round - lines.offset }));
}

/** The bracket as its rows' final results make it. */
export function linesBracket(lines: BracketLines, rows: readonly EventMatchesTable[]): Bracket {
  return bracketOf(lines, ownRows(lines, rows));
}

/** Every line of a new bracket as rows: round 1's matches ready (or byes), later lines waiting. */
export function bracketRows(eventId: string, lines: BracketLines, bracket: Bracket): NewMatchRow[] {
  return bracketMatches(lines, bracket).map((m) => rowOf(eventId, m));
}

/** After a final result: the lines whose two teams are now known get them; answers the champion. */
export async function fillLines(
  trx: Transaction<Database>,
  lines: BracketLines,
  rows: readonly EventMatchesTable[],
  at: string,
): Promise<string | null> {
  const bracket = linesBracket(lines, rows);
  for (const round of bracket.rounds)
    for (const m of round.matches) {
      const row = rows.find(
        (r) =>
          r.id.startsWith(lines.prefix) && r.round === lines.offset + m.round && r.idx === m.index,
      );
      const [a, b] = [seedTeam(lines, m.slots[0]), seedTeam(lines, m.slots[1])];
      if (row === undefined || row.status !== 'waiting' || a === null || b === null) continue;
      await updateMatch(trx, row, { team_a: a, team_b: b, status: 'awaiting-report' }, at);
    }
  return seedTeam(lines, bracket.champion);
}
