import {
  describeIssues,
  issuePath,
  Requests,
  type RequestBody,
  type RequestName,
} from '@texas42/protocol';
import { ServerError } from '../errors.js';

/** A request body through its schema, or a BAD_REQUEST that says what and where. */
export function parseBody<K extends RequestName>(name: K, body: unknown): RequestBody<K> {
  const parsed = Requests[name].safeParse(body ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ServerError(
      400,
      'BAD_REQUEST',
      describeIssues(parsed.error),
      first ? issuePath(first.path) || undefined : undefined,
    );
  }
  return parsed.data as RequestBody<K>;
}
