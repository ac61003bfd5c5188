import {
  checkTableMarks,
  tableNeedsWinner,
  finishMiniGame,
  finishRound,
  type ClubError,
  type ProgressiveState,
  type TableResult,
} from '@texas42/club';
import type {
  EventProgressive,
  EventProgressiveTable,
  EventRequestBody,
  Me,
} from '@texas42/protocol';
import type { EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { ProgressivePlan } from '@texas42/club';
import { clubError } from './club-errors.js';
import { teamOfPlayer } from './teams.js';

/**
 * Progressive tables (002): the club's progressive state (the draw for tables, punches, movement,
 * the final round, the mini-game) stored as the event's plan, with the marks entered at each table
 * of the round being played. There are no match rows: a table's game is its two marks.
 */

/** A round that cannot end yet, or a game that is over, is a conflict with the event's state. */
const CONFLICTS = new Set(['ROUND_NOT_COMPLETE', 'TIE_NEEDS_WINNER', 'TOURNAMENT_OVER', 'NO_TIE']);

function progressiveError(e: ClubError): ServerError {
  return CONFLICTS.has(e.code) ? new ServerError(409, e.code, e.message, e.at) : clubError(e);
}

const zeroMarks = (state: ProgressiveState): (readonly [number, number])[] =>
  state.tables.map(() => [0, 0] as const);

function playing(plan: ProgressivePlan): void {
  if (plan.state.phase !== 'rounds' && plan.state.phase !== 'final')
    throw new ServerError(
      409,
      plan.state.phase === 'done' ? 'TOURNAMENT_OVER' : 'MINI_GAME',
      plan.state.phase === 'done'
        ? 'the tournament is over'
        : 'the round is over: a mini-game decides the tie',
    );
}

/** A table's marks as they stand (the organizer, or a player of one of the table's two teams). */
export function enterMarks(
  plan: ProgressivePlan,
  table: number,
  body: EventRequestBody<'tableMarks'>,
  may: (teams: readonly [string, string]) => boolean,
): ProgressivePlan {
  playing(plan);
  const seated = plan.state.tables[table - 1];
  if (seated === undefined)
    throw new ServerError(
      404,
      'NOT_FOUND',
      `table: there is no table ${table} this round (tables 1 to ${plan.state.tables.length})`,
      'table',
    );
  if (!may(seated))
    throw new ServerError(
      403,
      'NOT_AT_TABLE',
      `only a player of the two teams at table ${table} or the organizer may enter its marks`,
    );
  const possible = checkTableMarks(plan.state, body.marks);
  if (!possible.ok) throw clubError(possible.error);
  const marks = plan.marks.map((m, i) => (i === table - 1 ? body.marks : m));
  return { ...plan, marks };
}

/** The organizer stops the round: every table's marks as entered, ties by `ties`. */
export function endRound(
  plan: ProgressivePlan,
  body: EventRequestBody<'endRound'>,
): ProgressivePlan {
  playing(plan);
  for (const [i, t] of body.ties.entries())
    if (t.table > plan.state.tables.length)
      throw new ServerError(
        400,
        'BAD_REQUEST',
        `ties[${i}].table: there is no table ${t.table} this round`,
        `ties[${i}].table`,
      );
  const results: TableResult[] = plan.marks.map((marks, i) => {
    const tie = body.ties.find((t) => t.table === i + 1);
    return tie === undefined ? { marks } : { marks, winner: tie.winner };
  });
  const next = finishRound(plan.state, results);
  if (!next.ok) throw progressiveError(next.error);
  return { kind: 'progressive', state: next.value, marks: zeroMarks(next.value) };
}

/** A mini-game to three marks between two of the teams tied on punches. */
export function miniGame(
  plan: ProgressivePlan,
  body: EventRequestBody<'miniGame'>,
): ProgressivePlan {
  const next = finishMiniGame(plan.state, body.teams, body.marks);
  if (!next.ok) throw progressiveError(next.error);
  return { ...plan, state: next.value };
}

/** The view: the tables of the round being played, the punches, the rounds played. */
export function progressiveView(
  plan: ProgressivePlan,
  may: (teams: readonly [string, string]) => boolean,
): EventProgressive {
  const { state } = plan;
  const order = state.history.at(-1)?.tables.flat() ?? state.tables.flat();
  return {
    phase: state.phase,
    round: state.round,
    rounds: state.settings.rounds,
    finalTeams: state.settings.finalTeams,
    miniGameMarks: state.settings.miniGameMarks,
    tables: state.tables.map((teams, i): EventProgressiveTable => {
      const [a, b] = plan.marks[i] ?? [0, 0];
      const canEnter = may(teams);
      const stands = (m: readonly [number, number]) => checkTableMarks(state, m).ok;
      return {
        table: i + 1,
        teams,
        marks: [a, b],
        winner: null,
        canEnter,
        ...(canEnter ? { more: [stands([a + 1, b]), stands([a, b + 1])] as const } : {}),
        needsWinner: tableNeedsWinner(state, i + 1, [a, b]),
      };
    }),
    punches: Object.entries(state.punches)
      .map(([team, punches]) => ({ team, punches }))
      .sort((a, b) => b.punches - a.punches || order.indexOf(a.team) - order.indexOf(b.team)),
    history: state.history.map((r) => ({
      round: r.round,
      final: r.final,
      tables: r.tables.map((teams, i) => ({
        table: i + 1,
        teams,
        marks: r.results[i]?.marks ?? [0, 0],
        winner: r.winners[i] ?? null,
      })),
    })),
    tied: state.tied,
    winner: state.winner,
  };
}

/** Who may enter a table's marks: the organizer, or a player of one of the teams at the table. */
export function mayEnterMarks(
  event: EventsTable,
  teams: readonly EventTeamsTable[],
  me: Me | null,
  at: readonly string[],
): boolean {
  if (me === null) return false;
  if (event.organizer_id === me.id) return true;
  const mine = teamOfPlayer(teams, me.id);
  return mine !== undefined && at.includes(mine.id);
}
