import { nextLine, resultWinner, type MatchResult } from '@texas42/club';
import type { Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { linesOf, ownRows } from './bracket-lines.js';
import { appendLog } from './event-log.js';
import { matchesOf, planOf, teamsOf, updateMatch, type StoredResult } from './repository/index.js';

/**
 * The organizer's correction of a result (issue 27: "A confirmed result can never be corrected,
 * even by the organizer"): what it does besides the result itself, in the same transaction. A
 * bracket's winner that changes is moved into the next round's line while that match has not
 * begun; the correction, what stood before and the reason go in the event's log.
 */
export function amendment(
  event: EventsTable,
  match: EventMatchesTable,
  actorId: string,
  at: string,
  reason: string,
) {
  return async (
    trx: Transaction<Database>,
    before: StoredResult | null,
    after: MatchResult,
  ): Promise<void> => {
    const teams = await teamsOf(trx, event.id);
    const name = (id: string | null): string =>
      teams.find((t) => t.id === id)?.name ?? 'a team no longer in the event';
    await moveWinner(trx, event, match, before, after, name, at);
    const [a, b] = after.teams;
    await appendLog(trx, event.id, actorId, at, {
      type: 'amend',
      match: match.id,
      teams: [a, b],
      was: before === null ? '' : resultWords(before.state, name),
      now: resultWords(after, name),
      reason,
    });
  };
}

/** A result in words, names for ids: "7-3, 7-2", "7-3, 5-4 (time called)", "Aces forfeit". */
export function resultWords(result: MatchResult, name: (team: string) => string): string {
  const outcome = result.outcome;
  if (outcome === null) return '';
  if (outcome.kind === 'forfeit') return `${name(outcome.forfeit)} forfeit`;
  const games = outcome.games.map(([x, y]) => `${x}-${y}`).join(', ');
  return outcome.timed === true ? `${games} (time called)` : games;
}

/**
 * A bracket line's corrected winner takes the loser's place in the next round's line, while
 * that match has not begun (no clock, no table, no result); once it has, BRACKET_MOVED_ON.
 */
async function moveWinner(
  trx: Transaction<Database>,
  event: EventsTable,
  match: EventMatchesTable,
  before: StoredResult | null,
  after: MatchResult,
  name: (team: string | null) => string,
  at: string,
): Promise<void> {
  const plan = planOf(event);
  const lines = plan === null ? null : linesOf(plan, match);
  const was = before === null ? null : resultWinner(before.state);
  const now = resultWinner(after);
  if (lines === null || was === null || was === now) return;
  const own = ownRows(lines, await matchesOf(trx, event.id));
  const line = own.find((r) => r.id === match.id);
  if (line === undefined) return;
  const { index, side } = nextLine(line.idx);
  const next = own.find((r) => r.round === line.round + 1 && r.idx === index);
  // The final's winner is the champion: the event's end is worked out again (advance).
  if (next === undefined || next.status === 'waiting') return;
  const begun =
    next.status !== 'awaiting-report' ||
    next.result !== null ||
    next.started_at !== null ||
    next.table_id !== null;
  if (begun)
    throw new ServerError(
      409,
      'BRACKET_MOVED_ON',
      `${name(was)} went on to ${name(next.team_a)} v ${name(next.team_b)}, which has begun: ` +
        'a correction that changes who won this match must come before the next round’s match begins',
    );
  await updateMatch(trx, next, side === 0 ? { team_a: now } : { team_b: now }, at);
}
