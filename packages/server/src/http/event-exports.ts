import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServerError } from '../errors.js';
import { resultsCsv, standingsCsv } from '../events/exports/event-csv.js';
import { leagueCalendar } from '../events/exports/league-calendar.js';
import type { EventService } from '../events/service.js';

interface Deps {
  readonly events: EventService;
  /** PUBLIC_URL; else each request's own origin (the calendar's link back to the event). */
  readonly publicUrl: string | undefined;
  /** The server's clock: the calendar's DTSTAMP. */
  readonly now: () => number;
}

/** An event id as the API takes one (the protocol's ids). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function eventId(request: FastifyRequest): string {
  const id = (request.params as { id?: string }).id ?? '';
  if (!ID.test(id)) throw new ServerError(400, 'BAD_REQUEST', 'id: not an event id', 'params');
  return id;
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

function download(reply: FastifyReply, type: string, filename: string, body: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-cache')
    .send(body);
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
 * An event's public facts as files (docs/server-api.md, "Exports"): standings and results as
 * CSV for a spreadsheet, and a league's nights as an iCalendar feed a phone subscribes to
 * (webcal://). Anyone may fetch them, as anyone may look at the event: they hold nothing the
 * event's page does not show a signed-out visitor.
 */
export function registerEventExports(
  http: FastifyInstance,
  { events, publicUrl, now }: Deps,
): void {
  http.get('/api/events/:id/standings.csv', async (request, reply) => {
    const { view } = await events.whole(eventId(request));
    const csv = standingsCsv(view);
    return download(reply, 'text/csv; charset=utf-8', `${fileStem(view.name)}-standings.csv`, csv);
  });
  http.get('/api/events/:id/results.csv', async (request, reply) => {
    const whole = await events.whole(eventId(request));
    const csv = resultsFile(whole);
    const name = `${fileStem(whole.view.name)}-results.csv`;
    return download(reply, 'text/csv; charset=utf-8', name, csv);
  });
  http.get('/api/events/:id/nights.ics', async (request, reply) => {
    const whole = await events.whole(eventId(request));
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const page = `${origin}/e/${whole.view.id}`;
    const ics = leagueCalendar(whole, page, now());
    const name = `${fileStem(whole.view.name)}.ics`;
    return download(reply, 'text/calendar; charset=utf-8', name, ics);
  });
}
