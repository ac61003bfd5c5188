import { api } from '../api/endpoints.js';
import { usePolling } from '../hooks/usePolling.js';
import { routePath } from '../logic/route.js';
import { ratingText } from '../logic/ratings.js';

/** The active players with proven ratings, highest first (GET /api/leaderboard). */
export function LeaderboardPage() {
  const { data, error, loading } = usePolling(api.leaderboard, 60_000);
  return (
    <main className="leaderboard-page" data-testid="leaderboard">
      <section className="panel">
        <h1>Leaderboard</h1>
        {data !== null ? (
          <p className="muted">
            Players with a rated game in the last {data.days} days and a rating deviation under{' '}
            {data.maxDeviation}. Ratings are shown as rating ± deviation.
          </p>
        ) : null}
        {loading ? <p className="muted">Loading…</p> : null}
        {error !== null ? <p className="error-text">{error}</p> : null}
        {data !== null && data.players.length === 0 ? (
          <p className="muted" data-testid="leaderboard-empty">
            Nobody yet: a rating joins the board after about twenty rated games.
          </p>
        ) : null}
        {data !== null && data.players.length > 0 ? (
          <table className="leaderboard-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col">Rating</th>
                <th scope="col" className="leaderboard-games">
                  Games
                </th>
              </tr>
            </thead>
            <tbody>
              {data.players.map((p) => (
                <tr key={p.user.id} data-testid="leaderboard-row">
                  <td>{p.rank}</td>
                  <td>
                    <a href={routePath({ page: 'profile', id: p.user.id })}>{p.user.name}</a>
                  </td>
                  <td className="leaderboard-rating">{ratingText(p.rating, p.deviation)}</td>
                  <td className="leaderboard-games">{p.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </main>
  );
}
