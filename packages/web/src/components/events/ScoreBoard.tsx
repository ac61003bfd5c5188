import { chalk, entryText, gamesToWin } from '../../logic/scorekeeper.js';
import type { EventScoreGame, EventScoresheet } from '../../protocol.js';

/**
 * The scorekeeper's board: each team's marks in the game in progress, chalked as on paper, and
 * its games won; once the match is over, the games won alone.
 */
export function ScoreBoard({ sheet }: { readonly sheet: EventScoresheet }) {
  const game = sheet.games.at(-1);
  const marks = game !== undefined && game.winner === null ? game.marks : { NS: 0, EW: 0 };
  const sides = [
    { team: sheet.teams[0], marks: marks.NS, won: sheet.won[0], seats: 'N–S' },
    { team: sheet.teams[1], marks: marks.EW, won: sheet.won[1], seats: 'E–W' },
  ] as const;
  // A finished match's board shows the games won, the match score; a game's, its marks.
  const big = (s: (typeof sides)[number]): number => (sheet.over ? s.won : s.marks);
  return (
    <section className="sk-board" aria-label="Marks">
      {sides.map((s, i) => (
        <div key={s.team.id} className={`sk-team sk-team-${i}`} data-testid="sk-team" data-side={i}>
          <div className="sk-team-name">{s.team.name}</div>
          <div className="sk-team-players muted">
            {s.seats}: {s.team.players.map((p) => p?.name ?? 'open').join(' & ')}
          </div>
          <div
            className="sk-marks"
            data-testid={sheet.over ? 'sk-games-won' : 'sk-marks'}
            aria-label={sheet.over ? `${s.won} games won` : `${s.marks} marks`}
          >
            {big(s)}
          </div>
          {sheet.over ? (
            <div className="sk-games muted">{s.won === 1 ? 'game won' : 'games won'}</div>
          ) : (
            <>
              <div className="sk-chalk" aria-hidden="true">
                {chalk(s.marks) || '·'}
              </div>
              <div className="sk-games muted">
                games {s.won}/{gamesToWin(sheet.bestOf)}
              </div>
            </>
          )}
        </div>
      ))}
    </section>
  );
}

/** The hands of the game in progress (or the last game), the latest first, with the tally. */
export function HandList({
  sheet,
  game,
}: {
  readonly sheet: EventScoresheet;
  readonly game: EventScoreGame;
}) {
  const hands = [...game.entries].reverse();
  return (
    <section className="panel sk-hands" aria-label="Hands">
      <h2 className="panel-title">
        Game {sheet.games.length} hands ({game.entries.length})
      </h2>
      <ol className="sk-hand-list" reversed data-testid="sk-hands">
        {hands.map((e, k) => (
          <li key={hands.length - k} className="sk-hand">
            <span>{entryText(sheet, e)}</span>
            <span className="sk-tally">
              {e.tally.NS}–{e.tally.EW}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
