import { useState } from 'react';
import { BOT_LEVELS, type BotLevel } from '../../api/endpoints.js';
import { formatBid } from '../../logic/bids.js';
import type { Position } from '../../logic/seats.js';
import { SEAT_NAMES } from '../../logic/seats.js';
import type { Bid, MatchView, Seat, SeatInfo, TableState } from '../../protocol.js';
import { Domino, DominoBack } from '../domino/Domino.js';
import { ClockRing } from '../board/ClockRing.js';
import { ClockBadge } from './ClockBadge.js';

export interface SeatActions {
  /** Null when you hold a seat already. */
  readonly onSit: ((seat: Seat) => void) | null;
  /** Null when the server says you may not seat a bot here (`maySeatBots`). */
  readonly onBot: ((seat: Seat, level: BotLevel) => void) | null;
}

interface SeatPanelProps {
  readonly seat: Seat;
  readonly position: Position;
  readonly info: SeatInfo | null;
  readonly view: MatchView | null;
  readonly you: Seat | null;
  readonly bid: Bid | undefined;
  readonly clock: TableState['clock'];
  /** Empty seats offer these (a spectator sits down, or fills the seat with a bot). */
  readonly actions: SeatActions | null;
  /**
   * At a rematch's new table, the name of the last match's player this empty seat is held for
   * until they answer (`TableState.held`): no one else may sit there, nor a bot.
   */
  readonly heldFor?: string | null;
}

function EmptySeat({ seat, actions }: { readonly seat: Seat; readonly actions: SeatActions }) {
  const [level, setLevel] = useState<BotLevel>('medium');
  const sit = actions.onSit;
  const addBot = actions.onBot;
  return (
    <div className="seat-empty-actions">
      {sit !== null ? (
        <button
          type="button"
          className="button small"
          data-testid="take-seat"
          data-seat={seat}
          onClick={() => sit(seat)}
        >
          Sit here
        </button>
      ) : null}
      {addBot !== null ? (
        <span className="bot-picker">
          <select
            aria-label={`Bot level for ${SEAT_NAMES[seat]}`}
            value={level}
            onChange={(e) => setLevel(e.target.value as BotLevel)}
          >
            {BOT_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button small ghost"
            data-testid="add-bot"
            data-seat={seat}
            onClick={() => addBot(seat, level)}
          >
            Add bot
          </button>
        </span>
      ) : null}
    </div>
  );
}

/**
 * A seat at the table: the player's name, bot level, whether they are connected, their bid,
 * whether they shake, and their hand face down. The seat to act is lit.
 */
export function SeatPanel({
  seat,
  position,
  info,
  view,
  you,
  bid,
  clock,
  actions,
  heldFor = null,
}: SeatPanelProps) {
  const hand = view?.hand ?? null;
  const empty = info === null || info.kind === 'empty';
  const toAct = view?.toAct === seat;
  const shaker = (hand?.shaker ?? view?.shaker) === seat;
  const size = hand?.handSizes?.[seat] ?? 0;
  // Exposed dominoes lie face up by their seat until played (000, 001 IV.8): for everyone.
  const faceUp = hand?.faceUp?.[seat] ?? [];
  const backs = size - faceUp.length;
  const showBacks = seat !== you && backs > 0;
  const across = position === 'left' || position === 'right';
  const classes = [
    'seat-panel',
    `seat-${position}`,
    toAct ? 'to-act' : '',
    seat === you ? 'seat-you' : '',
    empty ? 'seat-is-empty' : '',
  ].join(' ');
  return (
    <section
      className={classes}
      data-testid="seat-panel"
      data-seat={seat}
      data-position={position}
      aria-current={toAct ? 'true' : undefined}
    >
      <header className="seat-head">
        <span
          className={`dot ${info?.connected === true ? 'dot-on' : 'dot-off'}`}
          title={info?.connected === true ? 'connected' : 'not connected'}
        />
        <span className="seat-name">
          {empty
            ? heldFor !== null
              ? `Held for ${heldFor}`
              : 'Empty seat'
            : (info.name ?? SEAT_NAMES[seat])}
          {/* Solo names South "You" already: no "You (you)". */}
          {seat === you && info?.name !== 'You' ? <span className="you-tag"> (you)</span> : null}
        </span>
        <span className="seat-compass" title={SEAT_NAMES[seat]}>
          {seat}
        </span>
      </header>
      <div className="seat-badges">
        {info?.kind === 'bot' && info.level !== null ? (
          <span className="badge badge-bot">bot · {info.level}</span>
        ) : null}
        {shaker ? <span className="badge badge-shaker">shakes</span> : null}
        {bid !== undefined ? (
          <span className={`badge ${bid === 'pass' ? 'badge-pass' : 'badge-bid'}`}>
            {formatBid(bid)}
          </span>
        ) : null}
        {hand?.declarer === seat ? <span className="badge badge-declarer">declarer</span> : null}
        {hand?.sittingOut === seat ? <span className="badge">sits out</span> : null}
        {clock?.seat === seat ? <ClockBadge deadline={clock.deadline} /> : null}
      </div>
      {showBacks ? (
        <div
          className={`seat-backs ${across ? 'backs-column' : 'backs-row'}`}
          role="img"
          aria-label={`${backs} dominoes face down`}
        >
          {Array.from({ length: backs }, (_, i) => (
            <DominoBack key={i} orientation={across ? 'across' : 'up'} className="back-small" />
          ))}
        </div>
      ) : null}
      {faceUp.length > 0 ? (
        <div
          className={`seat-face-up ${across ? 'backs-column' : 'backs-row'}`}
          data-testid="face-up"
          data-seat={seat}
          role="group"
          aria-label={`face up, to be played at the first opportunity: ${faceUp.join(', ')}`}
        >
          <span className="face-up-note" aria-hidden="true">
            face up
          </span>
          {faceUp.map((d) => (
            <Domino
              key={d}
              domino={d}
              orientation={across ? 'across' : 'up'}
              className="back-small face-up"
            />
          ))}
        </div>
      ) : null}
      {empty && heldFor !== null ? (
        <p className="seat-held" data-testid="seat-held" data-seat={seat}>
          Asked to play again
        </p>
      ) : null}
      {empty && heldFor === null && actions !== null ? (
        <EmptySeat seat={seat} actions={actions} />
      ) : null}
      {clock?.seat === seat ? <ClockRing deadline={clock.deadline} view={view} /> : null}
    </section>
  );
}
