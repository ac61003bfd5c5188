import { Routes, type Me, type RouteAnswer, type RouteName } from '@texas42/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { meOf, requireAdmin, requireMe } from './session.js';

type Route<K extends RouteName> = (typeof Routes)[K];
type Parsed<K extends RouteName, P extends 'params' | 'query' | 'body'> =
  Route<K> extends { readonly [Q in P]: infer S extends z.ZodType } ? z.output<S> : undefined;
type Caller<K extends RouteName> = Route<K>['access'] extends 'signed-in' | 'admin'
  ? Me
  : Route<K>['access'] extends 'session'
    ? Me | null
    : null;

/** One call of route K: its parts parsed by the route's schemas, and who is calling. */
export interface Call<K extends RouteName> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly params: Parsed<K, 'params'>;
  readonly query: Parsed<K, 'query'>;
  readonly body: Parsed<K, 'body'>;
  /** The session's user: required on signed-in and admin routes, if any on session routes. */
  readonly me: Caller<K>;
}

/**
 * What a download route's handler answers: the file's text and the name to save it under, a
 * plain name (letters, digits, `-` and `.`: fileStem) that goes into the header as it is.
 */
export interface FileAnswer {
  readonly filename: string;
  readonly text: string;
}

/** What route K's handler answers: its response, or for a download route the file. */
type Answer<K extends RouteName> =
  Route<K> extends { readonly download: string } ? FileAnswer : RouteAnswer<K>;

export type Serve = <K extends RouteName>(
  name: K,
  handle: (call: Call<K>) => Promise<Answer<K>> | Answer<K>,
) => void;

/**
 * A file as an attachment of its route's content type. Never cached without asking again: the
 * event it comes from changes.
 */
function sendFile(reply: FastifyReply, type: string, file: FileAnswer): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-cache')
    .send(file.text);
}

/**
 * Declares routes from the protocol's route table (routes.ts): the method, path and schemas come
 * from there, and a handler must answer what the route's response schema says. The order of
 * refusals is the API's: a bad address first, then a missing session (signed-in routes) or one
 * that is not an admin's (admin routes, NOT_ADMIN), then a bad body or query: nobody but an admin
 * learns what an admin route takes. A download route's answer is sent as its file, not as JSON.
 */
export function router(app: FastifyInstance, accounts: Accounts): Serve {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  return (name, handle) => {
    const route: Route<RouteName> = Routes[name];
    typed.route({
      method: route.method,
      url: route.path,
      attachValidation: true,
      schema: {
        ...('params' in route ? { params: route.params } : {}),
        ...('query' in route ? { querystring: route.query } : {}),
        ...('body' in route ? { body: route.body } : {}),
        // A file is sent as it is: the JSON serializer (parse.ts) is for the other answers.
        ...('download' in route ? {} : { response: { 200: route.response } }),
      },
      handler: async (request, reply) => {
        const invalid = request.validationError;
        if (invalid !== undefined && invalid.validationContext === 'params') throw invalid;
        const me =
          route.access === 'signed-in'
            ? await requireMe(accounts, request)
            : route.access === 'admin'
              ? await requireAdmin(accounts, request)
              : null;
        if (invalid !== undefined) throw invalid;
        const call = {
          request,
          reply,
          params: request.params,
          query: request.query,
          body: request.body,
          me: route.access === 'session' ? await meOf(accounts, request) : me,
        } as unknown as Call<typeof name>;
        const answer = await handle(call);
        // Serve's type gives a download route's handler FileAnswer as its answer.
        return 'download' in route ? sendFile(reply, route.download, answer as FileAnswer) : answer;
      },
    });
  };
}
