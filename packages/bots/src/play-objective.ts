import { otherTeam, requirementFor, teamOf, type PlayingHandView } from '@texas42/engine';

/**
 * What a play is worth in one solved deal. A game to 7 marks counts only whether the contract
 * is made: 31 points on a 30 bid scores what 42 does. So by `contract`, a play is weighed first
 * by the deals it makes the contract in, and only then by its take (which keeps the play sound
 * where every play makes, or none does); by `take`, by its average take alone, as a plain
 * double-dummy sampler plays.
 */
export type PlayObjective = 'take' | 'contract';

/**
 * Whether the counted side's `take` from here (the solver's measure: points, or in nello the
 * bidder's tricks) makes the contract, given what is already won.
 */
export function makesWith(hand: PlayingHandView, take: number): boolean {
  const team = teamOf(hand.bidder);
  const req = requirementFor(hand.contract, hand.bid);
  switch (req.kind) {
    case 'points':
      return hand.points[team] + take >= req.points;
    case 'all-tricks':
      // Every trick is worth a point: all 42 points is every trick.
      return hand.tricksWon[otherTeam(team)] === 0 && hand.points[team] + take >= 42;
    case 'no-tricks':
      return hand.tricksWon[team] + take === 0;
  }
}
