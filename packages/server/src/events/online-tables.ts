import type { Seat } from '@texas42/engine';
import type { Me } from '@texas42/protocol';
import type { EventMatchesTable, EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { TableRoom } from '../tables/room.js';
import type { TableService } from '../tables/service.js';
import type { EventClock, EventDatabase, EventLock } from './core.js';
import { teamsWithNamedPlayers } from './named-teams.js';
import {
  eventOf,
  finishedTablesAwaitingResults,
  matchAtTable,
  matchOf,
  namedIn,
  resultOf,
  teamsOf,
  tryUpdateMatch,
} from './repository/index.js';
import { actingTeam, type Results } from './results.js';

/** The actor of a result an online table sent: "table:<id>". */
export const TABLE_ACTOR = 'table:';
/** Who a "played" result event is by: the online table. */
export const ONLINE_TABLE = 'table';

/**
 * Event matches played at an online table: the table is made on first use (the event's rules and
 * match length, rated, no hints, no chat), each team sits on its side, and the table's games are
 * the match's result, final as played, when its match is over (also after a restart).
 */
export class OnlineTables {
  /** Table id to its event match: fixed once made. */
  private readonly tableLinks = new Map<string, { eventId: string; matchId: string } | null>();

  constructor(
    private readonly deps: EventDatabase & EventLock & EventClock,
    private readonly tables: TableService,
    private readonly results: Results,
  ) {
    tables.addSeatCheck((room, me, seat, kind) => this.checkSeat(room, me, seat, kind));
    tables.addListener((room) => {
      // Over by play, not closed by the site's admin: a closed table's games are no result.
      if (room.row.status === 'done' && room.row.closed_at == null)
        void this.tableFinished(room).catch((e: unknown) =>
          console.error(`table ${room.row.id}: its result did not reach its event:`, e),
        );
    });
  }

  private get db() {
    return this.deps.db;
  }

  /**
   * The match's online table (made on first use: the event's rules and match length, rated, no
   * hints, no chat); a team member takes a free seat of their team (the first team North-South).
   */
  async play(me: Me, id: string, matchId: string): Promise<{ tableId: string; seat: Seat | null }> {
    const { tableId, seats } = await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      const match = await matchOf(this.db, id, matchId);
      const teams = await teamsOf(this.db, id);
      const side = sideOf(teams, match, me.id);
      if (side === null && event.organizer_id !== me.id)
        throw new ServerError(
          403,
          'NOT_YOUR_MATCH',
          `only the two teams and the organizer may start match ${match.id}`,
        );
      if (match.table_id !== null) return { tableId: match.table_id, seats: side };
      if (match.status !== 'awaiting-report')
        throw new ServerError(409, 'ALREADY_REPORTED', 'this match has a result already');
      const offline = teamsWithNamedPlayers(teams, await namedIn(this.db, id));
      const without = teams.find(
        (t) => (t.id === match.team_a || t.id === match.team_b) && offline.has(t.id),
      );
      if (without !== undefined)
        throw new ServerError(
          409,
          'NAMED_PLAYERS_OFFLINE',
          `${without.name} has a player without an account: play this match at a table and keep score, or report its result`,
        );
      const rules = this.results.matchRules(event, match);
      const name = (t: string | null): string => teams.find((x) => x.id === t)?.name ?? '?';
      const { room } = await this.tables.create(
        me,
        {
          name: `${name(match.team_a)} v ${name(match.team_b)}`.slice(0, 60),
          rules: {
            base: event.rules,
            'game.marksToWin': rules.game.marksToWin,
            'game.winBy': rules.game.winBy,
            'game.maxRecordedMarks': rules.game.maxRecordedMarks,
            'match.bestOf': rules.bestOf,
          },
          visibility: 'public',
          rated: true,
          hints: false,
          chat: false,
        },
        { held: true },
      );
      if (!(await tryUpdateMatch(this.db, match, { table_id: room.row.id }, this.deps.isoNow()))) {
        // Another process changed the match meanwhile: its table, if it made one, is the table.
        const again = await matchOf(this.db, id, matchId);
        if (again.table_id === null)
          throw new ServerError(409, 'STALE_VERSION', 'the match changed meanwhile: try again');
        return { tableId: again.table_id, seats: side };
      }
      this.tableLinks.set(room.row.id, { eventId: id, matchId });
      return { tableId: room.row.id, seats: side };
    });
    if (seats === null) return { tableId, seat: null };
    const room = await this.tables.room(tableId);
    const already = room.seatOf(me.id);
    if (already !== null) return { tableId, seat: already };
    const free = seats.find((s) => !room.seats.has(s));
    if (free === undefined) return { tableId, seat: null };
    await this.tables.takeSeat(me, tableId, free);
    return { tableId, seat: free };
  }

  /**
   * The organizer seats a bot of `level` in a seat of the match's table, or frees it (null) for
   * a substitute of that side: the only way a held seat changes hands during the match.
   */
  async replaceSeat(
    me: Me,
    id: string,
    matchId: string,
    seat: Seat,
    level: string | null,
  ): Promise<{ tableId: string }> {
    const event = await eventOf(this.db, id);
    if (event.organizer_id !== me.id)
      throw new ServerError(
        403,
        'NOT_ORGANIZER',
        'only the organizer changes a seat at a match table',
      );
    const match = await matchOf(this.db, id, matchId);
    if (match.table_id === null)
      throw new ServerError(409, 'NO_TABLE', 'this match is not being played at an online table');
    await this.tables.replace(match.table_id, seat, level);
    return { tableId: match.table_id };
  }

  private async linkOf(tableId: string): Promise<{ eventId: string; matchId: string } | null> {
    const known = this.tableLinks.get(tableId);
    if (known !== undefined) return known;
    const link = await matchAtTable(this.db, tableId);
    this.tableLinks.set(tableId, link);
    return link;
  }

  /** At an event's table, the first team sits North-South and the second East-West. */
  private async checkSeat(
    room: TableRoom,
    me: Me,
    seat: Seat,
    kind: 'human' | 'bot',
  ): Promise<void> {
    const link = await this.linkOf(room.row.id);
    if (link === null) return;
    const event = await eventOf(this.db, link.eventId);
    if (kind === 'bot') {
      if (event.organizer_id !== me.id)
        throw new ServerError(
          403,
          'EVENT_TABLE',
          "only the organizer seats a bot at an event's table",
          'seat',
        );
      return;
    }
    const match = await matchOf(this.db, link.eventId, link.matchId);
    const teams = await teamsOf(this.db, link.eventId);
    const sides = sideOf(teams, match, me.id);
    if (sides === null || !sides.includes(seat))
      throw new ServerError(
        403,
        'EVENT_TABLE',
        sides === null
          ? "only the two teams of the match sit at an event's table"
          : `your team sits at ${sides.join(' and ')}`,
        'seat',
      );
  }

  /**
   * The table's match is over: its games are the match's result, final as played, in one event
   * and one transaction. A result stored before that change as a report the table made, without
   * its confirm yet, is confirmed now.
   */
  private async tableFinished(room: TableRoom): Promise<void> {
    const link = await this.linkOf(room.row.id);
    if (link === null) return;
    await this.deps.exclusive(link.eventId, async () => {
      const event = await eventOf(this.db, link.eventId);
      const match = await matchOf(this.db, link.eventId, link.matchId);
      if (match.table_id !== room.row.id) return;
      const actor = `${TABLE_ACTOR}${room.row.id}`;
      const at = this.deps.isoNow();
      if (match.status === 'awaiting-report') {
        const games = room.state.games.map((g) => [g.recorded.NS, g.recorded.EW] as const);
        const comment = 'played at the online table';
        await this.results.applyResult(
          event,
          match,
          { type: 'played', by: ONLINE_TABLE, at, games, comment },
          actor,
        );
      } else if (match.status === 'reported' && resultOf(match)?.actors.at(-1) === actor)
        await this.results.applyResult(
          event,
          match,
          { type: 'confirm', by: actingTeam(match.team_b), at },
          actor,
        );
    });
  }

  /** After a restart: results of tables that finished while their event did not hear of it. */
  async resume(): Promise<void> {
    for (const tableId of await finishedTablesAwaitingResults(this.db))
      await this.tableFinished(await this.tables.room(tableId));
  }
}

/** The seats of the session's team in a match: the first team North-South, the second East-West. */
function sideOf(
  teams: readonly EventTeamsTable[],
  match: EventMatchesTable,
  userId: string,
): Seat[] | null {
  const mine = teams.find((t) => t.player1_id === userId || t.player2_id === userId);
  if (mine === undefined) return null;
  if (mine.id === match.team_a) return ['N', 'S'];
  if (mine.id === match.team_b) return ['E', 'W'];
  return null;
}
