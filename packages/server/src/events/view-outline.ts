import {
  NO_OUTLINE,
  type EventOutline,
  type EventKind,
  type FormatData,
  type OutlineBracket,
  type OutlineMatch,
  type OutlinePools,
  type OutlineRound,
  type Plan,
} from '@texas42/club';
import type {
  EventMatch,
  EventPoolBracket,
  EventPools,
  EventRound,
  EventView,
} from '@texas42/protocol';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { namedStandings, standingsRulesOf } from './assembly.js';
import { formatOfEvent } from './format-of.js';
import { mayEnterMarks, progressiveView } from './progressive.js';
import { matchOfRow, settingsOf } from './repository/index.js';
import { SETTINGS_SCHEMAS } from './stored-plans.js';

/**
 * An event's rounds, standings, brackets and champion as its format lays them out (the club's
 * EventFormat.outline), shaped for the API: the same for every kind. The server only loads the
 * plan, settings and matches, asks the format, and puts its own view of each match where the
 * outline names it.
 */

/** The parts of the view the outline gives. */
export type OutlinedView = Pick<
  EventView,
  'rounds' | 'standings' | 'champion' | 'pools' | 'progressive' | 'playoffs'
>;

/** The event's outline from its format (none before its plan is made); refusals logged. */
export function outlineOf(
  event: EventsTable,
  plan: Plan | null,
  rows: readonly EventMatchesTable[],
): EventOutline {
  if (plan === null) return NO_OUTLINE;
  const settings = settingsOf<FormatData[EventKind]['settings']>(
    SETTINGS_SCHEMAS[event.kind],
    event,
  );
  const matches = rows.map((r): OutlineMatch => ({ ...matchOfRow(r), id: r.id }));
  const outline = formatOfEvent(event).outline(plan, settings, matches, standingsRulesOf(event));
  for (const refused of outline.refused) console.error(`bracket ${event.id} ${refused}`);
  return outline;
}

/** The outline as the API shows it, each match by its view (`views`, by id). */
export function outlinedView(
  event: EventsTable,
  teams: readonly EventTeamsTable[],
  outline: EventOutline,
  views: ReadonlyMap<string, EventMatch>,
  teamNames: ReadonlyMap<string, string>,
): OutlinedView {
  const rounds = (list: readonly OutlineRound[]) => viewRounds(list, views);
  return {
    rounds: rounds(outline.rounds),
    standings:
      outline.standings === null ? null : namedStandings(event, outline.standings, teamNames),
    champion: outline.champion,
    ...(outline.playoffs === undefined ? {} : { playoffs: viewBracket(outline.playoffs, views) }),
    ...(outline.pools === undefined
      ? {}
      : { pools: viewPools(event, outline.pools, views, teamNames) }),
    ...(outline.tables === undefined
      ? {}
      : {
          progressive: progressiveView(outline.tables, (at) =>
            mayEnterMarks(event, teams, null, at),
          ),
        }),
  };
}

/** The outline's rounds, each match the outline names by its view. */
function viewRounds(
  rounds: readonly OutlineRound[],
  views: ReadonlyMap<string, EventMatch>,
): EventRound[] {
  return rounds.map((r) => ({
    round: r.round,
    label: r.label,
    bestOf: r.bestOf,
    leagueBye: r.leagueBye,
    byes: [...r.byes],
    matches: r.matches.flatMap((id) => {
      const view = views.get(id);
      return view === undefined ? [] : [view];
    }),
  }));
}

function viewBracket(
  bracket: OutlineBracket,
  views: ReadonlyMap<string, EventMatch>,
): EventPoolBracket {
  return {
    seeds: bracket.seeds.map((s) => ({ ...s })),
    rounds: viewRounds(bracket.rounds, views),
    champion: bracket.champion,
  };
}

function viewPools(
  event: EventsTable,
  pools: OutlinePools,
  views: ReadonlyMap<string, EventMatch>,
  teamNames: ReadonlyMap<string, string>,
): EventPools {
  const bracket = (b: OutlineBracket | null) => (b === null ? null : viewBracket(b, views));
  return {
    pools: pools.pools.map((pool) => ({
      name: pool.name,
      teams: [...pool.teams],
      rounds: viewRounds(pool.rounds, views),
      standings: namedStandings(event, pool.standings, teamNames),
    })),
    advance: pools.advance,
    poolsDone: pools.poolsDone,
    drawn: pools.drawn.map((d) => ({ pool: d.pool, order: [...d.order] })),
    championship: bracket(pools.championship),
    consolation: bracket(pools.consolation),
  };
}
