import type { LiveTopic } from '@texas42/protocol';

/** The room of a topic's followers (`live:watch`). */
export const liveRoom = (topic: LiveTopic): string =>
  topic.kind === 'event' ? `l:e:${topic.id}` : `l:${topic.kind}`;

/** Whether a room is a topic's (a socket's followed topics are counted by them). */
export const isLiveRoom = (room: string): boolean => room.startsWith('l:');
