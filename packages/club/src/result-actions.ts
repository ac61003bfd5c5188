import { COORDINATOR, type MatchResult } from './results.js';
import type { ResultEventType } from './result-events.js';

/**
 * What a viewer may do with a match's result now, as the reducer (results.ts) would accept it:
 * the list a client draws its buttons from, like the engine's legal actions at the table.
 */
export type ResultActionType = Exclude<ResultEventType, 'played'>;

/** Who looks: their team (if any) and whether they are the coordinator (the organizer). */
export interface ResultViewer {
  readonly team: string | null;
  readonly coordinator: boolean;
}

/**
 * The result events `viewer` may send on a match whose result stands as `result` (000 Section 3:
 * one team reports, "validated by the team that did not initially post the scores", the
 * coordinator rules on a dispute or records a forfeit before any report). Once final, only the
 * coordinator's correction.
 */
export function legalResultActions(
  result: Pick<MatchResult, 'teams' | 'status' | 'reporter'>,
  viewer: ResultViewer,
): ResultActionType[] {
  const may: ResultActionType[] = [];
  const { status, reporter } = result;
  const team = viewer.team;
  if (team !== null && team !== COORDINATOR && result.teams.includes(team)) {
    if (status === 'awaiting-report') may.push('report');
    else if (status === 'reported')
      may.push(...(team === reporter ? (['correct'] as const) : (['confirm', 'dispute'] as const)));
  }
  if (viewer.coordinator) {
    if (status === 'disputed') may.push('rule');
    else if (status === 'awaiting-report') may.push('forfeit');
    // Any result the coordinator may correct, with a reason; a dispute is ruled on instead.
    if (status !== 'disputed') may.push('amend');
  }
  return may;
}
