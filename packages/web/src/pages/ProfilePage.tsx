import { useCallback } from 'react';
import { api } from '../api/endpoints.js';
import { RatingChart } from '../components/profile/RatingChart.js';
import { usePolling } from '../hooks/usePolling.js';
import { routePath } from '../logic/route.js';
import { ratingText } from '../logic/ratings.js';
import { percent } from '../logic/stats.js';

/**
 * A player's public page: the display name they chose (never the username they sign in with),
 * games and wins, bids made, and their rating ± deviation with its history.
 */
export function ProfilePage({ id }: { readonly id: string }) {
  const load = useCallback(() => api.user(id), [id]);
  const { data, error, loading } = usePolling(load, 0, id);
  if (loading) return <main className="profile-page muted">Loading…</main>;
  if (error !== null || data === null)
    return (
      <main className="profile-page">
        <p className="error-text">{error ?? 'No such player.'}</p>
      </main>
    );
  const stats: [string, string, string][] = [
    ['Games', String(data.games), ''],
    ['Wins', String(data.wins), percent(data.wins, data.games)],
    ['Hands bid', String(data.handsBid), ''],
    ['Bids made', String(data.bidsMade), percent(data.bidsMade, data.handsBid)],
  ];
  const { rating } = data;
  return (
    <main className="profile-page" data-testid="profile">
      <section className="panel profile-card">
        <h1 data-testid="profile-name">{data.user.name}</h1>
        {data.user.guest ? <p className="muted">Guest</p> : null}
        <dl className="stats">
          <div className="stat stat-rating" data-testid="stat-rating">
            <dt>Rating</dt>
            <dd>
              {ratingText(rating.rating, rating.deviation)}
              <span className="stat-extra"> {rating.provisional ? 'provisional' : ''}</span>
            </dd>
          </div>
          {stats.map(([label, value, extra]) => (
            <div
              className="stat"
              key={label}
              data-testid={`stat-${label.toLowerCase().replace(' ', '-')}`}
            >
              <dt>{label}</dt>
              <dd>
                {value}
                {extra !== '' ? <span className="stat-extra"> {extra}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel rating-panel" data-testid="rating-history">
        <h2>Rating history</h2>
        {data.history.length === 0 ? (
          <p className="muted">No rated games yet.</p>
        ) : (
          <RatingChart history={data.history} />
        )}
        <p className="muted rating-note">
          The band is the rating ± its deviation: how sure the rating is. It narrows with every
          rated game; under the <a href={routePath({ page: 'leaderboard' })}>leaderboard</a>
          {"'s"} threshold the rating is no longer provisional.
        </p>
      </section>
    </main>
  );
}
