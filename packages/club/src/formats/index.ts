import type { EventFormat, EventKind } from './format.js';
import { league } from './league.js';
import { pools } from './pools.js';
import { progressive } from './progressive.js';
import { roundRobin } from './round-robin.js';
import { singleElimination } from './single-elimination.js';

/** Every event format, by kind: what the server asks instead of branching on an event's kind. */
export const FORMATS: { readonly [K in EventKind]: EventFormat<K> } = {
  league,
  'single-elimination': singleElimination,
  'round-robin': roundRobin,
  pools,
  progressive,
};

/** The format of an event of this kind. */
export function formatOf(kind: EventKind): EventFormat {
  return FORMATS[kind];
}

export type {
  EventExport,
  EventFormat,
  EventKind,
  FormatParts,
  MatchCalendar,
  MatchFacts,
  ProfileClock,
} from './format.js';
