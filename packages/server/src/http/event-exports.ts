import { resultsCsv, standingsCsv } from '../events/exports/event-csv.js';
import { leagueCalendar } from '../events/exports/league-calendar.js';
import type { EventService } from '../events/service.js';
import type { Serve } from './typed-routes.js';

interface Deps {
  readonly events: EventService;
  /** PUBLIC_URL; else each request's own origin (the calendar's link back to the event). */
  readonly publicUrl: string | undefined;
  /** The server's clock: the calendar's DTSTAMP. */
  readonly now: () => number;
}

/** "Aces & Eights League" → "aces-eights-league": a file name any system keeps. */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return stem === '' ? 'event' : stem;
}

/**
 * The results file, made once per build of the event's view: `matches` is the built event's own
 * list, replaced whenever the event changes, so a file made from it holds until then (a big
 * event's was made again for every download, a second of work each).
 */
const resultsFiles = new WeakMap<object, string>();

export function resultsFile(whole: Parameters<typeof resultsCsv>[0]): string {
  const kept = resultsFiles.get(whole.matches);
  if (kept !== undefined) return kept;
  const made = resultsCsv(whole);
  resultsFiles.set(whole.matches, made);
  resultsFilesMade.count += 1;
  return made;
}

/** How many results files were made (not taken from the cache): for the tests. */
export const resultsFilesMade = { count: 0 };

/**
 * An event's public facts as files (docs/server-api.md, "Event exports"): standings and results
 * as CSV for a spreadsheet, and a league's nights as an iCalendar feed a phone subscribes to
 * (webcal://). Anyone may fetch them, as anyone may look at the event: they hold nothing the
 * event's page does not show a signed-out visitor.
 */
export function registerEventExports(serve: Serve, { events, publicUrl, now }: Deps): void {
  serve('standingsCsv', async ({ params }) => {
    const { view } = await events.views.whole(params.id);
    return { filename: `${fileStem(view.name)}-standings.csv`, text: standingsCsv(view) };
  });
  serve('resultsCsv', async ({ params }) => {
    const whole = await events.views.whole(params.id);
    return { filename: `${fileStem(whole.view.name)}-results.csv`, text: resultsFile(whole) };
  });
  serve('nightsIcs', async ({ params, query, request }) => {
    const whole = await events.views.whole(params.id);
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const page = `${origin}/e/${whole.view.id}`;
    const team = query.team ?? null;
    const teamName = whole.view.teams.find((t) => t.id === team)?.name;
    return {
      filename: `${fileStem(teamName === undefined ? whole.view.name : `${whole.view.name} ${teamName}`)}.ics`,
      text: leagueCalendar(whole, page, now(), team),
    };
  });
}
