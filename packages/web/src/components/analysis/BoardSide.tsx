import type { Dispatch, SetStateAction } from 'react';
import type { Domino, Seat } from '@texas42/engine';
import type { BoardWorker } from '../../analysis/useBoardWorker.js';
import type { BoardSetup } from '../../logic/board-setup.js';
import { playAll, type Lines } from '../../logic/board-tree.js';
import { BiddingHelp } from './BiddingHelp.js';
import { SeatViewPanel } from './SeatViewPanel.js';
import { SolvedPanel } from './SolvedPanel.js';

/** Deals sampled for bidding help. */
const BID_SAMPLES = 24;

/** Beside the board: the solver's values (or the seat's view), and bidding help. */
export function BoardSide({
  viewer,
  worker,
  solved,
  need,
  unit,
  setup,
  onPlay,
  onLines,
}: {
  readonly viewer: boolean;
  readonly worker: BoardWorker;
  readonly solved: BoardWorker['solved'];
  readonly need: string;
  readonly unit: 'tricks' | 'points';
  readonly setup: BoardSetup;
  readonly onPlay: (d: Domino) => void;
  readonly onLines: Dispatch<SetStateAction<Lines>>;
}) {
  const { ask } = worker;
  return (
    <div className="ab-side">
      {viewer ? (
        <SeatViewPanel
          answer={worker.seatView}
          pending={worker.pending.has('seat-view')}
          unit={unit}
        />
      ) : (
        <SolvedPanel
          solved={solved}
          pending={worker.pending.has('solve')}
          shownMs={worker.solveShownMs}
          need={need}
          onPlay={onPlay}
          onPlayLine={(n) => {
            const line = solved?.line;
            if (line) onLines((t) => playAll(t, line.slice(0, n)));
          }}
        />
      )}
      <BiddingHelp
        answer={worker.bidding}
        pending={worker.pending.has('bidding')}
        initialSeat={setup.bidder}
        onAsk={(seat: Seat) =>
          ask({
            kind: 'bidding',
            rules: setup.rules,
            seat,
            hand: setup.hands[seat],
            samples: BID_SAMPLES,
          })
        }
      />
    </div>
  );
}
