import { z } from 'zod';
import { obj } from './wire.js';

/**
 * Live pages without polling: a page subscribes to a topic over its socket (`live:watch`) and is
 * told `live:changed` the moment something on it changed; it then asks for the page again over
 * HTTP, where who may see what is decided as for any request. The notice carries nothing else.
 */

/** An event's id, as its address names it (routes.ts EventParams). */
const LiveEventId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an event id');

/** What a page may follow: the lobby's tables, the list of events, or one event. */
export const LiveTopic = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('lobby') }),
  z.strictObject({ kind: z.literal('events') }),
  z.strictObject({ kind: z.literal('event'), id: LiveEventId }),
]);
export type LiveTopic = z.infer<typeof LiveTopic>;

/** Topics one socket may follow at once (`TOO_MANY_SUBSCRIPTIONS` beyond). */
export const LIVE_TOPICS_PER_SOCKET = 16;

/** Something on the topic changed at `at` (the server's clock): ask for the page again. */
export const LiveChanged = obj({
  topic: LiveTopic,
  at: z.string(),
});
export type LiveChanged = z.infer<typeof LiveChanged>;
