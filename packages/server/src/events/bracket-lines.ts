import type { Bracket } from '@texas42/club';
import type { EventMatch, EventPoolBracket } from '@texas42/protocol';
import type { Transaction } from 'kysely';
import type { Database, EventMatchesTable } from '../db/schema.js';
import type { BracketLines, PoolLines } from './format-plans.js';
import { bracketOf, roundLabel } from './assembly.js';
import type { Plan } from './plan.js';
import { updateMatch, type NewMatchRow } from './repository.js';

/** A single elimination's bracket as lines: rows "r<round>-<line>" at their own round numbers. */
export function singleLines(plan: Extract<Plan, { kind: 'single-elimination' }>): BracketLines {
  return { bracket: plan.bracket, seeds: plan.seeds, prefix: 'r', offset: 0 };
}

/** Every bracket of an event's plan: a single elimination's, the pools' two, a league's playoffs. */
export function planLines(plan: Plan): BracketLines[] {
  if (plan.kind === 'single-elimination') return [singleLines(plan)];
  if (plan.kind === 'pools')
    return [plan.championship, plan.consolation].filter((l): l is PoolLines => l !== null);
  if (plan.kind === 'league' && plan.playoffs !== undefined) return [plan.playoffs];
  return [];
}

/** The bracket a match row is a line of, or null (a league week's, a pool's, a round robin's). */
export function linesOf(plan: Plan, row: EventMatchesTable): BracketLines | null {
  return planLines(plan).find((l) => row.id.startsWith(l.prefix) && row.round > l.offset) ?? null;
}

/** A fresh match row to insert: no result, no table, version 0 (other columns start null). */
export function matchRow(
  eventId: string,
  id: string,
  round: number,
  idx: number,
  bestOf: number,
  teams: readonly [string | null, string | null],
  status: EventMatchesTable['status'],
): NewMatchRow {
  return {
    event_id: eventId,
    id,
    round,
    idx,
    additional: 0,
    best_of: bestOf,
    team_a: teams[0],
    team_b: teams[1],
    status,
    version: 0,
  };
}

/** The rows of this bracket, at its own round numbers (1 = its first round). */
export function ownRows(
  lines: BracketLines,
  rows: readonly EventMatchesTable[],
): EventMatchesTable[] {
  return rows
    .filter((r) => r.id.startsWith(lines.prefix) && r.round > lines.offset)
    .map((r) => ({ ...r, round: r.round - lines.offset }));
}

/** The bracket as its rows' final results make it. */
export function linesBracket(lines: BracketLines, rows: readonly EventMatchesTable[]): Bracket {
  return bracketOf(
    { kind: 'single-elimination', bracket: lines.bracket, seeds: lines.seeds },
    ownRows(lines, rows),
  );
}

/** The team id of a bracket line's slot (a seed), or null. */
function teamOf(lines: BracketLines, slot: unknown): string | null {
  return typeof slot === 'number' ? (lines.seeds[slot - 1] ?? null) : null;
}

/** Every line of a new bracket: round 1's matches ready (or byes), later lines waiting. */
export function bracketRows(eventId: string, lines: BracketLines, bracket: Bracket): NewMatchRow[] {
  return bracket.rounds.flatMap((round) =>
    round.matches.map((m) => {
      const teams = [teamOf(lines, m.slots[0]), teamOf(lines, m.slots[1])] as const;
      const status =
        m.decidedBy === 'bye'
          ? 'bye'
          : teams[0] !== null && teams[1] !== null
            ? 'awaiting-report'
            : 'waiting';
      return matchRow(
        eventId,
        `${lines.prefix}${m.round}-${m.index + 1}`,
        lines.offset + m.round,
        m.index,
        m.bestOf,
        teams,
        status,
      );
    }),
  );
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
      const [a, b] = [teamOf(lines, m.slots[0]), teamOf(lines, m.slots[1])];
      if (row === undefined || row.status !== 'waiting' || a === null || b === null) continue;
      await updateMatch(trx, row, { team_a: a, team_b: b, status: 'awaiting-report' }, at);
    }
  return teamOf(lines, bracket.champion);
}

/** A seeded bracket's view: its seeds and where they came from, its rounds' matches, its winner. */
export function seededBracketView(
  lines: PoolLines,
  rows: readonly EventMatchesTable[],
  matches: readonly EventMatch[],
): EventPoolBracket {
  const bracket = linesBracket(lines, rows);
  const champion = bracket.champion === null ? null : (lines.seeds[bracket.champion - 1] ?? null);
  return {
    seeds: lines.seeds.map((team, i) => ({ team, from: lines.from[i] ?? '?' })),
    rounds: bracket.rounds.map((r) => ({
      round: lines.offset + r.round,
      label: roundLabel(r.round, bracket.rounds.length),
      bestOf: r.bestOf,
      leagueBye: false,
      byes: [],
      matches: matches.filter(
        (m) => m.id.startsWith(lines.prefix) && m.round === lines.offset + r.round,
      ),
    })),
    champion,
  };
}
