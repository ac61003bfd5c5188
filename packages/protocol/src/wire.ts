import { z } from 'zod';

/**
 * Building blocks of the answers' schemas. Answers are read, never changed, so every object,
 * array and tuple is readonly in its inferred type; the shapes stay plain objects so that a view
 * can be extended (`obj({...Base, more})`).
 */
export const obj = <S extends z.ZodRawShape>(shape: S) => z.object(shape).readonly();
export const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
export const pair = <A extends z.ZodType, B extends z.ZodType>(a: A, b: B) =>
  z.tuple([a, b]).readonly();
/** A timestamp as the server writes it (ISO 8601). */
export const Instant = z.string().describe('an ISO 8601 time');
/** A type another package owns (the engine's), passed through as that package defines it. */
export const opaque = <T>(name: string) => z.custom<T>(() => true).describe(name);
