import { TEAM_NAMES } from '../../logic/outcome.js';
import { countOf } from '../../logic/plural.js';
import { teamsFor } from '../../logic/seats.js';
import type { MatchView, Seat, Team } from '../../protocol.js';
import { MarkTally } from './MarkTally.js';

export function marksToWin(view: MatchView | null): number {
  const value = view?.rules?.options?.game?.marksToWin;
  return typeof value === 'number' && value > 0 ? value : 7;
}

function bestOf(view: MatchView | null): number {
  const value = view?.rules?.options?.match?.bestOf;
  return typeof value === 'number' && value > 0 ? value : 1;
}

/**
 * The scoreboard: each team's marks chalked as a tally, the games won in a longer match, and the
 * points taken in the hand being played.
 */
export function Scoreboard({
  view,
  you,
  names,
}: {
  readonly view: MatchView | null;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
}) {
  const target = marksToWin(view);
  const games = bestOf(view);
  const teams = teamsFor(you);
  const members: Record<Team, [Seat, Seat]> = { NS: ['N', 'S'], EW: ['E', 'W'] };
  return (
    <section className="scoreboard panel" data-testid="scoreboard" aria-label="Scoreboard">
      <h2 className="panel-title">Marks · game to {target}</h2>
      <div className="score-columns">
        {teams.map((team, i) => {
          const marks = view?.game?.marks?.[team] ?? 0;
          return (
            <div className="score-team" key={team} data-team={team} data-marks={marks}>
              <div className="score-name">
                {you === null ? TEAM_NAMES[team] : i === 0 ? 'Us' : 'Them'}
              </div>
              <div className="score-players">{members[team].map((s) => names(s)).join(' & ')}</div>
              <MarkTally marks={marks} target={target} />
              <div className="score-numbers">
                <span className="score-marks">{marks}</span>
                {view?.hand !== null && view?.hand !== undefined ? (
                  <span className="score-points">
                    {countOf(view.hand.points?.[team] ?? 0, 'point')} this hand
                  </span>
                ) : null}
                {games > 1 ? (
                  <span className="score-games">
                    {countOf(view?.gamesWon?.[team] ?? 0, 'game')} won, {Math.ceil(games / 2)} to
                    win
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
