import { z } from 'zod';

/**
 * JSON kept in a text column is read back through a zod schema, never cast: a value that is not
 * JSON or does not fit is an internal error naming where it was (a 500 for the request that met
 * it, not a crash and not a wrong answer further on).
 */

/**
 * A stored JSON value read through its schema; `where` names it ("event_matches w1-1 result").
 * A value that is not JSON or does not fit the schema is an internal error, never cast.
 */
export function readStored<T>(schema: z.ZodType<T>, text: string, where: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: the stored value is not JSON (${(e as Error).message})`, {
      cause: e,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(`${where}: the stored value does not parse: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
