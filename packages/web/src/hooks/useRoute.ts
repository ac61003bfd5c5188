import { useEffect, useState } from 'react';
import { parseRoute, pathOfHash, routePath, type Route } from '../logic/route.js';

/** Whoever shows the page: told when `navigate` or a link moves the address. */
const listeners = new Set<() => void>();

const here = (): Route => parseRoute(window.location.pathname + window.location.search);

/**
 * An old hash link (`/#/t/x`, shared before the paths) is replaced by its path, so the address
 * bar, reloads and the back button all see one address for the page.
 */
function replaceHashLink(): void {
  const path = pathOfHash(window.location.hash);
  if (path !== null) window.history.replaceState(null, '', path);
}

/**
 * A click on a link to one of the app's pages moves the address with the History API instead of
 * loading the page again; links elsewhere (the API's downloads, other sites, a new tab, a
 * modified click) are left to the browser.
 */
function followLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link === null || link.hasAttribute('download')) return;
  if (link.target !== '' && link.target !== '_self') return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (parseRoute(url.pathname + url.search).page === 'not-found') return;
  event.preventDefault();
  go(url.pathname + url.search);
}

function go(path: string): void {
  if (path !== window.location.pathname + window.location.search) {
    window.history.pushState(null, '', path);
    window.scrollTo(0, 0);
  }
  for (const listener of listeners) listener();
}

/** The page the address names, following links, the back and forward buttons and `navigate`. */
export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() => {
    replaceHashLink();
    return here();
  });
  useEffect(() => {
    const onChange = (): void => setRoute(here());
    // A hash link pasted into a tab already showing the app arrives as a hash change.
    const onHash = (): void => {
      replaceHashLink();
      onChange();
    };
    listeners.add(onChange);
    window.addEventListener('popstate', onChange);
    window.addEventListener('hashchange', onHash);
    document.addEventListener('click', followLink);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('popstate', onChange);
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('click', followLink);
    };
  }, []);
  return route;
}

export function navigate(route: Route): void {
  go(routePath(route));
}

/** Moves to a path in place of the current entry (the sign-in page leads back without a trace). */
export function replacePath(path: string): void {
  window.history.replaceState(null, '', path);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}
