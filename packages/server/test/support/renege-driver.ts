import type { Action, Seat, SeatView } from '@texas42/engine';
import type { TableState } from '@texas42/protocol';
import type { Socket } from 'socket.io-client';
import { emitAck } from './harness.js';

/**
 * A player over a socket who takes the first legal move, except in play: where a domino that
 * does not follow suit could be played instead, `reneging` seats play it (a renege, as a real
 * table allows when `play.reneges` is playable). `reneged` collects, per finished-hand index,
 * the tricks (1-based) each renege was made in. Acts only while no inspection window is open.
 */
export function drivePlayer(
  socket: Socket,
  tableId: string,
  seat: Seat,
  reneging: boolean,
  reneged: Map<number, number[]>,
): { latest: () => TableState | null } {
  let latest: TableState | null = null;
  const acted = new Set<number>();
  socket.on('table:state', (s: TableState) => {
    latest = s;
    const view = s.view as SeatView;
    if (view.toAct !== seat || view.legal.length === 0 || s.inspection !== null) return;
    if (acted.has(view.version)) return;
    acted.add(view.version);
    let action: Action = view.legal[0] as Action;
    const handNo = view.game.hands.length;
    if (reneging && view.phase === 'play' && view.hand.trick.length > 0) {
      const legal = new Set(view.legal.map((a) => (a.type === 'play' ? a.domino : '')));
      const other = (view.hand.hand ?? []).find((d) => !legal.has(d));
      if (other !== undefined) {
        action = { type: 'play', seat, domino: other };
        reneged.set(handNo, [...(reneged.get(handNo) ?? []), view.hand.tricks.length + 1]);
      }
    }
    const { seat: _seat, ...sent } = action;
    void emitAck(socket, 'table:act', { tableId, version: view.version, action: sent });
  });
  return { latest: () => latest };
}
