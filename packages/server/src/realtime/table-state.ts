import { heuristicBot } from '@texas42/bots';
import {
  mayCallTime,
  seedRng,
  viewFor,
  type Seat,
  type SeatView,
  type Viewer,
} from '@texas42/engine';
import type { TableState, TableSummary } from '@texas42/protocol';
import type { TableRoom } from '../tables/room.js';

/**
 * What one viewer of a table is sent: computed from that viewer's view only (viewFor is the one
 * redaction), so no other hand and no shuffle can reach a client by this path.
 */
export function tableStateFor(room: TableRoom, summary: TableSummary, viewer: Viewer): TableState {
  const full = viewFor(room.state, viewer);
  // The server shakes for the shaker (from the table's seed), so a shake is never the player's to send.
  const view = { ...full, legal: full.legal.filter((a) => a.type !== 'shake') };
  const you: Seat | null = viewer === 'spectator' ? null : viewer;
  return {
    table: summary,
    you,
    hints: room.row.hints === 1,
    chat: room.row.chat === 1,
    // As seating.ts's seatBot and the event's seat check decide; a spectator sits down first.
    maySeatBots: you !== null && room.row.held !== 1,
    mayCallTime: you !== null && room.row.status === 'playing' && mayCallTime(room.state, you),
    view,
    hint:
      view.viewer !== 'spectator' &&
      room.row.hints === 1 &&
      view.legal.length > 0 &&
      view.toAct === you
        ? hintFor(view)
        : null,
    timeLimit:
      room.matchDeadline === null
        ? null
        : { deadline: new Date(room.matchDeadline).toISOString(), called: view.timeCalled },
    clock:
      room.deadline === null
        ? null
        : { seat: room.deadline.seat, deadline: new Date(room.deadline.at).toISOString() },
    rematch: room.rematch,
    held: room.held,
    inspection:
      room.inspection === null
        ? null
        : {
            deadline: new Date(room.inspection.until).toISOString(),
            waived: [...room.inspection.waived],
          },
  };
}

function hintFor(view: SeatView): TableState['hint'] {
  const decision = heuristicBot.decide(view, seedRng(view.version));
  return {
    action: decision.action,
    why: 'what a good player would usually do here (rules of thumb)',
  };
}
