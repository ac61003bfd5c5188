import type {
  EventAuditEntry,
  EventMatch,
  EventMatchesPage,
  EventMatchesQuery,
  EventPlayer,
  EventRound,
  EventSummary,
  EventTeam,
  EventView,
  Me,
} from '@texas42/protocol';
import type { EventKind, FormatData } from '@texas42/club';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { bracketLineFacts } from './bracket-lines.js';
import { checkInView } from './check-ins.js';
import type { EventCore } from './core.js';
import { NO_SHOW_MINUTES, type MatchDay } from './match-day.js';
import type { LeagueSeason } from './season.js';
import { TABLE_ACTOR } from './online-tables.js';
import { namedIn, teamsWithNamedPlayers, unclaimedTeams } from './named-teams.js';
import { eventMay } from './event-actions.js';
import { formatOfEvent } from './format-of.js';
import { startMinutes } from './match-facts.js';
import { seasonOf } from './season-settings.js';
import {
  bracketOf,
  eventStandings,
  gameRulesOfEvent,
  roundLabel,
  standingsRulesOf,
  winnerOf,
} from './assembly.js';
import { letTheLoopGo, planOf, resultOf, settingsOf } from './repository.js';
import {
  SETTINGS_SCHEMAS,
  LeagueSettingsSchema,
  RoundRobinSettingsSchema,
} from './stored-plans.js';
import { playoffsView } from './playoffs.js';
import { poolsView } from './pools.js';
import { mayEnterMarks, progressiveView } from './progressive.js';
import { mayOf, matchTerms, type MatchTerms } from './match-actions.js';
import { teamOfPlayer } from './teams.js';
import { ViewCache, type Built } from './view-cache.js';
import { firstView, matchesPage, matchIndex, type MatchIndex } from './view-pages.js';

/** An event as built once per change, for anyone: personal parts are added per request. */
interface BuiltEvent {
  readonly event: EventsTable;
  readonly teams: readonly EventTeamsTable[];
  /** What a first look sends (view-pages.ts); every match, by round and by team. */
  readonly first: EventView;
  readonly index: MatchIndex;
  /** What each match's actions depend on besides its view (match-actions.ts). */
  readonly terms: ReadonlyMap<string, MatchTerms>;
  /** Teams of named players no one has claimed: the organizer acts for them (named-teams.ts). */
  readonly unclaimed: ReadonlySet<string>;
  /** Teams with a named player, whose matches are not played online. */
  readonly offline: ReadonlySet<string>;
}

/** Events whose views are kept between changes (a big round robin's is a few megabytes). */
const VIEWS_KEPT = 16;

/**
 * The event as the API shows it, built from its rows once per change (view-cache.ts): teams,
 * every match with its audit log, the rounds of its kind (weeks, rounds, brackets, pools,
 * tables), the standings, the champion, check-in; match-day.ts adds the day's facts. What the
 * session may do, and its team's invite token, are added to each answer (`personal`).
 */
export class EventViews {
  readonly cache: ViewCache<BuiltEvent>;

  constructor(
    private readonly events: EventCore,
    private readonly day: MatchDay,
    private readonly season: LeagueSeason,
  ) {
    this.cache = new ViewCache<BuiltEvent>(VIEWS_KEPT, () => this.events.clock());
  }

  private get db() {
    return this.events.db;
  }

  /** What GET /api/events/:id answers this session: big schedules a round at a time. */
  async view(id: string, me: Me | null): Promise<EventView> {
    const built = await this.built(id);
    return this.personal(built, built.first, me);
  }

  /** The event as anyone sees it, with every match (the exports: CSV, calendar). */
  async whole(id: string): Promise<{ view: EventView; matches: readonly EventMatch[] }> {
    const built = await this.built(id);
    return { view: this.personal(built, built.first, null), matches: built.index.all };
  }

  /**
   * A page of the event's matches (GET /api/events/:id/matches), with what the session may do
   * with each of them (`may`), as a view carries it for the matches it shows.
   */
  async matches(id: string, query: EventMatchesQuery, me: Me | null): Promise<EventMatchesPage> {
    const built = await this.built(id);
    const page = matchesPage(built.index, query);
    if (me === null) return page;
    return {
      ...page,
      may: mayOf(page.matches, built.terms, this.you(built, me), built.unclaimed, built.offline),
    };
  }

  /** Who the session is at the event: its organizer, and its team. */
  private you(built: BuiltEvent, me: Me): EventView['you'] {
    const mine = teamOfPlayer(built.teams, me.id);
    return { organizer: me.id === built.event.organizer_id, team: mine?.id ?? null };
  }

  private built(id: string): Promise<BuiltEvent> {
    return this.cache.get(id, () => this.build(id));
  }

  /** The parts that differ by who asks, and the server's time: clocks count down from it. */
  private personal(built: BuiltEvent, shown: EventView, me: Me | null): EventView {
    let view = shown;
    const { event, teams, index, terms, unclaimed, offline } = built;
    const serverTime = this.events.isoNow();
    const organizer = me !== null && me.id === event.organizer_id;
    // The schedule's or draw's seed is the organizer's: with it, a draw still to come is known.
    if (!organizer && 'seed' in view.settings) {
      const { seed: _seed, ...settings } = view.settings;
      view = { ...view, settings };
    }
    if (me === null) return view.serverTime === undefined ? view : { ...view, serverTime };
    const mine = teamOfPlayer(teams, me.id);
    const you = { organizer, team: mine?.id ?? null };
    // Only a progressive event's plan says who may enter marks (a schedule's plan is big).
    const plan = !formatOfEvent(event).parts.tables ? null : planOf(event);
    return {
      ...view,
      // The token for the open place, to the team's own players only: they share it.
      teams:
        mine?.invite == null
          ? view.teams
          : view.teams.map((t) => (t.id === mine.id ? { ...t, invite: mine.invite as string } : t)),
      you: {
        ...you,
        // For the matches this view shows: a big schedule's other rounds come a page at a
        // time, each page with its own (a 256-team round robin's every match was 2.6 MB).
        may: mayOf(shownMatches(view, index), terms, you, unclaimed, offline),
        ...eventMay(
          view,
          index.all,
          { id: me.id, team: you.team, coordinator: you.organizer },
          {
            minutesFor: (bestOf) => startMinutes(event, bestOf),
            terms,
            season: seasonOf(event) !== null,
            now: serverTime,
          },
        ),
      },
      ...(plan?.kind === 'progressive'
        ? { progressive: progressiveView(plan, (at) => mayEnterMarks(event, teams, me, at)) }
        : {}),
      ...(view.serverTime === undefined ? {} : { serverTime }),
    };
  }

  /** Built for nobody in particular; it holds until a change, or until a no-show grace ends. */
  private async build(id: string): Promise<Built<BuiltEvent>> {
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
    const plan = planOf(event);
    const lineFacts = bracketLineFacts(plan, rows);
    const named = await namedIn(this.db, id);
    const player = (u: string | null) =>
      u === null
        ? null
        : { id: u, name: names.get(u) ?? '?', ...(named.has(u) ? { named: true as const } : {}) };
    const teamViews: EventTeam[] = teams.map((t) => ({
      id: t.id,
      name: t.name,
      seed: t.seed,
      players: [player(t.player1_id), player(t.player2_id)],
      ...(t.invited_id == null ? {} : { invited: player(t.invited_id) as EventPlayer }),
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
        ...lineFacts.get(row.id),
      };
    };
    // A big schedule's view is built in stages with the event loop let go between them (each
    // grows with the matches: 32,640 for a 256-team round robin).
    const views = await inSteps(rows, matchView);
    const inRound = new Map<number, EventMatch[]>();
    for (const m of views) {
      const list = inRound.get(m.round);
      if (list === undefined) inRound.set(m.round, [m]);
      else list.push(m);
    }
    const roundOf = (round: number) => inRound.get(round) ?? [];
    let rounds: EventRound[] = [];
    let standings = null;
    let champion: string | null = null;
    let formats: Pick<EventView, 'pools' | 'progressive' | 'playoffs'> = {};
    if (plan?.kind === 'league') {
      const playoffs = playoffsView(plan, rows, views);
      rounds = plan.schedule.weeks.map((w) => ({
        round: w.week,
        label: `Week ${w.week}`,
        bestOf: settingsOf(LeagueSettingsSchema, event).bestOf,
        leagueBye: w.leagueBye,
        byes: w.byes,
        matches: roundOf(w.week),
      }));
      standings = eventStandings(event, plan, rows, teamNames);
      if (playoffs !== null) {
        rounds = [...rounds, ...playoffs.rounds];
        champion = playoffs.champion;
        formats = { playoffs };
      }
    } else if (plan?.kind === 'round-robin') {
      const { bestOf } = settingsOf(RoundRobinSettingsSchema, event);
      rounds = plan.rounds.map((r) => ({
        round: r.round,
        label: `Round ${r.round}`,
        bestOf,
        leagueBye: false,
        byes: r.bye === null ? [] : [r.bye],
        matches: roundOf(r.round),
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
        matches: roundOf(r.round),
      }));
      champion = bracket.champion === null ? null : (plan.seeds[bracket.champion - 1] ?? null);
    } else if (plan?.kind === 'pools') {
      const made = poolsView(event, plan, rows, views, teamNames);
      ({ rounds, champion } = made);
      formats = { pools: made.pools };
    } else if (plan?.kind === 'progressive') {
      const progressive = progressiveView(plan, (at) => mayEnterMarks(event, teams, null, at));
      champion = progressive.winner;
      formats = { progressive };
    }
    if (rows.length > STEP) await letTheLoopGo();
    const decorated = await this.day.decorate(event, teams, rows, {
      ...eventSummary(event, names, teams.length),
      settings: settingsOf<FormatData[EventKind]['settings']>(SETTINGS_SCHEMAS[event.kind], event),
      exports: [...formatOfEvent(event).exports],
      embeds: [...formatOfEvent(event).embeds],
      byeScore: byeScoreOf(event),
      game: gameRulesOfEvent(event),
      teams: teamViews,
      rounds,
      standings,
      champion,
      checkIn: checkInView(event),
      you: { organizer: false, team: null },
      ...formats,
    });
    if (rows.length > STEP) await letTheLoopGo();
    const full = this.season.decorate(event, teams, rows, names, decorated);
    if (rows.length > STEP) await letTheLoopGo();
    const index = matchIndex(full);
    const terms = new Map(await inSteps(rows, (r) => [r.id, matchTerms(event, plan, r)] as const));
    return {
      value: {
        event,
        teams,
        first: firstView(full, index),
        index,
        terms,
        unclaimed: unclaimedTeams(teams, named),
        offline: teamsWithNamedPlayers(teams, named),
      },
      validUntil: graceEnds(rows, this.events.clock()),
    };
  }
}

/** A bye as the event's standings rules score it: a game won 7-4 (001), or nothing (000). */
function byeScoreOf(event: EventsTable): readonly [number, number] | null {
  const { bye } = standingsRulesOf(event);
  return bye.kind === 'game' ? bye.score : null;
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

/**
 * When the next no-show grace ends (ms): a started match nobody reported becomes one whose teams
 * the organizer may eliminate (`noShowEligible`), a change that no row records.
 */
function graceEnds(rows: readonly EventMatchesTable[], now: number): number {
  let next = Infinity;
  for (const row of rows) {
    if (row.started_at === null || row.status !== 'awaiting-report' || row.result !== null)
      continue;
    const ends = Date.parse(row.started_at) + NO_SHOW_MINUTES * 60_000;
    if (ends > now && ends < next) next = ends;
  }
  return next;
}

/** The matches a view carries: every match, or a paged schedule's rounds shown and attention. */
function shownMatches(view: EventView, index: MatchIndex): readonly EventMatch[] {
  if (view.paging === undefined) return index.all;
  return [...view.rounds.flatMap((r) => r.matches), ...view.paging.attention];
}

/** Items a step of a big view's building takes before the event loop is let go. */
const STEP = 2000;

/** `items` mapped STEP at a time, the event loop let go between steps. */
async function inSteps<T, U>(items: readonly T[], f: (item: T, i: number) => U): Promise<U[]> {
  const out: U[] = [];
  for (let from = 0; from < items.length; from += STEP) {
    if (from > 0) await letTheLoopGo();
    const to = Math.min(items.length, from + STEP);
    for (let i = from; i < to; i++) out.push(f(items[i] as T, i));
  }
  return out;
}
