import { useEffect, useState } from 'react';
import { useNow } from '../../hooks/useNow.js';
import { SEAT_ORDER, seatLabel, sideOfSeat, type EnteredBid } from '../../logic/scorekeeper.js';
import type { EventScoresheet, Seat } from '../../protocol.js';
import type { ScoreEntryInput } from '../../api/endpoints.js';

type Kind = 'renege' | 'violation';

/**
 * Called infractions at a physical table, on the phone: a renege or another infraction on a
 * player, and a time call. What each costs is the rules' (the profile's `penalties`) and the
 * game's warnings: "The first infraction will result in a warning. All other infractions will
 * result in loss of a mark to the other team." (003) A time call counts down the minute the
 * rules give ("the player has one minute to bid or play, else they forfeit the mark", 000); when
 * it runs out the phone records the forfeit.
 */
export function ScoreInfraction({
  sheet,
  bid,
  busy,
  onEnter,
}: {
  readonly sheet: EventScoresheet;
  /** The hand's bid as chosen above, if any: the stake a forfeit of the bid gives. */
  readonly bid: EnteredBid | null;
  readonly busy: boolean;
  readonly onEnter: (entry: ScoreEntryInput) => void;
}) {
  const [offender, setOffender] = useState<Seat | null>(null);
  const [timeOn, setTimeOn] = useState<{ seat: Seat; until: number } | null>(null);
  const now = useNow(250, timeOn !== null);
  const game = sheet.games.at(-1);
  const warnings = game !== undefined && game.winner === null ? game.warnings : { NS: 0, EW: 0 };
  const stake = bid === null ? {} : { bid };
  const left = timeOn === null ? 0 : Math.max(0, Math.ceil((timeOn.until - now) / 1000));

  // The minute ran out: the side of the player time was called on forfeits, as the rules say.
  useEffect(() => {
    if (timeOn === null || left > 0 || busy) return;
    setTimeOn(null);
    onEnter({ type: 'penalty', offender: timeOn.seat, kind: 'time', ...stake });
  });

  const call = (kind: Kind): void => {
    if (offender === null) return;
    onEnter({ type: 'penalty', offender, kind, ...stake });
    setOffender(null);
  };

  return (
    <section className="sk-infraction panel" aria-label="Infractions and time calls">
      <h2 className="sk-step">Infraction or time call</h2>
      <p className="muted sk-warnings" data-testid="sk-warnings">
        Warnings this game: {sheet.teams[0].name} {warnings.NS}, {sheet.teams[1].name} {warnings.EW}
      </p>
      {timeOn !== null ? (
        <div className="sk-time-call" role="timer" data-testid="sk-time-call">
          <p>
            Time called on <strong>{seatLabel(sheet, timeOn.seat)}</strong>: bid or play within
          </p>
          <p className="sk-countdown" data-testid="sk-countdown">
            {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}
          </p>
          <button
            type="button"
            className="sk-button wide"
            data-testid="sk-time-met"
            onClick={() => setTimeOn(null)}
          >
            They acted in time
          </button>
        </div>
      ) : (
        <>
          <div className="sk-grid sk-grid-2">
            {SEAT_ORDER.map((seat) => (
              <button
                key={seat}
                type="button"
                className={`sk-button small side-${sideOfSeat(seat)}${offender === seat ? ' chosen' : ''}`}
                data-testid="sk-offender"
                data-seat={seat}
                aria-pressed={offender === seat}
                onClick={() => setOffender(seat)}
              >
                {seatLabel(sheet, seat)}
              </button>
            ))}
          </div>
          <div className="sk-grid sk-grid-2">
            <button
              type="button"
              className="sk-button"
              data-testid="sk-renege"
              disabled={busy || offender === null}
              onClick={() => call('renege')}
            >
              Renege
            </button>
            <button
              type="button"
              className="sk-button"
              data-testid="sk-violation"
              disabled={busy || offender === null}
              onClick={() => call('violation')}
            >
              Other infraction
            </button>
          </div>
          {sheet.timeCallSeconds !== null ? (
            <button
              type="button"
              className="sk-button wide"
              data-testid="sk-call-time"
              disabled={busy || offender === null}
              onClick={() => {
                if (offender === null || sheet.timeCallSeconds === null) return;
                setTimeOn({ seat: offender, until: Date.now() + sheet.timeCallSeconds * 1000 });
                setOffender(null);
              }}
            >
              Call time ({sheet.timeCallSeconds} s)
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
