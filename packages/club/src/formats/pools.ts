import { drawPools, roundRobin } from '../pools.js';
import { err, ok } from '../result.js';
import type { EventFormat } from './format.js';
import { plannedMatch, type PoolLines, type PoolsSettings } from './plans.js';
import { tournament, withEarlyResults } from './requests.js';

import { POOL_ROW, poolName, poolsOutline } from './pools-outline.js';
import { roundReached, timeOfStartedClock, tournamentMinutes } from './terms.js';

/**
 * Pools (001, non-bracket play feeding brackets): each pool a round robin, then its leaders to a
 * championship bracket and the rest to a consolation bracket. A pool's rounds come as a round
 * robin's; a bracket's line when its teams are known.
 */
export const pools: EventFormat<'pools'> = {
  kind: 'pools',
  title: 'A tournament in pools',
  rules: 'npa-tournament',
  roundWord: 'round',
  scheduled: false,
  bracket: false,
  made: { what: 'the pools are drawn', button: 'draw the pools' },
  exports: ['standings.csv', 'results.csv'],
  embeds: ['standings', 'bracket', 'both'],
  parts: {
    matches: true,
    standings: false,
    season: false,
    playoffs: false,
    pools: true,
    tables: false,
  },
  drawsCheckedIn: false,
  startsOnTheDay: () => true,
  // Its brackets are single eliminations, played on the day as 003's is.
  noShowMinutes: 5,
  defaultMinutes: tournamentMinutes,
  timeMayBeCalled: timeOfStartedClock,
  resultMayCome: (match, when) => (match.bracket ? ok(true) : roundReached(match, when)),
  // 001: each pool ranked by the NPA standings; its brackets' games won as the profile wins them.
  settingsFrom: (request, context) =>
    tournament(
      withEarlyResults<PoolsSettings>(
        {
          pools: request.pools,
          advance: request.advance,
          bestOf: request.bestOf,
          rounds: request.rounds,
          game: context.game,
          reportWithinHours: request.reportWithinHours,
        },
        request,
      ),
    ),
  plan(seeded, settings) {
    // 001: the teams dealt into pools by seed, each pool a round robin ("a1-1": pool A, round 1).
    const pools = drawPools(seeded, settings.pools);
    if (!pools.ok) return pools;
    const smallest = Math.min(...pools.value.map((p) => p.length));
    if (settings.advance > smallest)
      return err(
        'TOO_FEW_TEAMS',
        `must be at most ${smallest}: the top ${settings.advance} of each pool go to the championship, but a pool has ${smallest} teams`,
        'advance',
      );
    const rounds = pools.value.map((pool) => roundRobin(pool));
    const matches = rounds.flatMap((poolRounds, p) =>
      poolRounds.flatMap((round) =>
        round.matches.map(([a, b], k) =>
          plannedMatch(
            `${poolName(p).toLowerCase()}${round.round}-${k + 1}`,
            round.round,
            p * POOL_ROW + k,
            settings.bestOf,
            [a, b],
          ),
        ),
      ),
    );
    const plan = {
      kind: 'pools' as const,
      pools: pools.value,
      rounds,
      drawn: [],
      championship: null,
      consolation: null,
    };
    return ok({ plan, matches });
  },
  brackets: (plan) =>
    [plan.championship, plan.consolation].filter((l): l is PoolLines => l !== null),
  // Over when the championship (made once every pool match is final) and the consolation have
  // their winners.
  finished: (plan, champions) =>
    plan.championship !== null && champions.length > 0 && champions.every((c) => c !== null),
  outline: poolsOutline,
  closedFor: () => null,
};
