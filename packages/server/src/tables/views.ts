import {
  SEATS,
  finishedHands,
  isSeat,
  parseAction,
  type Action,
  handRecordOf,
  warningsByHand,
  type HandRecord,
  type HandResult,
  type RulesRef,
} from '@texas42/engine';
import type { Me, SeatInfo, TableLog, TableSummary } from '@texas42/protocol';
import { ServerError } from '../errors.js';
import type { Presence } from './presence.js';
import type { TableRepository } from './repository.js';
import type { TableRoom } from './room.js';
import type { RoomCache } from './rooms.js';

/** Tables the lobby's history lists at most. */
const RECENT_TABLES = 20;

/** Whether a person seated at the table has it open (a bot is no one). */
function someoneAt(table: TableSummary): boolean {
  return table.seats.some((s) => s.kind === 'human' && s.connected);
}

/**
 * What a table shows and to whom: the lobby, a table's summary (who sits where, who is
 * connected), whether a session may see a private table, and its finished hands.
 */
export class TableViews {
  constructor(
    private readonly repository: TableRepository,
    private readonly rooms: RoomCache,
    private readonly presence: Presence,
  ) {}

  /**
   * The lobby: `tables` someone is at (a person seated there has the table open), and `recent`,
   * its history: matches being played with none of their people there, then finished ones.
   */
  async list(): Promise<{ tables: TableSummary[]; recent: TableSummary[] }> {
    const summaries = async (ids: string[]): Promise<TableSummary[]> =>
      (await Promise.all(ids.map((id) => this.rooms.room(id)))).map((r) => this.summary(r));
    const ids = await this.repository.lobbyTableIds();
    // People at these tables may be connected to another server process.
    await this.presence.settle();
    const live = await summaries(ids);
    const finished = await summaries(await this.repository.finishedTableIds(RECENT_TABLES));
    const here = live.filter(someoneAt);
    const abandoned = live.filter((t) => !someoneAt(t) && t.status === 'playing');
    return { tables: here, recent: [...abandoned, ...finished].slice(0, RECENT_TABLES) };
  }

  summary(room: TableRoom): TableSummary {
    const seats: SeatInfo[] = SEATS.map((seat) => {
      const s = room.seats.get(seat);
      if (s === undefined)
        return { seat, kind: 'empty', name: null, level: null, connected: false };
      return {
        seat,
        kind: s.kind,
        name: s.name,
        level: s.level,
        connected: s.kind === 'bot' || this.presence.isConnected(room.row.id, seat),
      };
    });
    return {
      id: room.row.id,
      name: room.row.name,
      rules: describeRules(room.rules.ref),
      visibility: room.row.visibility,
      status: room.row.status,
      rated: room.row.rated === 1,
      seats,
      marks: { NS: room.row.marks_ns, EW: room.row.marks_ew },
      createdAt: room.row.created_at,
    };
  }

  /** Whether a session may see a table: public, seated there, or holding the invite. */
  canSee(room: TableRoom, me: Me | null, invite?: string): boolean {
    if (room.row.visibility === 'public') return true;
    if (invite !== undefined && invite === room.row.invite) return true;
    return me !== null && (room.seatOf(me.id) !== null || room.row.created_by === me.id);
  }

  async visibleRoom(id: string, me: Me | null, invite?: string): Promise<TableRoom> {
    const room = await this.rooms.room(id);
    if (!this.canSee(room, me, invite))
      throw new ServerError(
        403,
        'PRIVATE_TABLE',
        'this table is private: open it with its invite link',
        'invite',
      );
    return room;
  }

  /**
   * The table's log for anyone who may watch it: who did what, in order. A shake is shown without
   * the hands it dealt (those are in the hand records once the hand is over), and the generator
   * keys of draws never leave the server. Stored actions are read through the engine's parser.
   */
  async publicLog(id: string, me: Me | null, invite?: string): Promise<TableLog> {
    const room = await this.visibleRoom(id, me, invite);
    const rows = await this.repository.log(room.row.id);
    return {
      version: room.state.version,
      events: rows.map((e) => {
        const parsed = parseAction(JSON.parse(e.action), room.rules.options);
        // The log holds only actions the engine accepted: one that does not parse is damage.
        if (!parsed.ok)
          throw new Error(`table ${id} event ${String(e.seq)}: ${parsed.error.message}`);
        return {
          seq: Number(e.seq),
          seat: isSeat(e.seat) ? e.seat : null,
          action: publicAction(parsed.value),
        };
      }),
    };
  }

  /** Finished hands of a table as hand records with their results. */
  async hands(
    id: string,
    me: Me | null,
    invite?: string,
  ): Promise<{ index: number; result: HandResult; record: HandRecord }[]> {
    const room = await this.visibleRoom(id, me, invite);
    const ref = room.rules.ref;
    const warnings = warningsByHand(room.state);
    return finishedHands(room.state).map((result, index) => ({
      index,
      result,
      record: handRecordOf(result, ref, warnings[index]),
    }));
  }
}

/** A log entry as anyone watching may read it: a shake without its hands. */
function publicAction(action: Action): Action {
  return action.type === 'shake' ? { type: 'shake', seat: action.seat } : action;
}

function describeRules(ref: RulesRef): string {
  return typeof ref === 'string' ? ref : `${ref.base} (house)`;
}
