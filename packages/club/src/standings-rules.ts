import { AUSTIN_LEAGUE_MATCH, NPA_GAME, type GameRules } from './match-rules.js';

/**
 * Standings rules are settings of the event, as rule profiles are for play: how games and
 * matches are scored, what byes and forfeits count, and the order of the tiebreakers.
 */
export type Tiebreaker =
  /** More league points. */
  | 'points'
  /** More matches won. */
  | 'matchWins'
  /** More matches won against the other teams still tied. */
  | 'headToHead'
  /** Fewer games lost. */
  | 'gamesLost'
  /** Fewer marks against (marks lost). */
  | 'marksAgainst'
  /** More marks for (marks won). */
  | 'marksFor'
  /** Still tied: the tournament director decides (a domino draw or a playoff hand or game). */
  | 'directorsChoice';

export interface PointsRules {
  readonly perGameWon: number;
  readonly perMatchWon: number;
  /** Each whole `marks` of difference within a game is worth `points` to the higher team. */
  readonly spread: { readonly marks: number; readonly points: number };
  readonly forfeitWin: number;
  readonly forfeit: number;
}

export interface StandingsRules {
  readonly id: string;
  readonly name: string;
  readonly document: string;
  readonly game: GameRules;
  /** The match lengths allowed: best of each of these. */
  readonly bestOf: readonly number[];
  /** League points, or null where standings are by wins. */
  readonly points: PointsRules | null;
  /** A bye: no match at all, or a game won by this score. */
  readonly bye:
    | { readonly kind: 'none' }
    | { readonly kind: 'game'; readonly score: readonly [number, number] };
  /** Whether a forfeit counts as a match won and lost. */
  readonly forfeitCountsAsMatch: boolean;
  /** Whether a game may be stopped at time, its actual marks recorded. */
  readonly timedGames: boolean;
  /** Ranking order: the first criterion, then each tiebreaker in turn. */
  readonly order: readonly Tiebreaker[];
  /** The sentence of the document behind each setting, or why where it is silent. */
  readonly sources: Readonly<Record<string, string>>;
}

export const AUSTIN_LEAGUE_STANDINGS: StandingsRules = {
  id: 'austin-league',
  name: 'Austin 42 Club league points (000)',
  document: '000_b13c0aa12327cb83.txt',
  game: AUSTIN_LEAGUE_MATCH.game,
  bestOf: [AUSTIN_LEAGUE_MATCH.bestOf],
  points: {
    perGameWon: 5,
    perMatchWon: 8,
    spread: { marks: 4, points: 3 },
    forfeitWin: 18,
    forfeit: 0,
  },
  bye: { kind: 'none' },
  forfeitCountsAsMatch: false,
  timedGames: false,
  order: ['points', 'matchWins', 'headToHead', 'gamesLost', 'marksAgainst', 'marksFor'],
  sources: {
    points: 'League standing is determined by team points.',
    'points.perGameWon': 'Each round is worth five (5) points to the team that wins the round',
    'points.perMatchWon':
      'the entire match is worth eight (8) points to the team that wins the match.',
    'points.spread':
      'Further, each spread of four marks within a round is worth three (3) points to the higher scoring team.',
    'points.forfeit':
      'A forfeit, while not marked as a loss, is worth zero points to the forfeiting team.',
    'points.forfeitWin':
      'A forfeit win, while not marked as a win, is worth eighteen points to the team with the bye.',
    bye: 'Additional bye weeks may be scheduled for teams if there are an odd number of total teams, in which case an additional match will be assigned and played on a date determined by the teams involved.',
    order:
      'Tiebreakers to determine ranking will be decided as follows: match wins, head-to-head, rounds lost, total marks lost, total marks won.',
    game: 'Each match is determined by the best of three rounds, with each round decided by the first to seven marks, winning by two.',
  },
};

export const NPA_TOURNAMENT_STANDINGS: StandingsRules = {
  id: 'npa-tournament',
  name: 'NPA seeding and finish in non-bracket play (001)',
  document: '001_eb93a28aa19416a7.txt',
  game: NPA_GAME,
  bestOf: [1, 3],
  points: null,
  bye: { kind: 'game', score: [7, 4] },
  forfeitCountsAsMatch: true,
  timedGames: true,
  order: ['matchWins', 'marksFor', 'marksAgainst', 'directorsChoice'],
  sources: {
    game: 'Scoring is by marks, and games shall be to seven unless otherwise specified.',
    'game.maxRecordedMarks':
      'Seven marks shall be the maximum recorded marks unless otherwise specified by the tournament director.',
    bye: 'A BYE shall be scored as 7-4.',
    order:
      'The team with the greatest number of wins shall be the top seed or winner. ... If a tie exists, the team with the greatest number of marks (totalled from all games) shall have the higher seed or finish position. ... If a tie still exists, the team with the least number of marks scored against them (totalled from all games) shall have the higher seed or finish position. ... If a tie still exists, the tournament director has the exclusive discretion to determine the tie breaker.',
    bestOf:
      'Single game matches shall have a twenty-five minute time limit ... Best two out of three matches shall have a time limit of seventy-five minutes',
    timedGames:
      'If time expires on a game, teams shall record their actual marks earned. The winning team does not automatically get seven marks.',
    forfeitCountsAsMatch:
      '(document silent) a forfeit is a match won by the team that was there, with no marks recorded',
  },
};

export const STANDINGS_RULES: readonly StandingsRules[] = [
  AUSTIN_LEAGUE_STANDINGS,
  NPA_TOURNAMENT_STANDINGS,
];

export function standingsRulesById(id: string): StandingsRules | undefined {
  return STANDINGS_RULES.find((r) => r.id === id);
}
