import type {
  EventMatch,
  EventMatchesPage,
  EventMatchesQuery,
  EventView,
  Me,
} from '@texas42/protocol';
import type { EventKind, FormatData, Plan, ProgressivePlan, SeasonSettings } from '@texas42/club';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { attentionOf } from './attention.js';
import { bracketLineFacts } from './bracket-lines.js';
import { checkInView } from './check-ins.js';
import type { EventClock, EventDatabase } from './core.js';
import { noShowMinutesOf, type MatchDay } from './match-day.js';
import type { LeagueSeason } from './season.js';
import { teamsWithNamedPlayers, unclaimedTeams } from './named-teams.js';
import { eventMay } from './event-actions.js';
import { formatOfEvent } from './format-of.js';
import { startMinutes } from './match-facts.js';
import { seasonOf } from './season-settings.js';
import { gameRulesOfEvent, standingsRulesOf } from './assembly.js';
import {
  eventOf,
  letTheLoopGo,
  matchesOf,
  namedIn,
  planOf,
  resultOf,
  settingsOf,
  teamsOf,
  userNames,
} from './repository/index.js';
import { SETTINGS_SCHEMAS } from './stored-plans.js';
import { mayEnterMarks, progressiveView } from './progressive.js';
import { mayOf, matchTerms, type MatchTerms } from './match-actions.js';
import { eventSummary, inSteps, matchView, STEP, teamViews } from './match-views.js';
import { teamOfPlayer } from './teams.js';
import { ViewCache, type Built } from './view-cache.js';
import {
  firstView,
  matchesOfTeam,
  matchesPage,
  matchIndex,
  type MatchIndex,
} from './view-pages.js';
import { outlinedView, outlineOf } from './view-outline.js';

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
  /** Progressive tables' state (the format's outline): who may enter marks is the session's. */
  readonly tables: ProgressivePlan | null;
  /** A league's season settings, read once a build (not a parse of stored JSON a request). */
  readonly season: SeasonSettings | null;
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
    private readonly events: EventDatabase & EventClock,
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
    const { event, teams, index, terms, unclaimed, offline, tables, season } = built;
    const serverTime = this.events.isoNow();
    const organizer = me !== null && me.id === event.organizer_id;
    // The schedule's or draw's seed is the organizer's: with it, a draw still to come is known.
    if (!organizer && 'seed' in view.settings) {
      const { seed: _seed, ...settings } = view.settings;
      view = { ...view, settings };
    }
    const mine = me === null ? undefined : teamOfPlayer(teams, me.id);
    if (!organizer && season?.dues.public !== true) view = withoutOthersDues(view, mine);
    if (me === null) return view.serverTime === undefined ? view : { ...view, serverTime };
    const you = { organizer, team: mine?.id ?? null };
    const yours = mine === undefined ? [] : matchesOfTeam(index, mine.id);
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
        may: mayOf([...shownMatches(view, index), ...yours], terms, you, unclaimed, offline),
        ...(yours.length === 0 ? {} : { matches: [...yours] }),
        ...(organizer ? { attention: attentionOf(index.all, serverTime) } : {}),
        ...eventMay(
          view,
          index.all,
          { id: me.id, team: you.team, coordinator: you.organizer },
          {
            minutesFor: (bestOf) => startMinutes(event, bestOf),
            terms,
            season: season !== null,
            now: serverTime,
          },
        ),
      },
      // Who may enter a table's marks is the session's: its tables are drawn for it.
      ...(tables === null
        ? {}
        : { progressive: progressiveView(tables, (at) => mayEnterMarks(event, teams, me, at)) }),
      ...(view.serverTime === undefined ? {} : { serverTime }),
    };
  }

  /** Built for nobody in particular; it holds until a change, or until a no-show grace ends. */
  private async build(id: string): Promise<Built<BuiltEvent>> {
    const event = await eventOf(this.db, id);
    const teams = await teamsOf(this.db, id);
    const rows = await matchesOf(this.db, id);
    const plan = planOf(event);
    const { view, tables } = await this.assemble(event, plan, teams, rows);
    const full = this.season.decorate(event, teams, rows, view.names, view.decorated);
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
        unclaimed: unclaimedTeams(teams, view.named),
        offline: teamsWithNamedPlayers(teams, view.named),
        tables,
        season: seasonOf(event),
      },
      validUntil: graceEnds(rows, noShowMinutesOf(event), this.events.clock()),
    };
  }

  /**
   * The view of the event's rows, its rounds and the rest as its format outlines them (the same
   * for every kind), with the day's facts (match-day.ts); the season's are added after.
   */
  private async assemble(
    event: EventsTable,
    plan: Plan | null,
    teams: readonly EventTeamsTable[],
    rows: readonly EventMatchesTable[],
  ) {
    const results = rows.map(resultOf);
    const names = await userNames(this.db, [
      event.organizer_id,
      ...teams.flatMap((t) => [t.player1_id, t.player2_id, t.invited_id ?? null]),
      ...results.flatMap((r) => r?.actors ?? []),
    ]);
    const named = await namedIn(this.db, event.id);
    // A big schedule's view is built in stages with the event loop let go between them (each
    // grows with the matches: 32,640 for a 256-team round robin).
    // A bracket's lines also say which lines feed them (the club's bracket), so a page names an
    // undecided side without knowing the feeding rule.
    const lineFacts = bracketLineFacts(plan, rows);
    const views = await inSteps(rows, (row, i) => ({
      ...matchView(row, results[i] ?? null, names),
      ...lineFacts.get(row.id),
    }));
    const outline = outlineOf(event, plan, rows);
    const teamNames = new Map(teams.map((t) => [t.id, t.name]));
    const byId = new Map(views.map((m) => [m.id, m]));
    const outlined = outlinedView(event, teams, outline, byId, teamNames);
    if (rows.length > STEP) await letTheLoopGo();
    const decorated = await this.day.decorate(event, teams, rows, {
      ...eventSummary(event, names, teams.length),
      settings: settingsOf<FormatData[EventKind]['settings']>(SETTINGS_SCHEMAS[event.kind], event),
      exports: [...formatOfEvent(event).exports],
      embeds: [...formatOfEvent(event).embeds],
      byeScore: byeScoreOf(event),
      game: gameRulesOfEvent(event),
      teams: teamViews(teams, names, named),
      checkIn: checkInView(event),
      you: { organizer: false, team: null },
      ...outlined,
    });
    if (rows.length > STEP) await letTheLoopGo();
    return { view: { names, named, decorated }, tables: outline.tables ?? null };
  }
}

/** A bye as the event's standings rules score it: a game won 7-4 (001), or nothing (000). */
function byeScoreOf(event: EventsTable): readonly [number, number] | null {
  const { bye } = standingsRulesOf(event);
  return bye.kind === 'game' ? bye.score : null;
}

/**
 * When the next no-show grace ends (ms): a started match nobody reported becomes one whose teams
 * the organizer may eliminate (`noShowEligible`), a change that no row records.
 */
function graceEnds(
  rows: readonly EventMatchesTable[],
  minutes: number | null,
  now: number,
): number {
  let next = Infinity;
  if (minutes === null) return next;
  for (const row of rows) {
    if (row.started_at === null || row.status !== 'awaiting-report' || row.result !== null)
      continue;
    const ends = Date.parse(row.started_at) + minutes * 60_000;
    if (ends > now && ends < next) next = ends;
  }
  return next;
}

/**
 * The view without other teams' dues: who paid is the organizer's to see, and each team's its
 * own, unless the league publishes them (`season.dues.public`; issue 27: "who paid dues is
 * public").
 */
function withoutOthersDues(view: EventView, mine: EventTeamsTable | undefined): EventView {
  if (!view.teams.some((t) => t.dues !== undefined && t.id !== mine?.id)) return view;
  return {
    ...view,
    teams: view.teams.map((t) => {
      if (t.dues === undefined || t.id === mine?.id) return t;
      const { dues: _dues, ...team } = t;
      return team;
    }),
  };
}

/** The matches a view carries: every match, or a paged schedule's rounds shown and attention. */
function shownMatches(view: EventView, index: MatchIndex): readonly EventMatch[] {
  if (view.paging === undefined) return index.all;
  return [...view.rounds.flatMap((r) => r.matches), ...view.paging.attention];
}
