import type { ReactNode } from 'react';
import type { ChatEvent, PlayerAction, Seat, TableState } from '../../protocol.js';
import { InspectionBar } from '../hand-over/InspectionBar.js';
import { ActionBar } from './ActionBar.js';
import { Auction } from './Auction.js';
import { Board } from './Board.js';
import { ChatPanel } from './ChatPanel.js';
import { HintBox } from './HintBox.js';
import { Scoreboard } from './Scoreboard.js';

/** Beside the board: the hint, the scoreboard, the auction, and chat where the table has it. */
export function TableSide({
  state,
  names,
  chat,
  onSay,
  canSay,
  onDelete,
}: {
  readonly state: TableState;
  readonly names: (seat: Seat) => string;
  readonly chat: readonly ChatEvent[];
  readonly onSay: (text: string) => void;
  readonly canSay: boolean;
  /** The site's admin deletes a chat line (null: not an admin). */
  readonly onDelete: ((line: string) => void) | null;
}) {
  const view = state.view ?? null;
  const you = state.you ?? null;
  return (
    <aside className="table-side">
      <HintBox hint={state.hint} />
      <Scoreboard view={view} you={you} names={names} />
      <Auction hand={view?.hand ?? null} names={names} toAct={view?.toAct ?? null} />
      {state.chat ? (
        <ChatPanel
          messages={chat}
          onSay={onSay}
          canSay={canSay}
          {...(onDelete !== null ? { onDelete } : {})}
        />
      ) : null}
    </aside>
  );
}

/** The table in play: the board, the renege check, the action bar, and what is beside them. */
export function TablePlay({
  state,
  pending,
  offline,
  status,
  names,
  seatActions,
  handOverOpen,
  onShowHands,
  onAct,
  side,
}: {
  readonly state: TableState;
  readonly pending: boolean;
  /** Nothing clicked now could reach the server. */
  readonly offline: boolean;
  readonly status: string;
  readonly names: (seat: Seat) => string;
  readonly seatActions: Parameters<typeof Board>[0]['seatActions'];
  /** The hand-over panel is open over the board (it has the keys and the renege check). */
  readonly handOverOpen: boolean;
  readonly onShowHands: () => void;
  readonly onAct: (action: PlayerAction) => void;
  readonly side: ReactNode;
}) {
  const view = state.view ?? null;
  const you = state.you ?? null;
  return (
    <div className="table-layout">
      <div className="table-main">
        <Board
          state={state}
          pending={pending || offline}
          centerMessage={view?.phase === 'play' ? null : status}
          names={names}
          seatActions={seatActions}
          keys={!handOverOpen}
          onAct={onAct}
        />
        {state.inspection !== null && !handOverOpen ? (
          <InspectionBar
            inspection={state.inspection}
            you={you}
            disabled={pending || offline}
            onAct={onAct}
            onShowHands={onShowHands}
          />
        ) : null}
        <ActionBar
          state={state}
          pending={pending}
          offline={offline}
          status={status}
          onAct={onAct}
        />
      </div>
      {side}
    </div>
  );
}
