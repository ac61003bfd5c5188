import type { Seat } from '@texas42/engine';
import type { Me, TableState, TableSummary } from '@texas42/protocol';
import { ok } from './api.js';
import { Client } from './harness.js';

/** People playing rated tables over real HTTP and sockets (ratings tests). */

export interface Person {
  readonly c: Client;
  readonly id: string;
}

/** A signed-up account on the server at `url`: a username to sign in with, a name to be shown by. */
export async function account(url: string, username: string, name: string): Promise<Person> {
  const c = new Client(url);
  const me = await ok<Me>(c, 'POST', '/api/signup', {
    username,
    password: 'double six walks the dog',
    name,
  });
  return { c, id: me.id };
}

/** A rated table `host` made, sitting North, with the three others sat E, S, W: its id. */
export async function ratedTable(
  rules: string,
  host: Person,
  others: readonly Person[],
): Promise<string> {
  const made = await ok<{ table: TableSummary }>(host.c, 'POST', '/api/tables', {
    rules,
    seat: 'N',
    rated: true,
  });
  const id = made.table.id;
  for (const [i, p] of others.entries())
    await ok(p.c, 'POST', `/api/tables/${id}/seat`, { seat: (['E', 'S', 'W'] as const)[i] });
  return id;
}

/**
 * One person at the table over a socket: on their turn they play the first of their legal
 * actions, until `stop` says so; resolves with the state that stopped them.
 */
export function playAlong(
  p: Person,
  tableId: string,
  stop: (state: TableState) => boolean,
): Promise<TableState> {
  const socket = p.c.socket();
  return new Promise((resolve, reject) => {
    socket.on('table:state', (state: TableState) => {
      if (stop(state)) return resolve(state);
      const { view, you } = state;
      if (you === null || view.toAct !== you || view.legal.length === 0) return;
      const { seat: _seat, ...action } = view.legal[0] as { seat: Seat };
      socket.emit(
        'table:act',
        { tableId, version: view.version, action },
        (r: { ok: boolean; error?: { code: string } }) => {
          if (!r.ok && r.error?.code !== 'STALE_VERSION')
            reject(new Error(JSON.stringify(r.error)));
        },
      );
    });
    socket.emit('table:watch', { tableId });
  });
}

/** The four people of a rated game, by seat, play it to its end: its winner. */
export async function playRatedGame(
  rules: string,
  seats: Readonly<Record<Seat, Person>>,
): Promise<{ tableId: string; winner: 'NS' | 'EW' }> {
  const tableId = await ratedTable(rules, seats.N, [seats.E, seats.S, seats.W]);
  const ends = await Promise.all(
    Object.values(seats).map((p) => playAlong(p, tableId, (s) => s.view.phase === 'done')),
  );
  const winner = ends[0]?.view.games[0]?.winner;
  if (winner === undefined) throw new Error('the game ended with no winner');
  return { tableId, winner };
}
