import { standingsOfMatches } from '../event-results.js';
import type { StandingsRules } from '../standings-rules.js';
import {
  idsByRound,
  labelled,
  scheduledRound,
  seededOutline,
  type EventOutline,
  type OutlineMatch,
  type OutlinePool,
} from './outline.js';
import type { BracketLines, PoolLines, PoolsPlan, PoolsSettings } from './plans.js';

/** Pool matches are numbered pool × 100 + k within their round. */
export const POOL_ROW = 100;

/** A pool's letter: A, B, C... */
export const poolName = (i: number): string => String.fromCharCode(65 + i);

/** The championship's lines: "ch1-1" at rounds 101.., after every pool round. */
export const CHAMPIONSHIP: Pick<BracketLines, 'prefix' | 'offset'> = { prefix: 'ch', offset: 100 };
/** The consolation's lines: "co1-1" at rounds 201... */
export const CONSOLATION: Pick<BracketLines, 'prefix' | 'offset'> = { prefix: 'co', offset: 200 };

const isFinal = (m: OutlineMatch): boolean => m.status === 'confirmed' || m.status === 'ruled';

/**
 * The pools' page (001): each pool's rounds and standings (a round robin of its own under the NPA
 * rules), then the championship and consolation brackets once the pools advance; every round in
 * order, the brackets' after the pools'.
 */
export function poolsOutline(
  plan: PoolsPlan,
  settings: PoolsSettings,
  matches: readonly OutlineMatch[],
  rules: StandingsRules,
): EventOutline {
  const inPools = matches.filter((m) => m.round <= CHAMPIONSHIP.offset);
  const pools = plan.pools.map((_teams, p) => poolOutline(plan, settings, p, inPools, rules));
  const refused: string[] = [];
  const bracket = (lines: PoolLines | null) =>
    lines === null ? null : seededOutline(lines, matches, refused);
  const championship = bracket(plan.championship);
  const consolation = bracket(plan.consolation);
  return {
    rounds: [
      ...pools.flatMap((pool) => labelled(pool.rounds, `Pool ${pool.name},`)),
      ...labelled(championship?.rounds ?? [], 'Championship'),
      ...labelled(consolation?.rounds ?? [], 'Consolation'),
    ],
    standings: null,
    champion: championship?.champion ?? null,
    pools: {
      pools,
      advance: settings.advance,
      poolsDone: inPools.every(isFinal),
      drawn: plan.drawn,
      championship,
      consolation,
    },
    refused,
  };
}

/** Pool `p`'s rounds and standings, from the pool matches (`inPools`) its row numbers say are its. */
function poolOutline(
  plan: PoolsPlan,
  settings: PoolsSettings,
  p: number,
  inPools: readonly OutlineMatch[],
  rules: StandingsRules,
): OutlinePool {
  const teams = plan.pools[p] ?? [];
  const rounds = plan.rounds[p] ?? [];
  const own = inPools.filter((m) => Math.floor(m.index / POOL_ROW) === p);
  const ofRound = idsByRound(own);
  return {
    name: poolName(p),
    teams,
    rounds: rounds.map((r) =>
      scheduledRound(
        r.round,
        `Round ${r.round}`,
        settings.bestOf,
        r.bye === null ? [] : [r.bye],
        ofRound(r.round),
      ),
    ),
    standings: standingsOfMatches(rules, { kind: 'round-robin', teams, rounds }, own),
  };
}
