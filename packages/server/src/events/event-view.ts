import type {
  EventAuditEntry,
  EventMatch,
  EventPlayer,
  EventRound,
  EventSummary,
  EventTeam,
  EventView,
  Me,
} from '@texas42/protocol';
import type { EventMatchesTable, EventsTable } from '../db/schema.js';
import { checkInView } from './check-ins.js';
import type { EventCore } from './core.js';
import type { MatchDay } from './match-day.js';
import type { LeagueSeason } from './season.js';
import { TABLE_ACTOR } from './online-tables.js';
import {
  bracketOf,
  eventStandings,
  parseJson,
  resultOf,
  roundLabel,
  winnerOf,
  type LeagueSettings,
  type Plan,
  type RoundRobinSettings,
} from './plan.js';
import { playoffsView } from './playoffs.js';
import { poolsView } from './pools.js';
import { mayEnterMarks, progressiveView } from './progressive.js';
import { teamOfPlayer } from './teams.js';

/**
 * The event as the API shows it, recomputed from its rows on every look: teams, every match with
 * its audit log, the rounds of its kind (weeks, rounds, brackets, pools, tables), the standings,
 * the champion, check-in, what the session may do; match-day.ts adds the day's facts.
 */
export class EventViews {
  constructor(
    private readonly events: EventCore,
    private readonly day: MatchDay,
    private readonly season: LeagueSeason,
  ) {}

  private get db() {
    return this.events.db;
  }

  async view(id: string, me: Me | null): Promise<EventView> {
    const event = await this.events.event(this.db, id);
    const teams = await this.events.teams(this.db, id);
    const rows = await this.events.matches(this.db, id);
    const results = rows.map(resultOf);
    const names = await this.events.userNames([
      event.organizer_id,
      ...teams.flatMap((t) => [t.player1_id, t.player2_id, t.invited_id ?? null]),
      ...results.flatMap((r) => r?.actors ?? []),
    ]);
    const teamNames = new Map(teams.map((t) => [t.id, t.name]));
    const plan = event.plan === null ? null : parseJson<Plan>(event.plan);
    const player = (u: string | null) => (u === null ? null : { id: u, name: names.get(u) ?? '?' });
    const teamViews: EventTeam[] = teams.map((t) => ({
      id: t.id,
      name: t.name,
      seed: t.seed,
      players: [player(t.player1_id), player(t.player2_id)],
      ...(t.invited_id == null ? {} : { invited: player(t.invited_id) as EventPlayer }),
      // The token for the open place, to the team's own players only: they share it.
      ...(t.invite != null && me !== null && (t.player1_id === me.id || t.player2_id === me.id)
        ? { invite: t.invite }
        : {}),
    }));
    const matchView = (row: EventMatchesTable, i: number): EventMatch => {
      const result = results[i] ?? null;
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
    };
    const views = rows.map(matchView);
    let rounds: EventRound[] = [];
    let standings = null;
    let champion: string | null = null;
    let formats: Pick<EventView, 'pools' | 'progressive' | 'playoffs'> = {};
    if (plan?.kind === 'league') {
      const playoffs = playoffsView(plan, rows, views);
      rounds = plan.schedule.weeks.map((w) => ({
        round: w.week,
        label: `Week ${w.week}`,
        bestOf: parseJson<LeagueSettings>(event.settings).bestOf,
        leagueBye: w.leagueBye,
        byes: w.byes,
        matches: views.filter((m) => m.round === w.week),
      }));
      standings = eventStandings(event, plan, rows, teamNames);
      if (playoffs !== null) {
        rounds = [...rounds, ...playoffs.rounds];
        champion = playoffs.champion;
        formats = { playoffs };
      }
    } else if (plan?.kind === 'round-robin') {
      const { bestOf } = parseJson<RoundRobinSettings>(event.settings);
      rounds = plan.rounds.map((r) => ({
        round: r.round,
        label: `Round ${r.round}`,
        bestOf,
        leagueBye: false,
        byes: r.bye === null ? [] : [r.bye],
        matches: views.filter((m) => m.round === r.round),
      }));
      standings = eventStandings(event, plan, rows, teamNames);
    } else if (plan?.kind === 'single-elimination') {
      const bracket = bracketOf(plan, rows);
      rounds = bracket.rounds.map((r) => ({
        round: r.round,
        label: roundLabel(r.round, bracket.rounds.length),
        bestOf: r.bestOf,
        leagueBye: false,
        byes: [],
        matches: views.filter((m) => m.round === r.round),
      }));
      champion = bracket.champion === null ? null : (plan.seeds[bracket.champion - 1] ?? null);
    } else if (plan?.kind === 'pools') {
      const made = poolsView(event, plan, rows, views, teamNames);
      ({ rounds, champion } = made);
      formats = { pools: made.pools };
    } else if (plan?.kind === 'progressive') {
      const progressive = progressiveView(plan, (at) => mayEnterMarks(event, teams, me, at));
      champion = progressive.winner;
      formats = { progressive };
    }
    const mine = me === null ? undefined : teamOfPlayer(teams, me.id);
    const decorated = await this.day.decorate(event, teams, rows, {
      ...eventSummary(event, names, teams.length),
      settings: parseJson<Record<string, unknown>>(event.settings),
      teams: teamViews,
      rounds,
      standings,
      champion,
      checkIn: checkInView(event),
      you: { organizer: me !== null && me.id === event.organizer_id, team: mine?.id ?? null },
      ...formats,
    });
    return this.season.decorate(event, teams, rows, names, decorated);
  }
}

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
