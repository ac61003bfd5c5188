import { routePath } from '../logic/route.js';

/** The lobby's way to solo play: three bots in this browser, no connection needed. */
export function SoloLink() {
  return (
    <p className="panel solo-link">
      <a className="button ghost" href={routePath({ page: 'solo' })} data-testid="solo-link">
        Play solo offline
      </a>{' '}
      <span className="muted">three bots in this browser, even with no connection</span>
    </p>
  );
}
