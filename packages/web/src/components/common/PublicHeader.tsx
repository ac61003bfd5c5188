import { routePath } from '../../logic/route.js';
import { currentPath } from './SignInLink.js';
import { ThemeSwitch } from './ThemeSwitch.js';

/** The bar over the pages a signed-out visitor may read (the events): the way in, and back. */
export function PublicHeader() {
  return (
    <header className="app-header">
      <a className="brand" href={routePath({ page: 'events' })}>
        <span className="brand-mark" aria-hidden="true">
          ⁘
        </span>{' '}
        Texas 42
      </a>
      <nav className="app-nav">
        <a href={routePath({ page: 'events' })} data-testid="events-link">
          Events
        </a>
        <a href={routePath({ page: 'sign-in', next: currentPath() })} data-testid="header-sign-in">
          Sign in
        </a>
        <ThemeSwitch />
      </nav>
    </header>
  );
}
