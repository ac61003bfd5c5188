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
  EmbedShow,
  EventExport,
  EventFormat,
  EventKind,
  FormatParts,
  MatchCalendar,
  MatchFacts,
  ProfileClock,
} from './format.js';
export {
  bracketMatches,
  isLineOf,
  plannedMatch,
  seedTeam,
  singleLines,
  type BracketEventSettings,
  type BracketLines,
  type FormatData,
  type LeaguePlan,
  type LeagueSettings,
  type Made,
  type Plan,
  type PlannedMatch,
  type PoolLines,
  type PoolsPlan,
  type PoolsSettings,
  type ProgressiveEventSettings,
  type ProgressivePlan,
  type RoundRobinPlan,
  type RoundRobinSettings,
  type SingleEliminationPlan,
} from './plans.js';
export { CHAMPIONSHIP, CONSOLATION, POOL_ROW, poolName } from './pools-outline.js';
export {
  NO_OUTLINE,
  roundLabel,
  type EventOutline,
  type OutlineBracket,
  type OutlineMatch,
  type OutlinePool,
  type OutlinePools,
  type OutlineRound,
} from './outline.js';
export { leagueSettings, seasonOfRequest, seasonWeeks } from './league-settings.js';
export {
  TOURNAMENT_STANDINGS,
  type FormatRequests,
  type LeagueRequest,
  type PoolsRequest,
  type ProgressiveRequest,
  type RoundRobinRequest,
  type SettingsContext,
  type Settled,
  type SingleEliminationRequest,
} from './requests.js';
