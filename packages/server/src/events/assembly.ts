import {
  bracketOfMatches,
  matchRulesOf,
  standingsOfMatches,
  standingsRulesById,
  winnerOfMatch,
  type Bracket,
  type GameRules,
  type Result,
  type Standings,
  type StandingsRules,
} from '@texas42/club';
import type { EventStandings } from '@texas42/protocol';
import type { EventMatchesTable, EventsTable } from '../db/schema.js';
import type { Plan, SingleEliminationPlan } from '@texas42/club';
import { formatOfEvent } from './format-of.js';
import { matchOfRow, settingsOf } from './repository/index.js';
import { BracketEventSettingsSchema } from './stored-plans.js';

/**
 * An event's winners, bracket and standings from its match rows: the rows mapped to the club's
 * inputs (matchOfRow), the club's functions deciding. Nothing here is stored.
 */

/** The team that won a match row (the club's winnerOfMatch), or null. */
export function winnerOf(row: EventMatchesTable): string | null {
  return winnerOfMatch(matchOfRow(row));
}

export function standingsRulesOf(event: EventsTable): StandingsRules {
  const rules = standingsRulesById(event.standings);
  if (rules === undefined) throw new Error(`event ${event.id}: unknown standings rules`);
  return rules;
}

/** The bracket as the final results make it (the club's bracketOfMatches). */
export function bracketOf(
  plan: Pick<SingleEliminationPlan, 'bracket' | 'seeds'>,
  rows: readonly EventMatchesTable[],
): Bracket {
  const made = bracketOfMatches(plan.bracket, plan.seeds, rows.map(matchOfRow));
  for (const r of made.refused) {
    const row = rows.find((x) => x.round === r.round && x.idx === r.index);
    console.error(`bracket ${row?.event_id ?? '?'} ${row?.id ?? '?'}: ${r.message}`);
  }
  return made.bracket;
}

/** Standings of a league or round robin (the club's standingsOfMatches), with team names. */
export function eventStandings(
  event: EventsTable,
  plan: Extract<Plan, { kind: 'league' | 'round-robin' }>,
  rows: readonly EventMatchesTable[],
  names: ReadonlyMap<string, string>,
): EventStandings | null {
  const rules = standingsRulesOf(event);
  return namedStandings(event, standingsOfMatches(rules, plan, rows.map(matchOfRow)), names);
}

/**
 * The club's standings as the API shows them, with team names; standings the club could not
 * make (a stored result it refuses) are logged and shown as none.
 */
export function namedStandings(
  event: EventsTable,
  standings: Result<Standings>,
  names: ReadonlyMap<string, string>,
): EventStandings | null {
  if (!standings.ok) {
    console.error(`standings of event ${event.id}: ${standings.error.message}`);
    return null;
  }
  return {
    rules: event.standings,
    rows: standings.value.rows.map((r) => ({ ...r, name: names.get(r.team) ?? r.team })),
    undecided: standings.value.undecided,
  };
}

/**
 * How an event's games are won, as its results are checked: the standings rules' games (or the
 * bracket's settings), and how much one hand is worth under the event's rule profile, so a score
 * no sequence of hands reaches is refused.
 */
export function gameRulesOfEvent(event: EventsTable): GameRules {
  // A knockout's games are its bracket's settings'; a schedule's, its standings rules'.
  const game = formatOfEvent(event).bracket
    ? settingsOf(BracketEventSettingsSchema, event).game
    : standingsRulesOf(event).game;
  const profile = matchRulesOf(event.rules);
  const hand = profile.ok ? profile.value.game.mostMarksInAHand : undefined;
  return hand === undefined ? game : { ...game, mostMarksInAHand: hand };
}
