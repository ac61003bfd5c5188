import { countTaken } from '../../logic/board-words.js';
import { TEAM_NAMES } from '../../logic/outcome.js';
import { teamsFor } from '../../logic/seats.js';
import type { MatchView, Seat } from '../../protocol.js';
import { MarkTally } from '../table/MarkTally.js';
import { marksToWin } from '../table/Scoreboard.js';

/**
 * The marks and this hand's count on the rail of the board itself, so a phone shows the score
 * with the trick, without scrolling to the scoreboard.
 */
export function BoardScore({
  view,
  you,
}: {
  readonly view: MatchView | null;
  readonly you: Seat | null;
}) {
  const teams = teamsFor(you);
  const count = countTaken(view?.hand, teams);
  const target = marksToWin(view);
  return (
    <div className="board-score" data-testid="board-score">
      {teams.map((team, i) => {
        const marks = view?.game?.marks?.[team] ?? 0;
        return (
          <div
            key={team}
            className="board-score-team"
            data-testid="board-score-team"
            data-team={team}
            data-marks={marks}
            data-count={count[i]}
          >
            <span className="board-score-name">
              {you === null ? TEAM_NAMES[team] : i === 0 ? 'Us' : 'Them'}
            </span>
            <MarkTally marks={marks} target={target} />
            <span className="board-score-marks" aria-hidden="true">
              {marks}
            </span>
            {view?.hand !== null && view?.hand !== undefined ? (
              <span className="board-score-count" title="count taken this hand">
                {count[i]} {count[i] === 1 ? 'point' : 'points'}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
