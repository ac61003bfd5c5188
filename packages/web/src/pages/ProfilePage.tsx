import { useCallback } from 'react';
import { api } from '../api/endpoints.js';
import { usePolling } from '../hooks/usePolling.js';
import { percent } from '../logic/stats.js';

/** A player's record: games and wins, bids made, rating. */
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
    ['Games', String(data.games ?? 0), ''],
    ['Wins', String(data.wins ?? 0), percent(data.wins ?? 0, data.games ?? 0)],
    ['Hands bid', String(data.handsBid ?? 0), ''],
    ['Bids made', String(data.bidsMade ?? 0), percent(data.bidsMade ?? 0, data.handsBid ?? 0)],
    ['Rating', String(Math.round(data.rating ?? 0)), ''],
  ];
  return (
    <main className="profile-page" data-testid="profile">
      <section className="panel profile-card">
        <h1>{data.user?.name ?? 'Player'}</h1>
        <p className="muted">
          {data.user?.guest === true
            ? 'Guest'
            : data.user?.username
              ? `@${data.user.username}`
              : ''}
        </p>
        <dl className="stats">
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
    </main>
  );
}
