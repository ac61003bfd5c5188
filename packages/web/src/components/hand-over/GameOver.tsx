import { gamesWon, type GameSummary } from '../../logic/match-summary.js';
import { TEAM_NAMES } from '../../logic/outcome.js';
import { teamsFor } from '../../logic/seats.js';
import type { HandAnalysis, Seat, Team } from '../../protocol.js';
import { GameSummaryTable } from './GameSummaryTable.js';
import { NotablePlaysPanel } from './NotablePlaysPanel.js';

function winnerWords(winner: Team | null, you: Seat | null): string {
  if (winner === null) return 'Nobody';
  if (you === null) return TEAM_NAMES[winner];
  return teamsFor(you)[0] === winner ? 'Your team' : 'Your opponents';
}

function score(marks: Readonly<Record<Team, number>>, teams: readonly [Team, Team]): string {
  return `${marks[teams[0]]}–${marks[teams[1]]}`;
}

/**
 * The end of a game, or of the match, announced where the hand that won it is shown: who won
 * and by how much (the chalk is wiped for the next game, so this is where it is read), the game
 * hand by hand, and the best and worst plays. At the end of the match every game is summed up.
 */
export function GameOver({
  games,
  game,
  matchOver,
  you,
  names,
  load,
}: {
  /** Every game won so far, in order. */
  readonly games: readonly GameSummary[];
  /** 0-based: the game the hand won. */
  readonly game: number;
  readonly matchOver: boolean;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
  readonly load: (index: number) => Promise<HandAnalysis>;
}) {
  const teams = teamsFor(you);
  const won = games[game];
  if (won === undefined) return null;
  const shown = matchOver ? games : [won];
  const first = (shown[0]?.lines[0]?.number ?? 1) - 1;
  const count = shown.reduce((n, g) => n + g.lines.length, 0);
  const hands = Array.from({ length: count }, (_, i) => first + i);
  const good = you === null ? '' : won.winner === teams[0] ? 'good' : 'bad';
  return (
    <section
      className={`game-over ${good}`}
      data-testid={matchOver ? 'match-over' : 'game-over'}
      data-winner={won.winner ?? ''}
    >
      <p className="game-over-headline" data-testid="game-won">
        {winnerWords(won.winner, you)} {you === null ? 'wins' : 'win'} game {won.number},{' '}
        {score(won.marks, teams)} in marks.
        {matchOver
          ? ` ${winnerWords(won.winner, you)} ${you === null ? 'wins' : 'win'} the match${
              games.length > 1 ? `, ${score(gamesWon(games), teams)} in games` : ''
            }.`
          : ''}
      </p>
      {shown.map((g) => (
        <div key={g.number}>
          {shown.length > 1 ? (
            <h3 className="section-title">
              Game {g.number}: {g.winner === null ? '' : TEAM_NAMES[g.winner]}{' '}
              {score(g.marks, teams)}
            </h3>
          ) : null}
          <GameSummaryTable game={g} teams={teams} />
        </div>
      ))}
      <NotablePlaysPanel hands={hands} load={load} names={names} />
    </section>
  );
}
