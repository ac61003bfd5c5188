import { routeUrl } from '../api/route-url.js';
import type { EventView } from '../protocol.js';
import { routePath, type EmbedShow } from './route.js';

/**
 * The addresses an event's page offers for sharing it: its CSV downloads, its league nights as a
 * calendar to subscribe to, and the <iframe> a club pastes into its own site.
 */

// The files' addresses come from the route table, as the API's requests do (api/call.ts).
export const standingsCsvPath = (id: string): string =>
  routeUrl('standingsCsv', { params: { id } });
export const resultsCsvPath = (id: string): string => routeUrl('resultsCsv', { params: { id } });
/** The league's nights, or one team's own (its match each week, or its bye). */
export const nightsIcsPath = (id: string, team?: string): string =>
  routeUrl('nightsIcs', { params: { id }, query: team === undefined ? {} : { team } });

/** Whether the event has standings to download (a league, a round robin, pools, punches). */
export function hasStandings(
  view: Pick<EventView, 'standings' | 'pools' | 'progressive'>,
): boolean {
  return (
    view.standings !== null ||
    view.progressive != null ||
    (view.pools?.pools ?? []).some((p) => p.standings !== null)
  );
}

/** Whether the event has league nights (dated weeks) a calendar can hold. */
export function hasLeagueNights(view: Pick<EventView, 'rounds'>): boolean {
  return view.rounds.some((r) => r.date !== undefined && !r.leagueBye);
}

/**
 * The feed as a phone subscribes to it: webcal:// opens the calendar app, which then fetches the
 * feed again by itself (over https when the site is https).
 */
export function webcalUrl(origin: string, id: string, team?: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${nightsIcsPath(id, team)}`;
}

/** What the embed shows best by default: the first of what it can show (the server's order). */
export function defaultEmbedShow(view: Pick<EventView, 'embeds'>): EmbedShow {
  return embedShows(view)[0] ?? 'standings';
}

/**
 * What the widget can show, as the server says (`embeds`, its format's): a single elimination
 * only its bracket and a round robin only its standings, so the organizer is not offered a widget
 * that says "This event has no standings table".
 */
export function embedShows(view: Pick<EventView, 'embeds'>): readonly EmbedShow[] {
  return view.embeds ?? ['standings', 'bracket', 'both'];
}

/** Characters that would break out of an HTML attribute or text. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The snippet an organizer pastes into their club's page. */
export function iframeSnippet(
  origin: string,
  view: Pick<EventView, 'id' | 'name'>,
  show: EmbedShow,
): string {
  const src = `${origin}${routePath({ page: 'embed', id: view.id, show, theme: null })}`;
  const height = show === 'both' ? 720 : 480;
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(view.name)}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
