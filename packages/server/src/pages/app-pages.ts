import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServerError } from '../errors.js';
import type { EventService } from '../events/service.js';
import type { TableService } from '../tables/service.js';
import { eventPreview, tablePreview } from './previews.js';
import { pageWithPreview, sitePreview, type Preview } from './preview-tags.js';

export interface AppPagesDeps {
  readonly webRoot: string;
  readonly tables: TableService;
  readonly events: EventService;
  /** PUBLIC_URL; else each request's own origin. */
  readonly publicUrl: string | undefined;
}

/** The app's pages without a preview of their own (packages/web/src/logic/route.ts). */
const PLAIN_PAGES = [
  '/',
  '/events',
  '/leaderboard',
  '/puzzles',
  '/puzzles/:id',
  '/account',
  '/admin',
  // Mailed links' pages: their token is in the query, which no preview repeats.
  '/verify',
  '/reset',
  '/unsubscribe',
  '/solo',
  '/analysis',
  '/signin',
  '/u/:id',
  '/e/:id/m/:match/score',
  '/e/:id/m/:match/sheet',
  // The embeddable standings and bracket (http/security-headers.ts lets any site frame them).
  '/embed/events/:id',
] as const;

/** An id as the app reads one: anything else is a page that does not exist. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

type Params = Record<string, string | undefined>;

/** One query parameter that is an id, or null (absent, repeated or malformed). */
function idParam(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' && ID.test(value) ? value : null;
}

export interface AppPages {
  /** The page with a 404 for a path the app may know, or null where the JSON 404 belongs. */
  readonly notFoundPage: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<FastifyReply> | null;
}

/**
 * Every path of the web app is answered with the app's page (index.html, revalidated each time),
 * so links are real addresses that reload and share. A table's and an event's page carry that
 * link's preview (pages/previews.ts); unknown ones the site's, with a 404. The API, the built
 * assets and other files keep their own answers: a missing asset is a 404, never the page.
 */
export function registerAppPages(http: FastifyInstance, deps: AppPagesDeps): AppPages {
  for (const path of PLAIN_PAGES)
    http.get(path, (request, reply) =>
      sendPage(deps, request, reply, sitePreview(pathOf(request)), 200),
    );
  http.get('/t/:id', tablePage(deps, false));
  http.get('/t/:id/history', tablePage(deps, true));
  http.get('/e/:id', eventPage(deps));
  // A notice's link to one match: the event's page, opened at it.
  http.get('/e/:id/m/:match', eventPage(deps));

  return {
    // A page of the app the server does not know (the app says so itself): asked for by a
    // browser, not under /api/ or /assets/, not a file name.
    notFoundPage: (request, reply) => {
      const path = pathOf(request);
      const accepts = String(request.headers.accept ?? '').includes('text/html');
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      if (!accepts || /^\/(api|assets|socket\.io)(\/|$)/.test(path) || /\.[^/]*$/.test(path))
        return null;
      return sendPage(deps, request, reply, sitePreview('/'), 404);
    },
  };
}

/** The app's page with `preview` in it, revalidated by its etag. */
async function sendPage(
  deps: AppPagesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  preview: Preview,
  status: number,
): Promise<FastifyReply> {
  // Read each time, as the static files are: a new build is served without a restart.
  const index = await readFile(join(deps.webRoot, 'index.html'), 'utf8');
  const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
  const page = pageWithPreview(index, preview, origin);
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  void reply.header('cache-control', 'no-cache').header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(page);
}

/** A preview from the database; a table or event that is not there is the site's, with a 404. */
async function lookUp(
  deps: AppPagesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  find: () => Promise<Preview>,
): Promise<FastifyReply> {
  let preview: Preview;
  let status = 200;
  try {
    preview = await find();
  } catch (error) {
    if (error instanceof ServerError && error.status === 404) status = 404;
    else request.log.warn({ err: error }, 'a link preview could not be made');
    preview = sitePreview(pathOf(request));
  }
  return sendPage(deps, request, reply, preview, status);
}

/** A table's page (or its history's), with the table's preview. */
function tablePage(deps: AppPagesDeps, history: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const id = (request.params as Params).id ?? '';
    if (!ID.test(id)) return sendPage(deps, request, reply, sitePreview(pathOf(request)), 404);
    const invite = idParam(request, 'invite');
    return lookUp(deps, request, reply, async () => {
      const room = await deps.tables.room(id);
      const invited = invite !== null && deps.tables.canSee(room, null, invite);
      // The shared link as it works: its invite kept only if it opens the table.
      const path = `/t/${id}${history ? '/history' : ''}${invited && room.row.visibility === 'private' ? `?invite=${invite}` : ''}`;
      return tablePreview(deps.tables.summary(room), invited, path);
    });
  };
}

/** An event's page, with the event's preview (and a team's invitation, if the link has one). */
function eventPage(deps: AppPagesDeps) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const id = (request.params as Params).id ?? '';
    if (!ID.test(id)) return sendPage(deps, request, reply, sitePreview(pathOf(request)), 404);
    const team = idParam(request, 'team');
    const invite = idParam(request, 'invite');
    return lookUp(deps, request, reply, async () => {
      const view = await deps.events.views.view(id, null);
      const join = team !== null && invite !== null ? `?team=${team}&invite=${invite}` : '';
      return eventPreview(view, join === '' ? null : team, `/e/${id}${join}`);
    });
  };
}

/** The request's path without its query (a preview never repeats a query it did not check). */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}
