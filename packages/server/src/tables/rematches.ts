import type { Me, RequestBody } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database, RematchSeatsTable } from '../db/schema.js';
import { readStored } from '../db/stored-json.js';
import { isUniqueViolation } from '../db/unique.js';
import { ServerError } from '../errors.js';
import type { TableLog } from './log.js';
import {
  answerRematch,
  heldFor,
  heldSeatsOf,
  insertRematch,
  offerOf,
  readRematch,
  rematchSeatOf,
} from './rematch-repository.js';
import type { TableRepository } from './repository.js';
import { RulesRefSchema, type TableRoom } from './room.js';
import type { RoomCache } from './rooms.js';
import type { Seating, SeatCheck } from './seating.js';
import type { TableViews } from './views.js';

/**
 * Rematches: once a match is over, a person who sat at its table offers the same table again.
 * A new table is made with the same rules and settings, the offerer in their seat and each bot
 * in its own; every other person is offered their seat there, held for them until they answer
 * (accepting seats them; declining frees the seat). The finished table's viewers are told of the
 * offer and each answer in `table:state` (`rematch`).
 */
export class Rematches {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: TableRepository,
    private readonly rooms: RoomCache,
    private readonly views: TableViews,
    private readonly seating: Seating,
    private readonly log: TableLog,
  ) {}

  /** Refuses a seat held for someone else by a rematch (a bot is never seated there). */
  readonly seatCheck: SeatCheck = async (room, me, seat, kind) => {
    const holder = await heldFor(this.db, room.row.id, seat);
    if (holder !== null && (kind === 'bot' || holder !== me.id))
      throw new ServerError(
        409,
        'SEAT_HELD',
        `${seat} is held for the player who sat there in the last match until they answer the rematch`,
        'seat',
      );
  };

  async offer(me: Me, id: string): Promise<{ room: TableRoom; invite: string | null }> {
    const old = await this.views.visibleRoom(id, me);
    return old.exclusive(async () => {
      // Another process may have played the match's last trick: this one reads it first.
      await this.log.beforeSeating(old);
      old.rematch = await readRematch(this.db, id);
      const seat = old.seatOf(me.id);
      if (seat === null)
        throw new ServerError(403, 'NOT_SEATED', 'only a player of this match may offer a rematch');
      if (old.row.held === 1)
        throw new ServerError(
          409,
          'EVENT_TABLE',
          "an event's matches are scheduled by the event, not offered again",
        );
      if (old.row.status !== 'done')
        throw new ServerError(409, 'MATCH_NOT_OVER', 'a rematch is offered once the match is over');
      if (old.rematch !== null)
        throw new ServerError(409, 'REMATCH_OFFERED', 'a rematch has already been offered here');
      const body: RequestBody<'createTable'> = {
        name: old.row.name,
        rules: readStored(RulesRefSchema, old.row.rules, `tables ${id} rules`),
        visibility: old.row.visibility,
        seat,
        rated: old.row.rated === 1,
        hints: old.row.hints === 1,
        chat: old.row.chat === 1,
      };
      // The new table, its bots and the offer are one transaction: a crash leaves all or nothing,
      // and another process's offer of the same table (the unique key) undoes this one whole.
      const stamp = this.repository.stamp();
      let rows: RematchSeatsTable[] = [];
      const bots = [...old.seats.values()]
        .filter((s) => s.kind === 'bot')
        .map((s) => ({ seat: s.seat, level: s.level ?? 'hard' }));
      const made = await this.seating
        .create(me, body, false, {
          bots,
          // The rematch counts where the match it follows was made from.
          ...(old.row.made_from == null ? {} : { madeFrom: old.row.made_from }),
          alsoWrite: async (trx, newId) => {
            rows = [...old.seats.values()]
              .filter((s) => s.kind === 'human' && s.user_id !== null)
              .map((s) => ({
                table_id: id,
                seat: s.seat,
                user_id: s.user_id ?? '',
                answer: s.user_id === me.id ? 'offered' : 'pending',
                new_table_id: newId,
                created_at: stamp,
              }));
            await insertRematch(trx, rows);
          },
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e))
            throw new ServerError(
              409,
              'REMATCH_OFFERED',
              'a rematch has already been offered here',
            );
          throw e;
        });
      old.rematch = offerOf(rows);
      this.log.notify(old);
      // The new table shows whose seats wait for an answer (not "Empty seat" with "Add bot").
      made.room.held = await heldSeatsOf(this.db, made.room.row.id);
      this.log.notify(made.room);
      return { room: made.room, invite: made.invite };
    });
  }

  /** A person's answer to the rematch of finished table `id`: accepting seats them there. */
  async answer(
    me: Me,
    id: string,
    accept: boolean,
  ): Promise<{ room: TableRoom; invite: string | null }> {
    const old = await this.views.visibleRoom(id, me);
    return old.exclusive(async () => {
      old.rematch = await readRematch(this.db, id);
      if (old.rematch === null)
        throw new ServerError(404, 'NO_REMATCH', 'no rematch has been offered at this table');
      const mine = await rematchSeatOf(this.db, id, me.id);
      if (mine === undefined)
        throw new ServerError(
          403,
          'NOT_SEATED',
          'the rematch offers seats to the players of this match only',
        );
      if (mine.answer !== 'pending')
        throw new ServerError(
          409,
          'ALREADY_ANSWERED',
          mine.answer === 'offered'
            ? 'you offered this rematch'
            : `you have already ${mine.answer}`,
        );
      const fresh = await this.rooms.room(mine.new_table_id);
      const invite = fresh.row.invite ?? undefined;
      if (accept) await this.seating.takeSeat(me, fresh.row.id, mine.seat, invite);
      if (!(await answerRematch(this.db, id, mine.seat, accept ? 'accepted' : 'declined')))
        throw new ServerError(409, 'ALREADY_ANSWERED', 'you have already answered');
      old.rematch = await readRematch(this.db, id);
      this.log.notify(old);
      // The seat is held no more: taken by its player, or (declined) open to anyone.
      fresh.held = await heldSeatsOf(this.db, fresh.row.id);
      this.log.notify(fresh);
      return { room: fresh, invite: accept ? fresh.row.invite : null };
    });
  }
}
