import type { HandAnalysis, Seat } from '../protocol.js';

/** A play singled out by the solver's analysis of its hand. */
export interface NotablePlay {
  /** 1-based across the match. */
  readonly hand: number;
  /** 1-based within the hand. */
  readonly trick: number;
  readonly seat: Seat;
  readonly domino: string;
  /** Points (tricks in nello) given away against the best play; 0 for a best play. */
  readonly loss: number;
  /** The best play would have made (or set) the hand and this one did not. */
  readonly costHand: boolean;
  /** The bot would have played something else from the same seat's view. */
  readonly botMissed: boolean;
}

export interface NotablePlays {
  readonly best: NotablePlay | null;
  readonly worst: NotablePlay | null;
}

/**
 * The best and the worst play of a game or match from its hands' analyses (`hand` is the
 * 1-based number of each). The worst gave away the most, a play that cost the hand first. The
 * best was the only domino that kept the best result, and a find the bot would have missed
 * counts before one it would have played too; a lead, often forced by plain sense, counts after
 * a follow. No plays analysed, or none that qualifies: null.
 */
export function notablePlays(
  analyses: readonly { readonly hand: number; readonly analysis: HandAnalysis }[],
): NotablePlays {
  const plays = analyses.flatMap(({ hand, analysis }) =>
    analysis.plays.map((p) => ({
      play: {
        hand,
        trick: p.trick,
        seat: p.seat,
        domino: p.domino,
        loss: Math.abs(p.loss),
        costHand: p.costHand,
        botMissed: p.bot !== null && p.bot !== p.domino,
      },
      only: p.best.length === 1 && p.best[0] === p.domino,
      leading: p.leading,
    })),
  );
  let worst: NotablePlay | null = null;
  for (const { play } of plays) {
    if (play.loss <= 0) continue;
    if (
      worst === null ||
      Number(play.costHand) > Number(worst.costHand) ||
      (play.costHand === worst.costHand && play.loss > worst.loss)
    )
      worst = play;
  }
  const rank = (p: { play: NotablePlay; leading: boolean }): number =>
    (p.play.botMissed ? 2 : 0) + (p.leading ? 0 : 1);
  let best: { play: NotablePlay; leading: boolean } | null = null;
  for (const p of plays) {
    if (!p.only || p.play.loss !== 0) continue;
    if (best === null || rank(p) > rank(best)) best = p;
  }
  return { best: best?.play ?? null, worst };
}
