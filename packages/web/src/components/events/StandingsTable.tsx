import type { EventStandings } from '../../protocol.js';

/** League standings: rank, points (where the rules award them), matches, games and marks. */
export function StandingsTable({
  standings,
  myTeam,
  title = 'Standings',
}: {
  readonly standings: EventStandings;
  readonly myTeam: string | null;
  readonly title?: string;
}) {
  const points = standings.rows.some((r) => r.points !== null);
  // Before any result every team is level: a "tie" then says nothing an organizer can act on.
  const played = standings.rows.some((r) => r.gamesWon + r.gamesLost > 0);
  return (
    <section className="panel standings-panel">
      <h2 className="panel-title">{title}</h2>
      <div className="table-scroll">
        <table className="data-table standings" data-testid="standings-table">
          <thead>
            <tr>
              <th>#</th>
              <th>Team</th>
              {points ? <th title="League points">Pts</th> : null}
              <th title="Matches won-lost">W-L</th>
              <th title="Games won-lost">Games</th>
              <th title="Marks for-against">Marks</th>
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((r) => (
              <tr
                key={r.team}
                className={r.team === myTeam ? 'mine' : undefined}
                data-testid="standings-row"
                data-team={r.name}
              >
                <td>{r.rank}</td>
                <td className="standings-team">{r.name}</td>
                {points ? (
                  <td className="standings-points" data-testid="standings-points">
                    {r.points ?? 0}
                  </td>
                ) : null}
                <td>
                  {r.matchWins}-{r.matchLosses}
                </td>
                <td>
                  {r.gamesWon}-{r.gamesLost}
                </td>
                <td>
                  {r.marksFor}-{r.marksAgainst}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!played ? (
        <p className="muted small-print" data-testid="standings-none">
          No results yet: every team starts level.
        </p>
      ) : standings.undecided.length > 0 ? (
        <p className="muted small-print">
          Still tied:{' '}
          {standings.undecided
            .map(
              (u) =>
                `rank ${u.rank} (${u.decidedBy === 'directors-choice' ? "the director's choice" : 'shared'})`,
            )
            .join('; ')}
        </p>
      ) : null}
    </section>
  );
}
