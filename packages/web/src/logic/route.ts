/**
 * The router: every page is a path the server answers with the app (http/app-pages.ts), so a
 * shared link can carry its own preview. The old hash form (`/t/<id>`), already out in shared
 * links, reads the same and is replaced by its path when the app opens (hooks/useRoute.ts).
 *   /                         the lobby
 *   /t/<id>?invite=<token>    a table (the invite lets a private table's guest sit)
 *   /t/<id>/history           a table's finished hands and their replays
 *   /u/<id>                   a player's profile
 *   /leaderboard              the active players' ratings
 *   /puzzles                  puzzles from real hands, one at a time; /puzzles/<id> one of them
 *   /account                  your account: password, sessions
 *   /admin                    the site's admin page (admins only)
 *   /verify?token=<t>         a mailed link that verifies an e-mail address
 *   /reset?token=<t>          a mailed (or handed over) link to choose a new password
 *   /unsubscribe?token=<t>    a notice mail's link to stop every notice mail
 *   /events                   leagues and tournaments
 *   /e/<id>                   one event: teams, schedule or bracket, standings
 *   /e/<id>?team=<t>&invite=<token>   ... opened from a team's link to join its open place
 *   /e/<id>?claim=<token>     ... opened from a named player's link to claim their place
 *   /e/<id>/m/<match>         ... opened at one match (a notice's link): it comes first
 *   /e/<id>/m/<match>/score   the scorekeeper of a match played at a physical table
 *   /e/<id>/m/<match>/sheet   a match's blank score sheet, to print
 *   /solo                     solo play against bots in this browser, with no connection
 *   /analysis?h=<board>       the analysis board, opened at a shared board (logic/board-link.ts)
 *   /signin?next=<path>       signing in, then back to the page that asked for it
 *   /embed/events/<id>?show=standings|bracket&theme=light|dark
 *                             an event's standings and bracket, to frame in another site
 */
export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'table'; readonly id: string; readonly invite: string | null }
  | { readonly page: 'history'; readonly id: string; readonly invite: string | null }
  | { readonly page: 'profile'; readonly id: string }
  | { readonly page: 'leaderboard' }
  | { readonly page: 'puzzles'; readonly id: string | null }
  | { readonly page: 'account' }
  | { readonly page: 'admin' }
  /** A mailed link's page: it works signed in or not; `token` null when the link was cut short. */
  | {
      readonly page: 'verify-email' | 'reset-password' | 'unsubscribe';
      readonly token: string | null;
    }
  | { readonly page: 'events' }
  | { readonly page: 'solo' }
  /** The analysis board; `board` a packed board from a shared link, or null for a new deal. */
  | { readonly page: 'analysis'; readonly board: string | null }
  | {
      readonly page: 'event';
      readonly id: string;
      /** A team's shared link to its open place. */
      readonly join?: { readonly team: string; readonly invite: string };
      /** A named player's link from the organizer: its token claims the place. */
      readonly claim?: string;
      /** The match the page opens at (a notice's link to it). */
      readonly match?: string;
    }
  | { readonly page: 'score' | 'sheet'; readonly id: string; readonly match: string }
  | { readonly page: 'sign-in'; readonly next: string | null }
  | {
      readonly page: 'embed';
      readonly id: string;
      /** What the widget shows: the standings, the bracket, or both (the default). */
      readonly show: EmbedShow;
      /** A theme the framing site chose; null: the visitor's own. */
      readonly theme: 'light' | 'dark' | null;
    }
  | { readonly page: 'not-found'; readonly path: string };

export type EmbedShow = 'standings' | 'bracket' | 'both';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A mailed link's token (an unsubscribe link's has the account's id and a dot first). */
const TOKEN = /^([A-Za-z0-9_-]{6,64}\.)?[A-Za-z0-9_-]{20,100}$/;

/** The paths of mailed links, and their pages. */
const MAILED_PAGES: Readonly<
  Record<string, 'verify-email' | 'reset-password' | 'unsubscribe' | undefined>
> = {
  verify: 'verify-email',
  reset: 'reset-password',
  unsubscribe: 'unsubscribe',
};
const MAILED_PATHS = {
  'verify-email': '/verify',
  'reset-password': '/reset',
  unsubscribe: '/unsubscribe',
};

/**
 * Where signing in leads back to: a page of this app (a path that names one), never another
 * site (`//evil.example`) nor the sign-in page itself.
 */
export function safeNext(next: string | null): string | null {
  if (next === null || !next.startsWith('/') || next.startsWith('//')) return null;
  const page = parseRoute(next).page;
  return page === 'not-found' || page === 'sign-in' ? null : next;
}

function decode(part: string): string | null {
  try {
    const text = decodeURIComponent(part);
    return ID.test(text) ? text : null;
  } catch {
    return null;
  }
}

function queryParam(query: string, name: string): string | null {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (key !== name) continue;
    try {
      const value = decodeURIComponent(eq < 0 ? '' : pair.slice(eq + 1));
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/** The page an address names: a path with its query (`/t/x?invite=y`), or the old `/t/x?...`. */
export function parseRoute(address: string): Route {
  const text = address.startsWith('#') ? address.slice(1) : address;
  const q = text.indexOf('?');
  const path = q < 0 ? text : text.slice(0, q);
  const query = q < 0 ? '' : text.slice(q + 1);
  const parts = path.split('/').filter((p) => p !== '');
  // The server also serves the app's file by its name: the lobby, as at /.
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'index.html'))
    return { page: 'lobby' };
  const [head, id, tail, ...rest] = parts;
  const key = id === undefined ? null : decode(id);
  if (head === 't' && key !== null && rest.length === 0) {
    const invite = queryParam(query, 'invite');
    if (tail === undefined) return { page: 'table', id: key, invite };
    if (tail === 'history') return { page: 'history', id: key, invite };
  }
  if (head === 'u' && key !== null && tail === undefined) return { page: 'profile', id: key };
  if (head === 'events' && id === undefined) return { page: 'events' };
  if (head === 'leaderboard' && id === undefined) return { page: 'leaderboard' };
  if (head === 'puzzles' && tail === undefined && (id === undefined || /^[0-9a-f]{12}$/.test(id)))
    return { page: 'puzzles', id: id ?? null };
  if (head === 'account' && id === undefined) return { page: 'account' };
  if (head === 'admin' && id === undefined) return { page: 'admin' };
  const mailed = head === undefined ? undefined : MAILED_PAGES[head];
  if (mailed !== undefined && id === undefined) {
    const token = queryParam(query, 'token');
    return { page: mailed, token: token !== null && TOKEN.test(token) ? token : null };
  }
  if (head === 'solo' && id === undefined) return { page: 'solo' };
  if (head === 'analysis' && id === undefined)
    return { page: 'analysis', board: queryParam(query, 'h') };
  if (head === 'signin' && id === undefined)
    return { page: 'sign-in', next: safeNext(queryParam(query, 'next')) };
  if (head === 'embed' && id === 'events' && tail !== undefined && rest.length === 0) {
    const event = decode(tail);
    const show = queryParam(query, 'show');
    const theme = queryParam(query, 'theme');
    if (event !== null)
      return {
        page: 'embed',
        id: event,
        show: show === 'standings' || show === 'bracket' ? show : 'both',
        theme: theme === 'light' || theme === 'dark' ? theme : null,
      };
  }
  if (head === 'e' && key !== null && tail === undefined) {
    const team = queryParam(query, 'team');
    const invite = queryParam(query, 'invite');
    const claim = queryParam(query, 'claim');
    if (claim !== null && ID.test(claim)) return { page: 'event', id: key, claim };
    return team !== null && invite !== null && ID.test(team) && ID.test(invite)
      ? { page: 'event', id: key, join: { team, invite } }
      : { page: 'event', id: key };
  }
  if (head === 'e' && key !== null && tail === 'm' && rest.length === 1) {
    const match = decode(rest[0] ?? '');
    if (match !== null) return { page: 'event', id: key, match };
  }
  if (head === 'e' && key !== null && tail === 'm' && rest.length === 2) {
    const match = decode(rest[0] ?? '');
    if (match !== null && (rest[1] === 'score' || rest[1] === 'sheet'))
      return { page: rest[1], id: key, match };
  }
  return { page: 'not-found', path: `/${parts.join('/')}` };
}

/** The path (and query) of a page, as links and the address bar show it. */
export function routePath(route: Route): string {
  switch (route.page) {
    case 'lobby':
      return '/';
    case 'table':
    case 'history': {
      const base = `/t/${encodeURIComponent(route.id)}${route.page === 'history' ? '/history' : ''}`;
      return route.invite === null ? base : `${base}?invite=${encodeURIComponent(route.invite)}`;
    }
    case 'profile':
      return `/u/${encodeURIComponent(route.id)}`;
    case 'events':
      return '/events';
    case 'leaderboard':
      return '/leaderboard';
    case 'puzzles':
      return route.id === null ? '/puzzles' : `/puzzles/${route.id}`;
    case 'account':
      return '/account';
    case 'admin':
      return '/admin';
    case 'verify-email':
    case 'reset-password':
    case 'unsubscribe':
      return route.token === null
        ? MAILED_PATHS[route.page]
        : `${MAILED_PATHS[route.page]}?token=${encodeURIComponent(route.token)}`;
    case 'solo':
      return '/solo';
    case 'analysis':
      return route.board === null ? '/analysis' : `/analysis?h=${encodeURIComponent(route.board)}`;
    case 'event': {
      const base = `/e/${encodeURIComponent(route.id)}`;
      if (route.match !== undefined) return `${base}/m/${encodeURIComponent(route.match)}`;
      if (route.claim !== undefined) return `${base}?claim=${encodeURIComponent(route.claim)}`;
      return route.join === undefined
        ? base
        : `${base}?team=${encodeURIComponent(route.join.team)}&invite=${encodeURIComponent(route.join.invite)}`;
    }
    case 'score':
    case 'sheet':
      return `/e/${encodeURIComponent(route.id)}/m/${encodeURIComponent(route.match)}/${route.page}`;
    case 'sign-in':
      return route.next === null ? '/signin' : `/signin?next=${encodeURIComponent(route.next)}`;
    case 'embed': {
      const query = [
        ...(route.show === 'both' ? [] : [`show=${route.show}`]),
        ...(route.theme === null ? [] : [`theme=${route.theme}`]),
      ].join('&');
      return `/embed/events/${encodeURIComponent(route.id)}${query === '' ? '' : `?${query}`}`;
    }
    case 'not-found':
      return route.path;
  }
}

/**
 * The address a page opened with the old hash form (`/#/t/x?invite=y`) moves to, or null when
 * the address is already a path. Links shared before the paths keep opening the same page.
 */
export function pathOfHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  return routePath(parseRoute(hash));
}

/** The link a team shares so a partner can join its open place. */
export function teamInviteLink(
  origin: string,
  eventId: string,
  team: string,
  invite: string,
): string {
  return `${origin}${routePath({ page: 'event', id: eventId, join: { team, invite } })}`;
}

/** The link a private table's host hands out: the site's origin and the table's path. */
export function inviteLink(origin: string, tableId: string, invite: string): string {
  return `${origin}${routePath({ page: 'table', id: tableId, invite })}`;
}

/** The address a named player opens to claim their place (the organizer copies it). */
export function claimLink(origin: string, eventId: string, token: string): string {
  return `${origin}${routePath({ page: 'event', id: eventId, claim: token })}`;
}
