import type { Me } from '../../protocol.js';
import { routePath } from '../../logic/route.js';
import { NoticeBell } from './NoticeBell.js';
import { ThemeSwitch } from './ThemeSwitch.js';

/** The bar on every page: the name of the game, your notices, who you are, and the way out. */
export function Header({ me, onSignOut }: { readonly me: Me; readonly onSignOut: () => void }) {
  return (
    <header className="app-header">
      <a className="brand" href={routePath({ page: 'lobby' })}>
        <span className="brand-mark" aria-hidden="true">
          ⁘
        </span>{' '}
        Texas 42
      </a>
      <nav className="app-nav">
        <a href={routePath({ page: 'lobby' })}>Lobby</a>
        <a href={routePath({ page: 'events' })} data-testid="events-link">
          Events
        </a>
        <a href={routePath({ page: 'leaderboard' })} data-testid="leaderboard-link">
          Leaderboard
        </a>
        <a href={routePath({ page: 'puzzles', id: null })} data-testid="puzzles-link">
          Puzzles
        </a>
        <a href={routePath({ page: 'analysis', board: null })} data-testid="analysis-link">
          Analysis
        </a>
        <NoticeBell />
        <a href={routePath({ page: 'profile', id: me.id })} data-testid="me-link">
          {me.name}
          {me.guest ? <span className="muted"> (guest)</span> : null}
        </a>
        {me.guest ? null : (
          <a href={routePath({ page: 'account' })} data-testid="account-link">
            Account
          </a>
        )}
        {me.admin === true ? (
          <a href={routePath({ page: 'admin' })} data-testid="admin-link">
            Admin
          </a>
        ) : null}
        <button type="button" className="link-button" data-testid="sign-out" onClick={onSignOut}>
          Sign out
        </button>
        <ThemeSwitch />
      </nav>
    </header>
  );
}
