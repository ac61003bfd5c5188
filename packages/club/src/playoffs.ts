import { LEAGUE_PLAYOFF_ROUNDS, buildBracket } from './bracket.js';
import { AUSTIN_LEAGUE_MATCH } from './match-rules.js';
import type { NamedBracket } from './pools.js';
import { err, ok, type Result } from './result.js';
import type { Standings } from './standings.js';

/**
 * League playoffs (000 Section 6): "Playoffs for this season are determined by the top 16 teams in
 * the standings. Teams will be seeded in a single-elimination bracket." Every match follows the
 * season's rules: best of three, games to seven winning by two.
 */
export function leaguePlayoffs(standings: Standings, teams = 16): Result<NamedBracket> {
  if (standings.rows.length < 2)
    return err('TOO_FEW_TEAMS', 'playoffs need two teams', 'standings');
  const seeds = standings.rows.slice(0, teams).map((r) => r.team);
  return ok({
    seeds,
    bracket: buildBracket({
      entries: seeds.length,
      seedOrder: 'standard',
      seed: 1,
      rounds: LEAGUE_PLAYOFF_ROUNDS,
      game: AUSTIN_LEAGUE_MATCH.game,
    }),
  });
}
