import { entryText } from '../../logic/scorekeeper.js';
import type { EventScoresheet } from '../../protocol.js';

/**
 * A finished match on the scorekeeper: every game's marks as recorded (the winner's first in
 * bold), and each game's hands folded under it, for a team that asks how a game went.
 */
export function MatchGames({ sheet }: { readonly sheet: EventScoresheet }) {
  const [first, second] = sheet.teams;
  return (
    <section className="panel sk-hands" aria-label="Games" data-testid="sk-match-games">
      <h2 className="panel-title">Games</h2>
      <ol className="sk-games-list">
        {sheet.games.map((g, i) => (
          <li key={i} className="sk-game-line" data-testid="sk-game" data-game={i + 1}>
            <span>
              Game {i + 1}
              {g.timeCalled ? ' (time called)' : ''}
            </span>
            <span data-testid="sk-game-marks">
              <span className={g.winner === 'NS' ? 'sk-game-winner' : undefined}>
                {first.name} {g.recorded.NS}
              </span>
              {' – '}
              <span className={g.winner === 'EW' ? 'sk-game-winner' : undefined}>
                {g.recorded.EW} {second.name}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {sheet.games.map((g, i) => (
        <details key={i} className="sk-game-hands">
          <summary>
            Game {i + 1} hands ({g.entries.length})
          </summary>
          <ol className="sk-hand-list">
            {g.entries.map((e, k) => (
              <li key={k} className="sk-hand">
                <span>{entryText(sheet, e)}</span>
                <span className="sk-tally">
                  {e.tally.NS}–{e.tally.EW}
                </span>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
