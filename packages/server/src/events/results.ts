import {
  COORDINATOR,
  formatOf,
  isFinal,
  newMatchResult,
  reduceResult,
  type MatchResult,
  type MatchRules,
  type ResultEvent,
} from '@texas42/club';
import type { EventRequestBody, EventView, Me } from '@texas42/protocol';
import type { Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { amendment } from './amend.js';
import { fillLines, planLines } from './bracket-lines.js';
import { formatOfEvent } from './format-of.js';
import { factsOf, requireMatchCome } from './match-facts.js';
import {
  requireOrganizer,
  type EventClock,
  type EventDatabase,
  type EventLock,
  type EventViewer,
} from './core.js';
import { gameRulesOfEvent } from './assembly.js';
import { clubError } from './club-errors.js';
import {
  eventOf,
  matchesOf,
  matchOf,
  namedIn,
  planOf,
  reportWithinHoursOf,
  resultOf,
  type StoredResult,
  teamsOf,
  touchEvent,
  updateMatch,
} from './repository/index.js';
import { unclaimedTeams } from './named-teams.js';
import { teamInMatch } from './teams.js';

/**
 * What a session does to a match's result (the routes' report, correct, confirm, dispute, rule):
 * the route's body as its schema parsed it, the games already typed.
 */
export type ResultAction =
  | ({ readonly type: 'report' } & EventRequestBody<'reportResult'>)
  | ({ readonly type: 'correct' } & EventRequestBody<'correctResult'>)
  | { readonly type: 'confirm' }
  | ({ readonly type: 'dispute' } & EventRequestBody<'disputeResult'>)
  | ({ readonly type: 'rule' } & EventRequestBody<'ruleResult'>)
  | ({ readonly type: 'amend' } & EventRequestBody<'amendResult'>);

/**
 * A match's team as the one who acts in a result event; a match without it (a bracket line not yet
 * filled) is refused as the club refuses an event naming no one.
 */
export function actingTeam(team: string | null): string {
  if (team === null)
    throw new ServerError(400, 'BAD_INPUT', 'by must name who acts: a team or "coordinator"', 'by');
  return team;
}

/** The club's result event of a session's action, by a team (or the coordinator) at a time. */
export function resultEventOf(action: ResultAction, by: string, at: string): ResultEvent {
  const base = { by, at };
  const timed = 'timed' in action && action.timed ? { timed: true } : {};
  switch (action.type) {
    case 'report':
      return { type: 'report', ...base, games: action.games, ...timed };
    case 'correct':
      return { type: 'correct', ...base, games: action.games, comment: action.comment, ...timed };
    case 'confirm':
      return { type: 'confirm', ...base };
    case 'dispute':
      return { type: 'dispute', ...base, comment: action.comment, games: action.games };
    case 'rule':
    case 'amend': {
      const ruling = { type: action.type, ...base, comment: action.comment, ...timed } as const;
      if (action.forfeit !== undefined) return { ...ruling, forfeit: action.forfeit };
      if (action.games !== undefined) return { ...ruling, games: action.games };
      // The route's schema has refused this already; said again for the type.
      throw new ServerError(
        400,
        'BAD_REQUEST',
        'give either the games or the team that forfeits',
        'games',
      );
    }
  }
}

/**
 * Match results: every result event goes through the club's reducer (its audit log is stored
 * with the match, with who did each); a final result moves the event's bracket on and finishes
 * the event when it has its winner (or, without a bracket, when every match is final).
 */
export class Results {
  constructor(private readonly deps: EventDatabase & EventLock & EventClock & EventViewer) {}

  private get db() {
    return this.deps.db;
  }

  /** A result event by the session: a team member's report or answer, or the organizer's ruling. */
  async act(me: Me, id: string, matchId: string, action: ResultAction): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      const match = await matchOf(this.db, id, matchId);
      let by: string;
      if (action.type === 'rule' || action.type === 'amend') {
        requireOrganizer(event, me);
        by = COORDINATOR;
      } else {
        const teams = await teamsOf(this.db, id);
        const mine =
          teamInMatch(teams, me.id, match)?.id ??
          (await this.speakFor(event, match, me, action.type));
        if (mine === undefined)
          throw new ServerError(
            403,
            'NOT_YOUR_MATCH',
            `only a player of one of the two teams may ${action.type} the result of match ${match.id}` +
              ' (the organizer, for a team of named players no one has claimed)',
          );
        by = mine;
      }
      if ('timed' in action && action.timed) this.requireTimedGames(event, match);
      if (action.type === 'report')
        await requireMatchCome(
          this.db,
          event,
          planOf(event),
          match,
          this.deps.isoNow().slice(0, 10),
        );
      const at = this.deps.isoNow();
      const inside =
        action.type === 'amend' ? amendment(event, match, me.id, at, action.comment) : undefined;
      await this.applyResult(event, match, resultEventOf(action, by, at), me.id, {}, inside);
    });
    return this.deps.view(id, me);
  }

  /**
   * The team the organizer acts for: a team of the match whose named players no one has claimed
   * (named-teams.ts), that may take this action (the reporter corrects, the other team answers).
   */
  private async speakFor(
    event: EventsTable,
    match: EventMatchesTable,
    me: Me,
    type: ResultAction['type'],
  ): Promise<string | undefined> {
    if (event.organizer_id !== me.id) return undefined;
    const teams = await teamsOf(this.db, event.id);
    const unclaimed = unclaimedTeams(teams, await namedIn(this.db, event.id));
    const reporter = resultOf(match)?.state.reporter ?? null;
    return [match.team_a, match.team_b].find(
      (t): t is string =>
        t !== null &&
        unclaimed.has(t) &&
        (type === 'report' || (type === 'correct' ? t === reporter : t !== reporter)),
    );
  }

  /** Refused (NOT_TIMED) unless the format's games are timed and the match's clock was started. */
  requireTimedGames(event: EventsTable, match: EventMatchesTable): void {
    const timed = formatOfEvent(event).timeMayBeCalled(factsOf(planOf(event), match));
    if (!timed.ok) throw clubError(timed.error);
  }

  /** The rules a match's result is checked by (`gameRulesOfEvent`), best of the match's games. */
  matchRules(event: EventsTable, match: EventMatchesTable): MatchRules {
    return { game: gameRulesOfEvent(event), bestOf: match.best_of };
  }

  /** Applies one event to a match's result and stores it; a final result moves the bracket on. */
  async applyResult(
    event: EventsTable,
    match: EventMatchesTable,
    input: ResultEvent,
    actor: string,
    also: Partial<Pick<EventMatchesTable, 'scoresheet'>> = {},
    /** More of the same change, written in its transaction before the brackets move on. */
    inside?: (
      trx: Transaction<Database>,
      before: StoredResult | null,
      after: MatchResult,
    ) => Promise<void>,
  ): Promise<void> {
    const at = this.deps.isoNow();
    const plan = planOf(event);
    const closed = plan === null ? null : formatOf(plan.kind).closedFor(plan, factsOf(plan, match));
    if (closed !== null) throw new ServerError(409, 'SEASON_CLOSED', closed);
    const stored: StoredResult = resultOf(match) ?? {
      state: newMatchResult(
        [match.team_a as string, match.team_b as string],
        at,
        this.matchRules(event, match),
        reportWithinHoursOf(event),
      ),
      actors: [],
    };
    const next = reduceResult(stored.state, input);
    if (!next.ok) throw clubError(next.error, await teamsOf(this.db, event.id));
    const result: StoredResult = { state: next.value, actors: [...stored.actors, actor] };
    await this.db.transaction().execute(async (trx) => {
      const change = { ...also, result: JSON.stringify(result), status: next.value.status };
      await updateMatch(trx, match, change, at);
      await inside?.(trx, resultOf(match), next.value);
      if (isFinal(next.value)) await this.advance(trx, event, at);
    });
  }

  /** After a final result: fill its brackets' next lines; mark the event finished when it is. */
  async advance(trx: Transaction<Database>, event: EventsTable, at: string): Promise<void> {
    const plan = planOf(event);
    if (plan === null) return;
    const rows = await matchesOf(trx, event.id);
    const champions: (string | null)[] = [];
    for (const lines of planLines(plan)) champions.push(await fillLines(trx, lines, rows, at));
    const everyMatchFinal = rows.every((r) => r.status === 'confirmed' || r.status === 'ruled');
    if (formatOf(plan.kind).finished(plan, champions, everyMatchFinal))
      await touchEvent(trx, event.id, at, 'finished');
  }
}
