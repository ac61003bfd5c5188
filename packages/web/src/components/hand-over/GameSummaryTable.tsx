import { formatBid } from '../../logic/bids.js';
import { contractLabel } from '../../logic/contracts.js';
import type { GameSummary } from '../../logic/match-summary.js';
import { TEAM_NAMES } from '../../logic/outcome.js';
import { SEAT_NAMES } from '../../logic/seats.js';
import type { Team } from '../../protocol.js';

function bids(n: number): string {
  return n === 1 ? '1 bid' : `${n} bids`;
}

const OUTCOME_WORDS = { made: 'made', set: 'set', reshake: 'all passed', forfeit: 'forfeit' };

/**
 * One game hand by hand: who bid what, how it went, the marks each side took and the running
 * score, then the bids each side made and was set on.
 */
export function GameSummaryTable({
  game,
  teams,
}: {
  readonly game: GameSummary;
  /** The teams in the viewer's order: their own first. */
  readonly teams: readonly [Team, Team];
}) {
  return (
    <div className="game-summary" data-testid="game-summary" data-game={game.number}>
      <div className="table-scroll">
        <table className="data-table summary-table">
          <thead>
            <tr>
              <th>Hand</th>
              <th>Bid</th>
              <th>Result</th>
              {teams.map((t) => (
                <th key={t} title={TEAM_NAMES[t]}>
                  {t === 'NS' ? 'N–S' : 'E–W'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {game.lines.map((l) => (
              <tr key={l.number} data-testid="summary-hand" className={`outcome-${l.outcome}`}>
                <td>{l.number}</td>
                <td>
                  {l.bidder === null
                    ? '—'
                    : `${SEAT_NAMES[l.bidder]} ${formatBid(l.bid)}${
                        l.contract === null ? '' : ` in ${contractLabel(l.contract)}`
                      }`}
                </td>
                <td>{OUTCOME_WORDS[l.outcome]}</td>
                {teams.map((t) => (
                  <td key={t}>
                    {l.marks[t] > 0 ? `+${l.marks[t]}` : ''}{' '}
                    <span className="muted">({l.total[t]})</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted" data-testid="bids-made-set">
        {teams
          .map((t) => `${TEAM_NAMES[t]}: ${bids(game.made[t])} made, ${game.set[t]} set`)
          .join(' · ')}
      </p>
    </div>
  );
}
