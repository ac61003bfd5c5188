/* eslint-disable max-lines -- data: every rule option's type and its spec (OPTION_SPECS, which
   validates a club's overrides and lists the options) are one list, read side by side. */
/**
 * The named options of a rule profile. Code reads these options; no rule is an
 * `if (profile === 'x')`. Every option is described in OPTION_SPECS, which drives validation of
 * club overrides and the `texas42 rules` listing.
 */
export type DoublesInSuit = 'high' | 'low' | 'own-suit';
export type UndeclaredTrump = 'must-declare' | 'first-lead-high-end';
export type NextGameShaker = 'losers-draw' | 'all-draw';
export type OnTimeout = 'auto-play' | 'penalty';
/**
 * What a called penalty costs: the hand's stake (`bid`), one mark (`mark`), or a warning the
 * first time the side offends in the game and then the stake or one mark.
 */
export type PenaltySize = 'bid' | 'mark' | 'warning-then-mark' | 'warning-then-bid';
export const PENALTY_SIZES: readonly PenaltySize[] = [
  'bid',
  'mark',
  'warning-then-mark',
  'warning-then-bid',
];
/** Whether a domino that does not follow suit is refused, or played and left to be called. */
export type Reneges = 'refused' | 'playable';
/**
 * A bid made out of turn: no rule for it; the bid stands when the turn comes (else a pass); or,
 * first, the other side chooses to go on that way or to have the same shaker shake again.
 */
export type OutOfTurnBidRule = 'none' | 'stands' | 'opponents-choose';
/** An exposed domino: played at the first opportunity; or a renege unless it is a legal play. */
export type ExposedDominoRule = 'play-first' | 'renege-if-unplayable';

export interface RuleOptions {
  readonly bidding: {
    /** The lowest point bid. */
    readonly minimumBid: number;
    /** The most marks the first marks bid of a hand may be; later marks bids go up one at a time. */
    readonly openingMarksMax: number;
    /** The most marks any bid may be; null for no limit. */
    readonly maxBidMarks: number | null;
    /** If the first three pass, the shaker must bid (else all pass and the next player shakes). */
    readonly forcedBid: boolean;
    /** The least the forced shaker must bid. */
    readonly forcedBidMinimum: number;
    /** The most marks the forced shaker may open with; null for the same as openingMarksMax. */
    readonly forcedOpeningMarksMax: number | null;
    /**
     * The forced shaker's opening above openingMarksMax is for nello only: bid so, the hand must
     * be declared nello (004: low "must begin at 1 or 2 Marks", any other bid at 1 mark).
     */
    readonly forcedHighOpeningOnlyNello: boolean;
  };
  readonly contracts: {
    /** No trumps ("follow me") may be declared. */
    readonly followMe: boolean;
    /** Where doubles stand in their suit in follow-me. */
    readonly followMeDoubles: DoublesInSuit;
    /** What happens when the declarer leads before naming trump. */
    readonly undeclaredTrump: UndeclaredTrump;
  };
  readonly nello: {
    readonly allowed: boolean;
    /** The doubles variants a declarer may choose; the first is the one "nello" alone means. */
    readonly doubles: readonly DoublesInSuit[];
    /** The least a nello bid may be, in marks; 0 allows nello on any point bid. */
    readonly minimumMarks: number;
    /** The most a nello bid may be, in marks; null for no limit. */
    readonly maximumMarks: number | null;
    /** Nello only for the shaker forced to bid. */
    readonly onlyWhenForced: boolean;
  };
  readonly plunge: {
    readonly allowed: boolean;
    /** A plunge is worth this many marks, or one more than a higher marks bid already made. */
    readonly marks: number;
    readonly minimumDoubles: number;
  };
  readonly splash: {
    readonly allowed: boolean;
    readonly marks: number;
    readonly minimumDoubles: number;
  };
  readonly sevens: {
    readonly allowed: boolean;
    /** The least a sevens bid may be, in marks. */
    readonly minimumMarks: number;
  };
  readonly play: {
    /** The hand ends as soon as it is made or set. */
    readonly endWhenDecided: boolean;
    /** Tricks are stacked face down (not reviewable) in bids of this many marks or more; null for never. */
    readonly stackTricksFromMarks: number | null;
    /**
     * From this many marks the bidder may choose, when naming the contract, to stack the tricks
     * (below stackTricksFromMarks, where stacking is imposed); null: no choice.
     */
    readonly stackByChoiceFromMarks: number | null;
    /**
     * `refused`: a domino that does not follow suit is not accepted (online play). `playable`: it
     * is played, as at a real table, and is a renege the other side may call from the record.
     */
    readonly reneges: Reneges;
  };
  /** What each kind of called penalty costs the offending side. */
  readonly penalties: {
    readonly renege: PenaltySize;
    readonly violation: PenaltySize;
    readonly time: PenaltySize;
  };
  readonly game: {
    readonly marksToWin: number;
    /** The winning lead a game needs (2 = "winning by two"). */
    readonly winBy: number;
    /** The most marks recorded for a team in a game; null for no cap. */
    readonly maxRecordedMarks: number | null;
  };
  readonly match: {
    /** A match is best of this many games. */
    readonly bestOf: number;
    /** Who draws for the first shake of the next game of a match. */
    readonly nextGameShaker: NextGameShaker;
  };
  /** The table's procedure when a player errs: bids out of turn, a wrong shaker, a domino shown. */
  readonly conduct: {
    readonly outOfTurnBid: OutOfTurnBidRule;
    /** The out-of-turn bid by the same player in a game that forfeits the hand; null: none does. */
    readonly outOfTurnBidForfeitAt: number | null;
    /** A shake by the wrong player is corrected by the phase it is found at (001 II.5). */
    readonly wrongShakerCorrected: boolean;
    readonly exposedDomino: ExposedDominoRule;
    /** A domino exposed before the first bid has the shaker shake again (001 III.6). */
    readonly exposedBeforeBidReshake: boolean;
  };
  /** Clocks for tables that keep time (online play; a director's watch at a physical table). */
  readonly clock: {
    /** Seconds a player has to bid or declare; null for no clock. */
    readonly bidSeconds: number | null;
    /** Seconds a player has to play a domino; null for no clock. */
    readonly playSeconds: number | null;
    /** When time runs out: a bot plays for the player, or the player's side forfeits the hand. */
    readonly onTimeout: OnTimeout;
    /** Minutes a single-game match may last before time is called; null for no limit. */
    readonly gameMinutes: number | null;
    /** Minutes a match of several games may last before time is called; null for no limit. */
    readonly matchMinutes: number | null;
    /**
     * Seconds a player has to bid or play once the other side calls time on them (`callTime`),
     * else their side forfeits the hand; null: time may not be called.
     */
    readonly timeCallSeconds: number | null;
    /**
     * Seconds the hands stay face up after a hand, for reneges to be called, before the next
     * shake (online, where reneges are playable); null: no such wait.
     */
    readonly inspectionSeconds: number | null;
  };
}

export type OptionKind =
  | { readonly type: 'boolean' }
  | {
      readonly type: 'integer';
      readonly min: number;
      readonly max: number;
      readonly nullable?: boolean;
    }
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'enum-list'; readonly values: readonly string[] };

export interface OptionSpec {
  /** A dotted path such as "nello.allowed". */
  readonly path: string;
  readonly kind: OptionKind;
  readonly description: string;
}

const DOUBLES: readonly DoublesInSuit[] = ['high', 'low', 'own-suit'];

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    path: 'bidding.minimumBid',
    kind: { type: 'integer', min: 1, max: 41 },
    description: 'the lowest point bid',
  },
  {
    path: 'bidding.openingMarksMax',
    kind: { type: 'integer', min: 1, max: 7 },
    description:
      'the most marks the first marks bid may be; later marks bids go up one mark at a time',
  },
  {
    path: 'bidding.maxBidMarks',
    kind: { type: 'integer', min: 1, max: 42, nullable: true },
    description: 'the most marks any bid may be (null: no limit)',
  },
  {
    path: 'bidding.forcedBid',
    kind: { type: 'boolean' },
    description:
      'if the first three pass, the shaker must bid (otherwise the next player shakes, no marks)',
  },
  {
    path: 'bidding.forcedBidMinimum',
    kind: { type: 'integer', min: 1, max: 41 },
    description: 'the least the forced shaker must bid',
  },
  {
    path: 'bidding.forcedOpeningMarksMax',
    kind: { type: 'integer', min: 1, max: 7, nullable: true },
    description: 'the most marks the forced shaker may bid (null: as bidding.openingMarksMax)',
  },
  {
    path: 'bidding.forcedHighOpeningOnlyNello',
    kind: { type: 'boolean' },
    description:
      "the forced shaker's opening above bidding.openingMarksMax must be declared nello (low)",
  },
  {
    path: 'contracts.followMe',
    kind: { type: 'boolean' },
    description: 'no trumps (follow-me) may be declared',
  },
  {
    path: 'contracts.followMeDoubles',
    kind: { type: 'enum', values: DOUBLES },
    description: 'doubles in follow-me: high or low in their suit, or a suit of their own',
  },
  {
    path: 'contracts.undeclaredTrump',
    kind: { type: 'enum', values: ['must-declare', 'first-lead-high-end'] },
    description:
      'leading before naming trump: not allowed, or the high end of the first domino led is trump',
  },
  {
    path: 'nello.allowed',
    kind: { type: 'boolean' },
    description: 'nello (low): the bidder must lose every trick, the partner sits out',
  },
  {
    path: 'nello.doubles',
    kind: { type: 'enum-list', values: DOUBLES },
    description:
      'the doubles variants of nello a declarer may choose; the first is what plain "nello" means',
  },
  {
    path: 'nello.minimumMarks',
    kind: { type: 'integer', min: 0, max: 7 },
    description: 'the least bid nello may be declared on, in marks (0: any bid)',
  },
  {
    path: 'nello.maximumMarks',
    kind: { type: 'integer', min: 1, max: 42, nullable: true },
    description: 'the most marks a nello bid may be (null: no limit)',
  },
  {
    path: 'nello.onlyWhenForced',
    kind: { type: 'boolean' },
    description: 'nello only for the shaker forced to bid',
  },
  {
    path: 'plunge.allowed',
    kind: { type: 'boolean' },
    description: 'plunge: the partner names trump and leads; all seven tricks needed',
  },
  {
    path: 'plunge.marks',
    kind: { type: 'integer', min: 1, max: 42 },
    description:
      'a plunge is worth this many marks, or one more than a higher marks bid already made',
  },
  {
    path: 'plunge.minimumDoubles',
    kind: { type: 'integer', min: 0, max: 7 },
    description: 'doubles a plunger must hold',
  },
  {
    path: 'splash.allowed',
    kind: { type: 'boolean' },
    description: 'splash: like plunge with fewer doubles, for fewer marks',
  },
  {
    path: 'splash.marks',
    kind: { type: 'integer', min: 1, max: 42 },
    description:
      'a splash is worth this many marks, or one more than a higher marks bid already made',
  },
  {
    path: 'splash.minimumDoubles',
    kind: { type: 'integer', min: 0, max: 7 },
    description: 'doubles a splasher must hold',
  },
  {
    path: 'sevens.allowed',
    kind: { type: 'boolean' },
    description: 'sevens: the domino nearest seven pips wins; all tricks needed',
  },
  {
    path: 'sevens.minimumMarks',
    kind: { type: 'integer', min: 0, max: 7 },
    description: 'the least bid sevens may be declared on, in marks',
  },
  {
    path: 'play.endWhenDecided',
    kind: { type: 'boolean' },
    description: 'a hand ends as soon as it is made or set',
  },
  {
    path: 'play.stackTricksFromMarks',
    kind: { type: 'integer', min: 1, max: 42, nullable: true },
    description:
      'tricks are stacked and cannot be reviewed in bids of this many marks or more (null: never)',
  },
  {
    path: 'play.stackByChoiceFromMarks',
    kind: { type: 'integer', min: 1, max: 42, nullable: true },
    description:
      'in bids of this many marks or more the bidder may choose to stack the tricks when naming the contract (null: no choice)',
  },
  {
    path: 'play.reneges',
    kind: { type: 'enum', values: ['refused', 'playable'] },
    description:
      'a domino that does not follow suit: refused, or played (as at a real table) and left for the other side to call',
  },
  {
    path: 'penalties.renege',
    kind: { type: 'enum', values: PENALTY_SIZES },
    description:
      "what a called renege costs: the hand's bid, one mark, or a first warning in the game and then either",
  },
  {
    path: 'penalties.violation',
    kind: { type: 'enum', values: PENALTY_SIZES },
    description:
      "what another called infraction costs: the hand's bid, one mark, or a first warning in the game and then either",
  },
  {
    path: 'penalties.time',
    kind: { type: 'enum', values: PENALTY_SIZES },
    description:
      "what running out of a called time costs: the hand's bid, one mark, or a first warning in the game and then either",
  },
  {
    path: 'conduct.outOfTurnBid',
    kind: { type: 'enum', values: ['none', 'stands', 'opponents-choose'] },
    description:
      'a bid out of turn: no rule; it stands when the turn comes (else a pass); or the other side first chooses that or a reshake by the same shaker',
  },
  {
    path: 'conduct.outOfTurnBidForfeitAt',
    kind: { type: 'integer', min: 1, max: 10, nullable: true },
    description:
      "the same player's out-of-turn bid in a game that forfeits the hand (null: none does)",
  },
  {
    path: 'conduct.wrongShakerCorrected',
    kind: { type: 'boolean' },
    description:
      'a shake by the wrong player: before the first bid the hand stands, after it the right shaker shakes again, after trump the hand is played and the rotation corrected',
  },
  {
    path: 'conduct.exposedDomino',
    kind: { type: 'enum', values: ['play-first', 'renege-if-unplayable'] },
    description:
      'an exposed domino stays face up and must be played at the first opportunity, or is played at once if it may be and is a renege if not',
  },
  {
    path: 'conduct.exposedBeforeBidReshake',
    kind: { type: 'boolean' },
    description: 'a domino exposed before the first bid has the shaker shake again',
  },
  {
    path: 'game.marksToWin',
    kind: { type: 'integer', min: 1, max: 100 },
    description: 'marks that win a game',
  },
  {
    path: 'game.winBy',
    kind: { type: 'integer', min: 1, max: 10 },
    description: 'the lead in marks a winning team needs',
  },
  {
    path: 'game.maxRecordedMarks',
    kind: { type: 'integer', min: 1, max: 100, nullable: true },
    description: 'the most marks recorded for a team in a game (null: no cap)',
  },
  {
    path: 'match.bestOf',
    kind: { type: 'integer', min: 1, max: 15 },
    description: 'a match is best of this many games (odd)',
  },
  {
    path: 'match.nextGameShaker',
    kind: { type: 'enum', values: ['losers-draw', 'all-draw'] },
    description: 'who draws for the first shake of the next game: the losing team, or all four',
  },
  {
    path: 'clock.bidSeconds',
    kind: { type: 'integer', min: 1, max: 3600, nullable: true },
    description: 'seconds a player has to bid or name the contract (null: no clock)',
  },
  {
    path: 'clock.playSeconds',
    kind: { type: 'integer', min: 1, max: 3600, nullable: true },
    description: 'seconds a player has to play a domino (null: no clock)',
  },
  {
    path: 'clock.gameMinutes',
    kind: { type: 'integer', min: 1, max: 1440, nullable: true },
    description:
      'minutes a single-game match may last; then the hand in progress is finished and the game goes to the team ahead (null: no limit)',
  },
  {
    path: 'clock.matchMinutes',
    kind: { type: 'integer', min: 1, max: 1440, nullable: true },
    description: 'minutes a match of several games may last, as for a single game (null: no limit)',
  },
  {
    path: 'clock.timeCallSeconds',
    kind: { type: 'integer', min: 10, max: 600, nullable: true },
    description:
      'seconds a player has to bid or play once the other side calls time on them, else their side forfeits the hand (null: time may not be called)',
  },
  {
    path: 'clock.inspectionSeconds',
    kind: { type: 'integer', min: 3, max: 300, nullable: true },
    description:
      'seconds every hand stays face up after a hand for reneges to be called, before the next shake, where reneges are playable (null: no wait)',
  },
  {
    path: 'clock.onTimeout',
    kind: { type: 'enum', values: ['auto-play', 'penalty'] },
    description:
      "when a player's time runs out: a bot plays for them, or their side forfeits the hand",
  },
];
