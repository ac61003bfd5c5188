import type {
  EventAuditEntry,
  EventMatch,
  EventPlayer,
  EventSummary,
  EventTeam,
} from '@texas42/protocol';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { winnerOf } from './assembly.js';
import { TABLE_ACTOR } from './online-tables.js';
import { letTheLoopGo } from './repository/index.js';
import type { StoredResult } from './stored.js';

/**
 * The parts of an event's view made from its rows one by one: its summary, its teams with their
 * players' names, each match with its audit log. A big schedule's are made a step at a time.
 */

export function eventSummary(
  row: EventsTable,
  names: ReadonlyMap<string, string>,
  teamCount: number,
): EventSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    rules: row.rules,
    standingsRules: row.standings,
    status: row.status,
    organizer: { id: row.organizer_id, name: names.get(row.organizer_id) ?? '?' },
    teamCount,
    createdAt: row.created_at,
  };
}

/** The teams with their players' names; a named player (no account yet) says so. */
export function teamViews(
  teams: readonly EventTeamsTable[],
  names: ReadonlyMap<string, string>,
  named: ReadonlySet<string>,
): EventTeam[] {
  const player = (u: string | null) =>
    u === null
      ? null
      : { id: u, name: names.get(u) ?? '?', ...(named.has(u) ? { named: true as const } : {}) };
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    seed: t.seed,
    players: [player(t.player1_id), player(t.player2_id)],
    ...(t.invited_id == null ? {} : { invited: player(t.invited_id) as EventPlayer }),
  }));
}

/** A match row with its result (`resultOf`'s) as the API shows it, its log's actors by name. */
export function matchView(
  row: EventMatchesTable,
  result: StoredResult | null,
  names: ReadonlyMap<string, string>,
): EventMatch {
  const log: EventAuditEntry[] = (result?.state.log ?? []).map((entry, k) => {
    const actor = result?.actors[k] ?? '';
    return {
      ...entry,
      actor: actor.startsWith(TABLE_ACTOR) ? 'online table' : (names.get(actor) ?? '?'),
    };
  });
  return {
    id: row.id,
    round: row.round,
    index: row.idx,
    additional: row.additional === 1,
    bestOf: row.best_of,
    teams: [row.team_a, row.team_b],
    status: row.status,
    reporter: result?.state.reporter ?? null,
    outcome: result?.state.outcome ?? null,
    winner: row.status === 'bye' ? row.team_a : winnerOf(row),
    tableId: row.table_id,
    log,
  };
}

/** Items a step of a big view's building takes before the event loop is let go. */
export const STEP = 2000;

/** `items` mapped STEP at a time, the event loop let go between steps. */
export async function inSteps<T, U>(
  items: readonly T[],
  f: (item: T, i: number) => U,
): Promise<U[]> {
  const out: U[] = [];
  for (let from = 0; from < items.length; from += STEP) {
    if (from > 0) await letTheLoopGo();
    const to = Math.min(items.length, from + STEP);
    for (let i = from; i < to; i++) out.push(f(items[i] as T, i));
  }
  return out;
}
