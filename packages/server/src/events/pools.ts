import {
  CHAMPIONSHIP,
  CONSOLATION,
  POOL_ROW,
  dominoDraw,
  poolBrackets,
  poolName,
  type NamedBracket,
} from '@texas42/club';
import type { EventStandings } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database, EventMatchesTable, EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { bracketRows } from './bracket-lines.js';
import type { BracketLines, PoolLines, PoolsPlan } from '@texas42/club';
import { eventStandings } from './assembly.js';
import { clubError } from './club-errors.js';
import { insertMatches, planOfKind, setPlan, settingsOf } from './repository/index.js';
import { PoolsSettingsSchema } from './stored-plans.js';

/**
 * Pools (001, non-bracket play feeding brackets): the teams are dealt into pools by seed, each
 * pool plays a round robin under the NPA standings rules; when every pool match is final the
 * organizer advances the top `advance` of each pool to a championship bracket and the rest to a
 * consolation bracket, cross-seeded (the club's drawPools, roundRobin and poolBrackets). Pool
 * matches are rows "a1-1" (pool A, round 1, first match) at rounds 1.., idx pool*100 + k; the
 * brackets' lines are "ch1-1" at rounds 101.. and "co1-1" at rounds 201...
 */

const poolRowsOf = (rows: readonly EventMatchesTable[], p: number): EventMatchesTable[] =>
  rows.filter((r) => r.round <= CHAMPIONSHIP.offset && Math.floor(r.idx / POOL_ROW) === p);

const isDone = (r: EventMatchesTable): boolean => r.status === 'confirmed' || r.status === 'ruled';

function poolStandings(
  event: EventsTable,
  plan: PoolsPlan,
  p: number,
  rows: readonly EventMatchesTable[],
  names: ReadonlyMap<string, string>,
): EventStandings | null {
  const teams = plan.pools[p] ?? [];
  const rounds = plan.rounds[p] ?? [];
  return eventStandings(event, { kind: 'round-robin', teams, rounds }, poolRowsOf(rows, p), names);
}

/**
 * The organizer advances: every pool match final, each pool's finishing order (ties left by the
 * NPA tiebreakers drawn for high domino, the document's first suggestion for the director's
 * choice), then both brackets cross-seeded from it.
 */
export async function advancePools(
  db: Kysely<Database>,
  event: EventsTable,
  rows: readonly EventMatchesTable[],
  names: ReadonlyMap<string, string>,
  at: string,
): Promise<void> {
  if (event.plan === null)
    throw new ServerError(409, 'NOT_GENERATED', 'the pools are not made yet');
  const plan = planOfKind(event, 'pools');
  if (plan.championship !== null)
    throw new ServerError(409, 'ALREADY_ADVANCED', 'the brackets are already made');
  const open = rows.filter((r) => r.round <= CHAMPIONSHIP.offset && !isDone(r));
  if (open.length > 0)
    throw new ServerError(
      409,
      'POOLS_NOT_DONE',
      `every pool match must be confirmed or ruled first: ${open.length} still open (${open
        .slice(0, 3)
        .map((r) => r.id)
        .join(', ')}${open.length > 3 ? ', …' : ''})`,
    );
  const settings = settingsOf(PoolsSettingsSchema, event);
  const drawn: { pool: string; order: string[] }[] = [];
  const orders = plan.pools.map((_, p) => {
    const standings = poolStandings(event, plan, p, rows, names);
    if (standings === null) throw new Error(`event ${event.id}: pool ${poolName(p)} standings`);
    const order = standings.rows.map((r) => r.team);
    for (const tie of standings.undecided) {
      const draw = dominoDraw(tie.teams, `${event.id}:${poolName(p)}:${tie.rank}`);
      if (!draw.ok) throw clubError(draw.error);
      drawn.push({ pool: poolName(p), order: [...draw.value.order] });
      const at = order.findIndex((t) => tie.teams.includes(t));
      order.splice(at, tie.teams.length, ...draw.value.order);
    }
    return order;
  });
  const brackets = poolBrackets(orders, settings.advance, settings.rounds, settings.game);
  if (!brackets.ok) throw clubError(brackets.error);
  const placeOf = new Map(
    orders.flatMap((order, p) => order.map((t, i) => [t, `${poolName(p)}${i + 1}`] as const)),
  );
  const lines = (
    named: NamedBracket,
    where: Pick<BracketLines, 'prefix' | 'offset'>,
  ): PoolLines => ({
    ...where,
    seeds: named.seeds,
    from: named.seeds.map((t) => placeOf.get(t) ?? '?'),
    bracket: {
      entries: named.seeds.length,
      seedOrder: 'standard',
      seed: 1,
      rounds: settings.rounds,
      game: settings.game,
    },
  });
  const championship = lines(brackets.value.championship, CHAMPIONSHIP);
  const consolation =
    brackets.value.consolation === null ? null : lines(brackets.value.consolation, CONSOLATION);
  const newRows = [
    ...bracketRows(event.id, championship, brackets.value.championship.bracket),
    ...(consolation === null || brackets.value.consolation === null
      ? []
      : bracketRows(event.id, consolation, brackets.value.consolation.bracket)),
  ];
  const next: PoolsPlan = { ...plan, drawn, championship, consolation };
  await db.transaction().execute(async (trx) => {
    await insertMatches(trx, newRows, at);
    await setPlan(trx, event.id, JSON.stringify(next), at);
  });
}
