import { canonical } from '../../logic/dominoes.js';
import { hintedDomino } from '../../logic/hint.js';
import { playableDominoes } from '../../logic/legal.js';
import { POSITIONS, biddingOrder, seatAt, teamsFor } from '../../logic/seats.js';
import { seatInfo } from '../../logic/table-words.js';
import { bidsBySeat, trickInSight, trickPile } from '../../logic/tricks.js';
import type { Bid, PlayerAction, Seat, TableState } from '../../protocol.js';
import { BoardScore } from '../board/BoardScore.js';
import { ContractBadge } from '../board/ContractBadge.js';
import { MyHand } from './MyHand.js';
import { SeatPanel, type SeatActions } from './SeatPanel.js';
import { TrickArea } from './TrickArea.js';
import { TrickPile } from './TrickPile.js';

/**
 * The felt: four seats around the trick, you at the bottom and your partner on top, each team's
 * won tricks beside it, your hand along the bottom edge.
 */
export function Board({
  state,
  pending,
  centerMessage,
  names,
  seatActions,
  keys,
  onAct,
}: {
  readonly state: TableState;
  readonly pending: boolean;
  readonly centerMessage: string | null;
  readonly names: (seat: Seat) => string;
  readonly seatActions: SeatActions | null;
  /** Whether the hand answers the keyboard (not while a panel is open over the board). */
  readonly keys: boolean;
  readonly onAct: (action: PlayerAction) => void;
}) {
  const view = state.view ?? null;
  const hand = view?.hand ?? null;
  const you = state.you;
  const bids: Partial<Record<Seat, Bid>> =
    hand === null ? {} : bidsBySeat(biddingOrder(hand.shaker), hand.bids ?? []);
  const trick = trickInSight(hand);
  const [ours, theirs] = teamsFor(you);
  const stacked = hand?.stacked === true;
  const playable = new Set([...playableDominoes(view?.legal)].map(canonical));
  // Dominoes are clickable whenever view.legal holds a play (some rules let the declarer lead
  // before naming trump), never while an action is on its way.
  const playing = you !== null && view?.toAct === you && playable.size > 0 && !pending;
  const mine = hand?.hand ?? [];
  return (
    <div className="board-wrap">
      <BoardScore view={view} you={you} />
      <div
        className="board"
        data-testid="board"
        data-phase={view?.phase ?? 'none'}
        data-version={view?.version ?? -1}
        data-to-act={view?.toAct ?? ''}
      >
        {POSITIONS.map((position) => {
          const seat = seatAt(position, you);
          return (
            <div key={position} className={`board-seat area-${position}`}>
              <SeatPanel
                seat={seat}
                position={position}
                info={seatInfo(state.table, seat)}
                view={view}
                you={you}
                bid={bids[seat]}
                clock={state.clock ?? null}
                actions={seatActions}
                heldFor={state.held.find((h) => h.seat === seat)?.name ?? null}
              />
            </div>
          );
        })}
        <div className="board-center area-center">
          <ContractBadge hand={hand} you={you} names={names} />
          <TrickArea
            plays={trick.plays}
            winner={trick.winner}
            points={trick.points}
            you={you}
            names={names}
            message={centerMessage}
          />
        </div>
        <div className="board-pile area-pile-them">
          <TrickPile
            pile={trickPile(hand, theirs)}
            stacked={stacked}
            label={you === null ? theirs : 'Them'}
          />
        </div>
        <div className="board-pile area-pile-us">
          <TrickPile
            pile={trickPile(hand, ours)}
            stacked={stacked}
            label={you === null ? ours : 'Us'}
          />
        </div>
      </div>
      <MyHand
        dominoes={mine}
        playable={playable}
        playing={playing}
        hinted={hintedDomino(state.hint?.action)}
        keys={keys}
        renegeable={view?.rules.options.play.reneges === 'playable'}
        faceUp={you !== null ? (hand?.faceUp?.[you] ?? []) : []}
        onPlay={(domino) => onAct({ type: 'play', domino })}
      />
    </div>
  );
}
