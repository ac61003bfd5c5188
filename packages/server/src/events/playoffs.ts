import { leaguePlayoffs, makeBracket } from '@texas42/club';
import type { EventRequestBody } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database, EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { bracketRows } from './bracket-lines.js';
import { appendLog } from './event-log.js';
import type { PoolLines } from '@texas42/club';
import { eventStandings, standingsRulesOf } from './assembly.js';
import { clubError } from './club-errors.js';
import type { Plan } from '@texas42/club';
import { insertMatches, planOfKind, setPlan, settingsOf } from './repository/index.js';
import { LeagueSettingsSchema } from './stored-plans.js';
import { formatOfEvent } from './format-of.js';

/**
 * A league's playoffs (000 Section 6: "Playoffs for this season are determined by the top 16
 * teams in the standings. Teams will be seeded in a single-elimination bracket." and "All playoff
 * matches follow the standard rules established throughout the season"). The organizer starts
 * them once the season is done (every week's match final), or closes the season sooner. The
 * bracket is the club's (leaguePlayoffs picks the seeds: 1 v 16, 8 v 9 ..., byes for the top
 * seeds when fewer than a power of two) at the season's match length; its lines are rows
 * "po<round>-<line>" at rounds 201.. beside the weeks.
 */

/** 000: "the top 16 teams in the standings". */
export const PLAYOFF_TEAMS = 16;
const PLAYOFFS = { prefix: 'po', offset: 200 } as const;

type LeaguePlan = Extract<Plan, { kind: 'league' }>;

const isFinal = (r: EventMatchesTable): boolean => r.status === 'confirmed' || r.status === 'ruled';

/** A row of the regular season (a week's match), not of the playoffs. */
export const isSeasonRow = (r: EventMatchesTable): boolean => r.round <= PLAYOFFS.offset;

/** The new plan and the bracket's rows, or a stable error; nothing is written here. */
export function playoffsPlan(
  event: EventsTable,
  teams: readonly EventTeamsTable[],
  rows: readonly EventMatchesTable[],
  body: EventRequestBody<'startPlayoffs'>,
): { plan: LeaguePlan; rows: ReturnType<typeof bracketRows>; closed: string[] } {
  if (!formatOfEvent(event).parts.playoffs)
    throw new ServerError(409, 'NOT_A_LEAGUE', 'only a league season has playoffs');
  if (event.plan === null)
    throw new ServerError(409, 'NOT_GENERATED', 'the schedule is not made yet');
  const plan = planOfKind(event, 'league');
  if (plan.playoffs !== undefined)
    throw new ServerError(409, 'PLAYOFFS_STARTED', 'the playoffs are already under way');
  const open = rows.filter((r) => isSeasonRow(r) && !isFinal(r));
  if (open.length > 0 && !body.closeSeason)
    throw new ServerError(
      409,
      'SEASON_NOT_DONE',
      `the season is not done: ${open.length} match${open.length === 1 ? '' : 'es'} without a ` +
        `final result (${open
          .slice(0, 3)
          .map((r) => r.id)
          .join(
            ', ',
          )}${open.length > 3 ? ', …' : ''}); close the season to start the playoffs anyway`,
      'closeSeason',
    );
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const standings = eventStandings(event, plan, rows, names);
  if (standings === null) throw new Error(`event ${event.id}: its standings`);
  // A team the organizer dropped keeps its season in the standings but plays no playoffs.
  const dropped = new Set(teams.filter((t) => t.dropped_week !== null).map((t) => t.id));
  const playing = { ...standings, rows: standings.rows.filter((r) => !dropped.has(r.team)) };
  const picked = leaguePlayoffs(playing, PLAYOFF_TEAMS);
  if (!picked.ok) throw clubError(picked.error);
  const { bestOf } = settingsOf(LeagueSettingsSchema, event);
  const settings = {
    entries: picked.value.seeds.length,
    seedOrder: 'standard' as const,
    seed: 1,
    rounds: { first: bestOf, later: bestOf, final: bestOf },
    game: standingsRulesOf(event).game,
  };
  const bracket = makeBracket(settings);
  if (!bracket.ok) throw clubError(bracket.error);
  const rankOf = new Map(playing.rows.map((r) => [r.team, r.rank]));
  const lines: PoolLines = {
    ...PLAYOFFS,
    bracket: settings,
    seeds: picked.value.seeds,
    from: picked.value.seeds.map((t) => String(rankOf.get(t) ?? '?')),
  };
  return {
    plan: { ...plan, playoffs: lines },
    rows: bracketRows(event.id, lines, bracket.value),
    closed: open.map((r) => r.id),
  };
}

/**
 * Writes the playoffs: the bracket's rows, the plan, the event under way again, and the event's
 * log entry (the seeds, and the matches a season closed early left unplayed), by `actor` at `at`.
 */
export async function startPlayoffs(
  db: Kysely<Database>,
  event: EventsTable,
  made: ReturnType<typeof playoffsPlan>,
  actor: string,
  at: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const seeds = made.plan.playoffs?.seeds ?? [];
    await appendLog(trx, event.id, actor, at, { type: 'playoffs', seeds, closed: made.closed });
    await insertMatches(trx, made.rows, at);
    await setPlan(trx, event.id, JSON.stringify(made.plan), at, 'scheduled');
  });
}
