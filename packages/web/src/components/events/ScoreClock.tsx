import { timeLeft } from '../../logic/event-day.js';
import { useServerNow } from '../../hooks/useServerNow.js';
import type { EventScoresheet } from '../../protocol.js';
import { EventClock } from './EventClock.js';

/**
 * The scorekeeper's clock: the match's time left and, once time is up, the banner and a button
 * to record that time was called in the game in progress (001 I: the hand in progress is
 * completed; the game goes to the team ahead with its actual marks; a tie plays one more hand).
 */
export function ScoreClock({
  sheet,
  busy,
  onTime,
}: {
  readonly sheet: EventScoresheet;
  readonly busy: boolean;
  readonly onTime: () => void;
}) {
  const now = useServerNow(sheet.serverTime);
  const clock = sheet.clock ?? null;
  if (clock === null || sheet.over) return null;
  const left = timeLeft(clock, now);
  const game = sheet.games.at(-1);
  const called = game !== undefined && game.winner === null && game.timeCalled;
  return (
    <section className="sk-clock" aria-label="Match clock">
      <EventClock clock={clock} serverTime={sheet.serverTime} big />
      {left !== null && left <= 0 && sheet.canKeep ? (
        called ? (
          <p className="muted" data-testid="sk-time-called">
            Time called: enter the hand in progress; the team ahead then wins the game.
          </p>
        ) : (
          <button
            type="button"
            className="sk-button wide"
            data-testid="sk-time"
            disabled={busy}
            onClick={onTime}
          >
            Time called in this game
          </button>
        )
      ) : null}
    </section>
  );
}
