import type { EventLogEntry } from '@texas42/protocol';
import { z } from 'zod';
import { readStored } from '../db/stored-json.js';
import type { Db } from './core.js';
import { appendLogRow, logOf } from './repository/index.js';

/** What a log entry stores beyond who and when: the protocol's entry without seq, actor and at. */
type Detail = EventLogEntry extends infer E
  ? E extends EventLogEntry
    ? Omit<E, 'seq' | 'actor' | 'at' | 'player' | 'substitute'> &
        (E extends { type: 'withdraw' } ? { player: string; substitute: string | null } : object) &
        (E extends { type: 'dues' } ? { player: string } : object)
    : never
  : never;

const loggedMatch = z.looseObject({
  id: z.string(),
  week: z.number(),
  teams: z.tuple([z.string(), z.string()]),
});

/**
 * A log entry's detail as stored, one schema per type; typed by Detail, so it follows the
 * protocol's entries. Every type's fields have been written since the type was added (d5c7c29,
 * b66ed5b, 73aadc6).
 */
const DetailSchema: z.ZodType<Detail> = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.enum(['add-team', 'drop-team']),
    team: z.string(),
    afterWeek: z.number(),
    weeks: z.array(z.number()),
    removed: z.array(loggedMatch),
    added: z.array(loggedMatch),
  }),
  z.looseObject({
    type: z.literal('withdraw'),
    team: z.string(),
    player: z.string(),
    substitute: z.string().nullable(),
    defunct: z.boolean(),
  }),
  z.looseObject({
    type: z.literal('start'),
    round: z.number(),
    matches: z.array(z.string()),
    minutes: z.number().nullable(),
  }),
  z.looseObject({ type: z.literal('no-show'), match: z.string(), absent: z.string() }),
  z.looseObject({
    type: z.literal('dues'),
    team: z.string(),
    player: z.string(),
    dollars: z.number(),
    returning: z.boolean(),
    owed: z.number(),
    complete: z.boolean(),
  }),
  z.looseObject({
    type: z.literal('reschedule'),
    match: z.string(),
    leagueNight: z.string(),
    from: z.string(),
    to: z.string(),
    noticeOn: z.string(),
  }),
  z.looseObject({
    type: z.literal('both-absent'),
    match: z.string(),
    minutesLate: z.number().nullable(),
    decideBy: z.string(),
  }),
  z.looseObject({
    type: z.literal('amend'),
    match: z.string(),
    teams: z.tuple([z.string(), z.string()]),
    was: z.string(),
    now: z.string(),
    reason: z.string(),
  }),
  z.looseObject({
    type: z.literal('playoffs'),
    seeds: z.array(z.string()),
    closed: z.array(z.string()),
  }),
]);

/**
 * The event's own audit log (migration 004): every change the organizer makes beyond a match's
 * result (results keep their own log with the match): teams added and dropped with the matches
 * re-assigned, withdrawals and substitutes, starts, no-show eliminations, a league's playoffs
 * started (and its season closed early), dues paid, matches rescheduled, results corrected. Written in the same transaction as the change it records.
 */
export async function appendLog(
  trx: Db,
  eventId: string,
  actorId: string,
  at: string,
  detail: Detail,
): Promise<void> {
  await appendLogRow(trx, {
    event_id: eventId,
    type: detail.type,
    actor_id: actorId,
    at,
    detail: JSON.stringify(detail),
  });
}

/** The log as the API shows it: user ids as names (players as {id, name}). */
export async function readLog(
  db: Db,
  eventId: string,
  names: (ids: readonly string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<EventLogEntry[]> {
  const rows = await logOf(db, eventId);
  const details = rows.map((r) =>
    readStored(DetailSchema, r.detail, `event_log ${eventId}/${r.seq} detail`),
  );
  const ids = rows.flatMap((r, i) => {
    const d = details[i];
    return [
      r.actor_id,
      ...(d?.type === 'withdraw' ? [d.player, ...(d.substitute ? [d.substitute] : [])] : []),
      ...(d?.type === 'dues' ? [d.player] : []),
    ];
  });
  const known = await names(ids);
  const player = (id: string) => ({ id, name: known.get(id) ?? '?' });
  return rows.map((r, i) => {
    const d = details[i];
    if (d === undefined) throw new Error(`event_log ${eventId}/${r.seq}: no detail`);
    const base = { seq: r.seq, actor: known.get(r.actor_id) ?? '?', at: r.at };
    if (d.type === 'withdraw')
      return {
        ...d,
        ...base,
        player: player(d.player),
        substitute: d.substitute === null ? null : player(d.substitute),
      };
    if (d.type === 'dues') return { ...d, ...base, player: player(d.player) };
    return { ...d, ...base };
  });
}
