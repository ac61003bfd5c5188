import { describeIssues, issuePath, Routes } from '@texas42/protocol';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { z } from 'zod';
import { ServerError } from '../errors.js';

/** A body that does not fit its schema: a BAD_REQUEST that says what and where. */
function badBody(error: z.ZodError): ServerError {
  const first = error.issues[0];
  return new ServerError(
    400,
    'BAD_REQUEST',
    describeIssues(error),
    first ? issuePath(first.path) || undefined : undefined,
  );
}

/** An address (path params, or a query other than the matches page's) that does not fit. */
const badAddress = (): ServerError =>
  new ServerError(400, 'BAD_REQUEST', 'the address is not valid', 'params');

const BAD_QUERY = { round: 'BAD_ROUND', page: 'BAD_PAGE', team: 'BAD_TEAM' } as const;

/** The paging query of an event's matches: a bad number is a 400 whose code names it. */
function badMatchesQuery(error: z.ZodError): ServerError {
  const key = error.issues[0]?.path[0];
  const named = key === 'round' || key === 'page' || key === 'team' ? key : null;
  return new ServerError(
    400,
    named === null ? 'BAD_REQUEST' : BAD_QUERY[named],
    `${describeIssues(error)} (the query takes round, team and page)`,
    named ?? 'query',
  );
}

/**
 * Fastify's validator for the route table's zod schemas (routes.ts). A part that fits is replaced
 * by its parsed value (defaults filled in, numbers coerced); one that does not is refused with a
 * ServerError, answered in the API's error shape: an empty body is read as `{}`.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart, url }) =>
  (data: unknown) => {
    const parsed = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    if (parsed.success) return { value: parsed.data };
    const error =
      httpPart === 'body'
        ? badBody(parsed.error)
        : httpPart === 'querystring' && url === Routes.eventMatches.path
          ? badMatchesQuery(parsed.error)
          : badAddress();
    return { error };
  };

/**
 * Answers go out as JSON.stringify writes them: their types are checked against the route's
 * response schema when the server is built, and not parsed again per request (docs/server-api.md,
 * "How answers are checked").
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) =>
  JSON.stringify(data);
