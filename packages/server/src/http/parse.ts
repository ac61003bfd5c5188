import {
  describeIssues,
  EventRequests,
  issuePath,
  Requests,
  type EventRequestBody,
  type EventRequestName,
  type RequestBody,
  type RequestName,
} from '@texas42/protocol';
import type { z } from 'zod';
import { ServerError } from '../errors.js';

/** A value through a schema, or a BAD_REQUEST that says what and where. */
export function parseWith<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ServerError(
      400,
      'BAD_REQUEST',
      describeIssues(parsed.error),
      first ? issuePath(first.path) || undefined : undefined,
    );
  }
  return parsed.data;
}

/** A request body through its schema, or a BAD_REQUEST that says what and where. */
export function parseBody<K extends RequestName>(name: K, body: unknown): RequestBody<K> {
  return parseWith(Requests[name] as unknown as z.ZodType<RequestBody<K>>, body);
}

/** An event request body (leagues and tournaments) through its schema. */
export function parseEventBody<K extends EventRequestName>(
  name: K,
  body: unknown,
): EventRequestBody<K> {
  return parseWith(EventRequests[name] as unknown as z.ZodType<EventRequestBody<K>>, body);
}
