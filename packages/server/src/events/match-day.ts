// Over 300 lines: starting matches, their clocks and no-shows are one day's rules (003, 004),
// with the view's decoration of them.
import { eliminateNoShows, isNoShow, timeLimitMinutes } from '@texas42/club';
import { startMinutes } from './match-facts.js';
import type {
  EventMatchClock,
  EventRequestBody,
  EventPoolBracket,
  EventRosterSlot,
  EventRound,
  EventView,
  Me,
} from '@texas42/protocol';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import {
  requireOrganizer,
  type BracketAdvance,
  type EventClock,
  type EventDatabase,
  type EventLock,
  type EventViewer,
} from './core.js';
import { appendLog, readLog } from './event-log.js';
import { linesBracket, linesOf } from './bracket-lines.js';
import { checkedIn } from './check-ins.js';
import { clubError } from './club-errors.js';
import type { Plan } from '@texas42/club';
import { formatOfEvent } from './format-of.js';
import {
  eventOf,
  matchesOf,
  matchOf,
  noShowOf,
  planOf,
  type StoredNoShow,
  storedRosterOf,
  updateMatch,
  userNames,
} from './repository/index.js';

/**
 * Minutes a team of the event has to report after its bracket match's start before it may be
 * eliminated: its format's (003's five for a single elimination); null, none.
 */
export function noShowMinutesOf(event: Pick<EventsTable, 'kind'>): number | null {
  return formatOfEvent(event).noShowMinutes;
}

/** The match's clock from its stored start and time limit. */
export function clockOf(row: EventMatchesTable): EventMatchClock | null {
  if (row.started_at === null) return null;
  const minutes = row.time_limit;
  const deadline =
    minutes === null ? null : new Date(Date.parse(row.started_at) + minutes * 60_000).toISOString();
  return { startedAt: row.started_at, minutes, deadline };
}

/**
 * A match's day at the tables: the organizer starts a round (or a match), which starts its clock
 * (001 I: "Single game matches shall have a twenty-five minute time limit", "Best two out of three
 * matches shall have a time limit of seventy-five minutes", "unless the tournament director
 * stipulates otherwise") and the no-show grace of every bracket's matches, a single
 * elimination's, the pools' brackets' and a league's playoffs' (003: "A team not reporting within
 * 5 minutes of estimated start time will be eliminated."). The server's clock
 * is the only one: the start is stored, the pages count down from it.
 */
export class MatchDay {
  constructor(
    private readonly deps: EventDatabase & EventLock & EventClock & EventViewer & BracketAdvance,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The organizer starts a round's open matches, or one match: now, with their time limit. */
  async start(me: Me, id: string, body: EventRequestBody<'startMatches'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      if (event.status !== 'scheduled')
        throw new ServerError(409, 'NOT_SCHEDULED', 'only matches of an event under way start');
      const rows = await matchesOf(this.db, id);
      let chosen: EventMatchesTable[];
      if (body.match !== undefined) {
        const row = await matchOf(this.db, id, body.match);
        if (row.status !== 'awaiting-report' || row.result !== null)
          throw new ServerError(409, 'ALREADY_REPORTED', `match ${row.id} has a result already`);
        if (row.started_at !== null)
          throw new ServerError(
            409,
            'ALREADY_STARTED',
            `match ${row.id} started at ${row.started_at}: time limits may not be extended`,
            'match',
          );
        chosen = [row];
      } else {
        chosen = rows.filter(
          (r) =>
            r.round === body.round &&
            r.status === 'awaiting-report' &&
            r.result === null &&
            r.team_a !== null &&
            r.team_b !== null &&
            r.started_at === null,
        );
        if (chosen.length === 0)
          throw new ServerError(
            409,
            'NOTHING_TO_START',
            `round ${String(body.round)} has no match waiting to start`,
            'round',
          );
      }
      const at = this.deps.isoNow();
      const limits = chosen.map((r) => this.limitOf(event, r, body));
      await this.db.transaction().execute(async (trx) => {
        for (const [i, r] of chosen.entries()) {
          await updateMatch(trx, r, { started_at: at, time_limit: limits[i] ?? null }, at);
        }
        await appendLog(trx, id, me.id, at, {
          type: 'start',
          round: chosen[0]?.round ?? 0,
          matches: chosen.map((r) => r.id),
          minutes: limits[0] ?? null,
        });
      });
    });
    return this.deps.view(id, me);
  }

  /**
   * Minutes of a match's time limit: the director's, else the format's default for its length
   * (001's for a tournament's; a league's none, 000 having no match clock); none when the
   * director times nothing.
   */
  private limitOf(
    event: EventsTable,
    row: EventMatchesTable,
    body: EventRequestBody<'startMatches'>,
  ): number | null {
    if (!body.timeLimit) return null;
    if (body.minutes !== undefined) {
      const minutes = timeLimitMinutes('single-game', body.minutes);
      if (!minutes.ok) throw clubError({ ...minutes.error, at: 'minutes' });
      return minutes.value;
    }
    return startMinutes(event, row.best_of);
  }

  /** When the team reported for the match: its check-in, or the match begun on its scoresheet. */
  private reportedAt(event: EventsTable, row: EventMatchesTable, team: string): string | null {
    if (row.scoresheet !== null && row.started_at !== null) return row.started_at;
    return checkedIn(event)?.get(team) ?? null;
  }

  /** The teams of a started bracket match (of any bracket) that did not report in time, as of now. */
  private eligible(
    event: EventsTable,
    plan: Plan | null,
    row: EventMatchesTable,
    now: string,
  ): string[] {
    if (
      plan === null ||
      linesOf(plan, row) === null ||
      row.started_at === null ||
      row.status !== 'awaiting-report' ||
      row.result !== null
    )
      return [];
    const start = row.started_at;
    const minutes = noShowMinutesOf(event);
    if (minutes === null) return [];
    return [row.team_a, row.team_b].filter((t): t is string => {
      if (t === null) return false;
      const reported = this.reportedAt(event, row, t);
      return isNoShow(start, reported ?? now, minutes);
    });
  }

  /** The organizer eliminates a team that did not report within its format's minutes: the other advances. */
  async eliminateNoShow(
    me: Me,
    id: string,
    matchId: string,
    body: EventRequestBody<'eliminateNoShow'>,
  ): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      const row = await matchOf(this.db, id, matchId);
      // Every bracket alike: a single elimination's, the pools' two, a league's playoffs.
      const plan = planOf(event);
      const lines = plan === null ? null : linesOf(plan, row);
      const minutes = noShowMinutesOf(event);
      if (lines === null || minutes === null)
        throw new ServerError(
          409,
          'NOT_A_BRACKET_MATCH',
          `no-show elimination is a rule of a bracket's matches (003): ${row.id} is of no bracket`,
        );
      if (row.team_a !== body.team && row.team_b !== body.team)
        throw new ServerError(
          400,
          'TEAM_NOT_IN_MATCH',
          `team: ${body.team} does not play match ${row.id}`,
          'team',
        );
      if (row.status !== 'awaiting-report' || row.result !== null)
        throw new ServerError(409, 'ALREADY_REPORTED', `match ${row.id} has a result already`);
      if (row.started_at === null)
        throw new ServerError(
          409,
          'NOT_STARTED',
          `match ${row.id} has not started: its start is when the organizer starts its round`,
        );
      const now = this.deps.isoNow();
      const reported = this.reportedAt(event, row, body.team);
      if (reported !== null && !isNoShow(row.started_at, reported, minutes))
        throw new ServerError(
          409,
          'TEAM_REPORTED',
          `the team reported at ${reported}, within ${minutes} minutes of the start`,
          'team',
        );
      if (!isNoShow(row.started_at, now, minutes)) {
        const from = new Date(Date.parse(row.started_at) + minutes * 60_000);
        throw new ServerError(
          409,
          'TOO_EARLY',
          `a team has ${minutes} minutes from the start (${row.started_at}) to report: ` +
            `it may be eliminated after ${from.toISOString()}`,
          'team',
        );
      }
      // The club's bracket must agree before anything is written.
      const rows = await matchesOf(this.db, id);
      const seed = lines.seeds.indexOf(body.team) + 1;
      const checked = eliminateNoShows(
        linesBracket(lines, rows),
        { round: row.round - lines.offset, match: row.idx },
        [seed],
      );
      if (!checked.ok) throw clubError(checked.error);
      const noShow: StoredNoShow = { absent: body.team, at: now, by: me.id };
      await this.db.transaction().execute(async (trx) => {
        await updateMatch(trx, row, { no_show: JSON.stringify(noShow), status: 'no-show' }, now);
        await appendLog(trx, id, me.id, now, { type: 'no-show', match: row.id, absent: body.team });
        await this.deps.advance(trx, event, now);
      });
    });
    return this.deps.view(id, me);
  }

  /** The view with the day's facts: rosters, dropped teams, clocks, no-shows, the log. */
  async decorate(
    event: EventsTable,
    teams: readonly EventTeamsTable[],
    rows: readonly EventMatchesTable[],
    view: EventView,
  ): Promise<EventView> {
    const now = this.deps.isoNow();
    const names = (ids: readonly string[]) => userNames(this.db, ids);
    const log = await readLog(this.db, event.id, names);
    const rosters = teams.flatMap((t) => {
      const roster = storedRosterOf(t);
      return roster === null ? [] : [[t.id, roster] as const];
    });
    const known = await names(
      rosters.flatMap(([, r]) =>
        r.slots.flatMap((s) => [s.registered, s.player, s.substitute]).filter((x) => x !== null),
      ),
    );
    const player = (u: string | null) => (u === null ? null : { id: u, name: known.get(u) ?? '?' });
    const rosterOf = new Map(
      rosters.map(([team, r]) => [
        team,
        r.slots.map((s): EventRosterSlot => ({
          registered: { id: s.registered, name: known.get(s.registered) ?? '?' },
          player: player(s.player),
          substitute: player(s.substitute),
        })),
      ]),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const plan = planOf(event);
    const decorated = (round: EventRound): EventRound => ({
      ...round,
      matches: round.matches.map((m) => {
        const row = byId.get(m.id);
        if (row === undefined) return m;
        const noShow = noShowOf(row);
        return {
          ...m,
          clock: clockOf(row),
          noShow: noShow === null ? null : { absent: noShow.absent, at: noShow.at },
          noShowEligible: this.eligible(event, plan, row, now),
        };
      }),
    });
    // The pools' and the playoffs' brackets are shown from their own lists of rounds.
    const bracket = (b: EventPoolBracket | null | undefined) =>
      b == null ? b : { ...b, rounds: b.rounds.map(decorated) };
    const pools = view.pools;
    return {
      ...view,
      teams: view.teams.map((t) => {
        const row = teams.find((x) => x.id === t.id);
        const roster = rosterOf.get(t.id);
        return {
          ...t,
          ...(roster !== undefined ? { roster } : {}),
          ...(row?.dropped_week != null ? { droppedAfterWeek: row.dropped_week } : {}),
        };
      }),
      rounds: view.rounds.map(decorated),
      ...(pools != null
        ? {
            pools: {
              ...pools,
              pools: pools.pools.map((p) => ({ ...p, rounds: p.rounds.map(decorated) })),
              championship: bracket(pools.championship) ?? null,
              consolation: bracket(pools.consolation) ?? null,
            },
          }
        : {}),
      ...(view.playoffs != null ? { playoffs: bracket(view.playoffs) ?? null } : {}),
      log,
      serverTime: now,
    };
  }
}
