/* eslint-disable max-lines -- data: one rule profile per seed document with the sentence each
   option comes from; read side by side with the documents, they belong in one list. */
import type { RuleOptions } from './options.js';

/**
 * One rule profile per seed document. `sources` quotes, for each option the document rules on,
 * the sentence that sets it; options a document is silent on take STANDARD_OPTIONS, whose
 * reasons are in STANDARD_REASONS (the most common published rules of 42).
 */
export interface RuleProfile {
  readonly id: string;
  readonly name: string;
  /** The seed document, a file in shared/seeds/, or "" for a profile of no document. */
  readonly document: string;
  readonly options: RuleOptions;
  readonly sources: Readonly<Record<string, string>>;
}

export const STANDARD_OPTIONS: RuleOptions = {
  bidding: {
    minimumBid: 30,
    openingMarksMax: 2,
    maxBidMarks: null,
    forcedBid: true,
    forcedBidMinimum: 30,
    forcedOpeningMarksMax: null,
    forcedHighOpeningOnlyNello: false,
  },
  contracts: { followMe: true, followMeDoubles: 'high', undeclaredTrump: 'must-declare' },
  nello: {
    allowed: false,
    doubles: ['own-suit', 'high', 'low'],
    minimumMarks: 1,
    maximumMarks: null,
    onlyWhenForced: false,
  },
  plunge: { allowed: false, marks: 4, minimumDoubles: 4 },
  splash: { allowed: false, marks: 2, minimumDoubles: 3 },
  sevens: { allowed: false, minimumMarks: 1 },
  play: {
    endWhenDecided: true,
    stackTricksFromMarks: null,
    stackByChoiceFromMarks: null,
    reneges: 'refused',
  },
  penalties: { renege: 'bid', violation: 'bid', time: 'bid' },
  game: { marksToWin: 7, winBy: 1, maxRecordedMarks: null },
  match: { bestOf: 1, nextGameShaker: 'losers-draw' },
  conduct: {
    outOfTurnBid: 'opponents-choose',
    outOfTurnBidForfeitAt: null,
    wrongShakerCorrected: true,
    exposedDomino: 'play-first',
    exposedBeforeBidReshake: false,
  },
  clock: {
    bidSeconds: null,
    playSeconds: null,
    onTimeout: 'auto-play',
    gameMinutes: null,
    matchMinutes: null,
    timeCallSeconds: null,
    inspectionSeconds: 10,
  },
};

/** Why each standard value was chosen where a document is silent. */
export const STANDARD_REASONS: Readonly<Record<string, string>> = {
  'bidding.minimumBid': 'every document: "The minimum bid is 30"',
  'bidding.openingMarksMax': 'most documents: up to 2 marks may open, then one mark at a time',
  'bidding.maxBidMarks': 'most documents set no ceiling on marks bids',
  'bidding.forcedBid': 'three of five documents and the common rules force the shaker to bid',
  'bidding.forcedBidMinimum': 'the forced bid is the minimum bid, 30',
  'bidding.forcedOpeningMarksMax':
    'the forced shaker opens marks like anyone else unless a document says otherwise',
  'bidding.forcedHighOpeningOnlyNello':
    'a forced shaker who opens high may play any contract unless a document says otherwise',
  'contracts.followMe': 'every document lists no-trump (follow-me) among the contracts',
  'contracts.followMeDoubles': 'every document: "the double ... is always highest in its own suit"',
  'contracts.undeclaredTrump':
    'a document that does not say otherwise has the bidder name trump before the lead',
  'nello.allowed': 'nello is a house option; off unless a document allows it',
  'nello.doubles': 'the variants other 42 programs offer: doubles their own suit, high, or low',
  'nello.minimumMarks': 'common published rules: nello is declared on a bid of at least one mark',
  'nello.maximumMarks': 'no ceiling unless a document sets one',
  'nello.onlyWhenForced': 'nello open to any winning bidder unless a document limits it',
  'plunge.allowed': 'plunge is a house option; off unless a document allows it',
  'plunge.marks': 'common published rules: a plunge is 4 marks and needs 4 doubles',
  'plunge.minimumDoubles': 'common published rules: a plunge is 4 marks and needs 4 doubles',
  'splash.allowed': 'splash is a house option; off unless a document allows it',
  'splash.marks': 'common published rules: a splash is 2 marks and needs 3 doubles',
  'splash.minimumDoubles': 'common published rules: a splash is 2 marks and needs 3 doubles',
  'sevens.allowed': 'sevens is a house option; off unless a document allows it',
  'sevens.minimumMarks': 'common published rules: sevens is bid at 42 (one mark) or more',
  'play.endWhenDecided': 'every document lets a hand stop once it is made or set',
  'play.stackTricksFromMarks': 'tricks stay reviewable unless a document stacks them',
  'play.stackByChoiceFromMarks': 'no choice to stack unless a document gives the bidder one',
  'play.reneges':
    'online the table refuses a domino that does not follow suit; a record of a real table may hold one (then play.reneges is playable)',
  'penalties.renege':
    'every document: a renege loses the hand and gives the marks bid, as 001 "Reneges will result in the loss of the hand and the opposing team being awarded the mark/marks."',
  'penalties.violation':
    'a violation forfeits the hand as a renege does, unless a document says less',
  'penalties.time': '000: "else they forfeit the mark": the hand is forfeited',
  'game.marksToWin': 'every document: a game is to 7 marks',
  'clock.bidSeconds': 'no clock unless a document sets one (a casual table may add one)',
  'clock.playSeconds': 'no clock unless a document sets one (a casual table may add one)',
  'clock.gameMinutes': 'no time limit unless a document sets one',
  'clock.matchMinutes': 'no time limit unless a document sets one',
  'clock.onTimeout':
    'a player who runs out of a per-decision clock online is played for by a bot: no document sets such a clock (a called time is another matter: clock.timeCallSeconds)',
  'clock.timeCallSeconds': 'time may be called only where a document says so',
  'clock.inspectionSeconds':
    '000, 002, 003 and 001 IV.14 turn the hands face up after the hand "so that any mistakes or reneges can be identified" and set no time for it: ten seconds online',
  'game.winBy': 'the first team to 7 wins unless a document asks for a lead',
  'game.maxRecordedMarks': 'marks above 7 are recorded unless a document caps them',
  'match.bestOf': 'a single game unless a document sets a match length',
  'conduct.outOfTurnBid':
    '000, 002 and 003 agree: "the opposing team may choose to continue playing the hand or have the hand shaken again (by the same Shaker)"',
  'conduct.outOfTurnBidForfeitAt': 'only 001 forfeits a hand for bidding out of turn',
  'conduct.wrongShakerCorrected':
    'only 001 (II.5) rules on a shake out of turn; a director elsewhere follows its procedure',
  'conduct.exposedDomino':
    '000 and 001 agree: an exposed domino stays face up and "must be played at the first opportunity"',
  'conduct.exposedBeforeBidReshake':
    'a domino shown before the bid is played at the first opportunity unless a document reshakes',
  'match.nextGameShaker':
    '000: "The members of the team that lose a round shall draw for initial shake of the next round."',
};

const AUSTIN_CONTRACTS =
  'For all point and mark bids, the high bidder may either name a trump suit ... or call no trumps (follow me). (no special contract is among them)';

const AUSTIN_LEAGUE: RuleProfile = {
  id: 'austin-league',
  name: 'Austin 42 Club League Rules, Spring 2011',
  document: '000_b13c0aa12327cb83.txt',
  options: {
    ...STANDARD_OPTIONS,
    bidding: { ...STANDARD_OPTIONS.bidding, forcedBid: false },
    play: { ...STANDARD_OPTIONS.play, stackTricksFromMarks: 2, stackByChoiceFromMarks: 1 },
    game: { marksToWin: 7, winBy: 2, maxRecordedMarks: null },
    match: { bestOf: 3, nextGameShaker: 'losers-draw' },
    clock: { ...STANDARD_OPTIONS.clock, timeCallSeconds: 60 },
    penalties: { renege: 'bid', violation: 'warning-then-mark', time: 'bid' },
  },
  sources: {
    'conduct.outOfTurnBid':
      'If a player bids out of order and the opposing team chooses to continue playing the round, the player may not change his/her bid once it is actually their time to bid. The other team may also elect to have the hand shaken again by the same shaker.',
    'conduct.exposedDomino':
      'If a domino is accidentally turned over face up, leave it face up and that domino must be played at the first opportunity.',
    'bidding.minimumBid': 'The minimum point bid is 30.',
    'bidding.openingMarksMax':
      'a player can call marks—starting at an initial maximum of two and progressing upward if further mark bids are called',
    'bidding.forcedBid':
      'Should bidding reach the dealer without an initial bid, the dealer may pass and the dominoes will be shaken again by the next player in turn with no marks scored.',
    'contracts.followMe':
      'the high bidder may either name a trump suit (blanks, aces, deuces, treys, fours, fives, sixes or doubles) or call no trumps (follow me).',
    'nello.allowed': AUSTIN_CONTRACTS,
    'plunge.allowed': AUSTIN_CONTRACTS,
    'splash.allowed': AUSTIN_CONTRACTS,
    'sevens.allowed': AUSTIN_CONTRACTS,
    'play.endWhenDecided':
      'If for any reason the round ends before all tricks are played (due to either a lay-down or set), all hands shall be turned face up',
    'play.stackTricksFromMarks':
      'Trumps are called as normal, and the tricks are stacked ... If the bid is one mark, the bidder can elect to stack the dominoes or leave them all face up as in any normal game.',
    'play.stackByChoiceFromMarks':
      'If the bid is one mark, the bidder can elect to stack the dominoes or leave them all face up as in any normal game.',
    'game.marksToWin': 'each round decided by the first to seven marks, winning by two.',
    'game.winBy': 'each round decided by the first to seven marks, winning by two.',
    'game.maxRecordedMarks':
      'Scores above seven marks are valid, both for match reporting and league scoring.',
    'match.bestOf': 'Each match is determined by the best of three rounds',
    'match.nextGameShaker':
      'The members of the team that lose a round shall draw for initial shake of the next round.',
    'clock.timeCallSeconds':
      'If a player is taking an inordinate amount of time to bid or play their hand, the opposing team may call time limit, after which the player has one minute to bid or play, else they forfeit the mark.',
    'penalties.violation':
      'Misplays ... should be called as warnings on the first occurrence, then as violations if such misplays persist. ... Violations will result in the forfeit of a mark. (in playoffs, "Misplays are also not tolerated during the playoffs and should be treated as reneges": set penalties.violation to bid)',
    'penalties.time': 'the player has one minute to bid or play, else they forfeit the mark.',
  },
};

const NPA_TOURNAMENT: RuleProfile = {
  id: 'npa-tournament',
  name: 'National 42 Players Association Official Tournament Rules, January 2010',
  document: '001_eb93a28aa19416a7.txt',
  options: {
    ...STANDARD_OPTIONS,
    play: { ...STANDARD_OPTIONS.play, stackByChoiceFromMarks: 1 },
    bidding: { ...STANDARD_OPTIONS.bidding, forcedBid: false, maxBidMarks: 5 },
    contracts: { followMe: true, followMeDoubles: 'high', undeclaredTrump: 'first-lead-high-end' },
    game: { marksToWin: 7, winBy: 1, maxRecordedMarks: 7 },
    clock: {
      bidSeconds: 20,
      playSeconds: 10,
      onTimeout: 'auto-play',
      gameMinutes: 25,
      matchMinutes: 75,
      timeCallSeconds: null,
      inspectionSeconds: 10,
    },
    conduct: {
      outOfTurnBid: 'stands',
      outOfTurnBidForfeitAt: 2,
      wrongShakerCorrected: true,
      exposedDomino: 'play-first',
      exposedBeforeBidReshake: true,
    },
  },
  sources: {
    'conduct.outOfTurnBid':
      'If a player bids out of turn, they may not change their bid. If their bid is no longer available during their turn, they must pass.',
    'conduct.outOfTurnBidForfeitAt':
      'A second offense by the same player in the same game shall result in a forfeited hand (loss of mark).',
    'conduct.wrongShakerCorrected':
      'If discovered prior to the first bid being made, the hand shall be played as if the correct person had shuffled the dominoes.',
    'conduct.exposedDomino':
      'If a domino is accidentally exposed, it should remain face up and must be played at the first opportunity.',
    'conduct.exposedBeforeBidReshake':
      'If a domino is accidentally turned over before the bid begins, the original shuffler will re-shuffle the dominoes.',
    'clock.gameMinutes':
      'Single game matches shall have a twenty-five minute time limit unless the tournament director stipulates otherwise.',
    'clock.matchMinutes':
      'Best two out of three matches shall have a time limit of seventy-five minutes unless the tournament director stipulates otherwise.',
    'clock.bidSeconds':
      'Players should not take more than twenty seconds to bid, and ten seconds to play a domino.',
    'clock.playSeconds':
      'Players should not take more than twenty seconds to bid, and ten seconds to play a domino.',
    'bidding.minimumBid':
      'Acceptable bids are: pass, 30 through 42, one-mark, 84, two-marks, three-marks, four-marks, five-marks.',
    'bidding.maxBidMarks':
      'Acceptable bids are: pass, 30 through 42, one-mark, 84, two-marks, three-marks, four-marks, five-marks.',
    'bidding.openingMarksMax':
      'A bidder may open with a two-mark (84) bid with successive bids in increments of one mark each.',
    'bidding.forcedBid':
      'There is no forced bidding unless the tournament director has announced as much prior to play beginning. If all players pass, the shuffle passes to the next player.',
    'contracts.followMe':
      'Available contracts shall be: No trump (follow me), blanks, aces, deuces, treys, fours, fives, sixes, and doubles are trumps.',
    'contracts.followMeDoubles':
      'When bidding follow me, doubles shall be the high domino in their suit.',
    'contracts.undeclaredTrump':
      'If trumps are not announced prior to or as the first domino is played, the high side of the domino played shall be trump.',
    'nello.allowed': 'Other contracts are not permitted: nelo, sevens, plunge, splash.',
    'plunge.allowed': 'Other contracts are not permitted: nelo, sevens, plunge, splash.',
    'splash.allowed': 'Other contracts are not permitted: nelo, sevens, plunge, splash.',
    'sevens.allowed': 'Other contracts are not permitted: nelo, sevens, plunge, splash.',
    'play.endWhenDecided':
      'Any player may declare that the bid has been made, or that their opponent has been set.',
    'play.stackTricksFromMarks':
      "Dominoes may be single or double stacked (bidders choice) in the center of the table for bids of 42 or more. (stacking is the bidder's choice: not imposed)",
    'play.stackByChoiceFromMarks':
      'Dominoes may be single or double stacked (bidders choice) in the center of the table for bids of 42 or more.',
    'game.marksToWin':
      'Scoring is by marks, and games shall be to seven unless otherwise specified.',
    'game.maxRecordedMarks':
      'Seven marks shall be the maximum recorded marks unless otherwise specified by the tournament director.',
    'match.bestOf':
      "Single game matches shall have a twenty-five minute time limit (best two out of three matches are the director's choice: set match.bestOf to 3)",
  },
};

const NELLO_TOURNAMENT: RuleProfile = {
  id: 'nello-tournament',
  name: '42 Tournament Rules (progressive tables, nello allowed)',
  document: '002_20b44e4b30711bd1.txt',
  options: {
    ...STANDARD_OPTIONS,
    play: { ...STANDARD_OPTIONS.play, stackByChoiceFromMarks: 1 },
    contracts: { followMe: true, followMeDoubles: 'high', undeclaredTrump: 'first-lead-high-end' },
    nello: {
      allowed: true,
      doubles: ['own-suit'],
      minimumMarks: 1,
      maximumMarks: null,
      onlyWhenForced: false,
    },
  },
  sources: {
    'conduct.outOfTurnBid':
      'Should a player bid out of order, the opposing team may choose to continue playing the hand or have the hand shaken again (by the same Shaker). If continuing, the player may not change their bid when it’s their turn to bid, and if their bid is no longer available they must pass.',
    'bidding.minimumBid': 'The minimum bid is 30 bid points',
    'bidding.forcedBid':
      'If all players pass, the Shaker must bid at least the minimum bid (aka forced bid)',
    'bidding.forcedBidMinimum':
      'If the first three bidders all “PASS” the bid, the shaker (fourth bidder) must make at least the minimum bid of 30 (Forced Bid).',
    'bidding.openingMarksMax':
      'Any player may bid up to 2 marks when 2 marks has not already been bid; subsequent bids may only be one additional mark',
    'contracts.followMe':
      'Valid suits are: blanks, ones (aces), twos (deuces), threes (treys), fours, fives, sixes, doubles, or no-trump (aka follow-me).',
    'contracts.followMeDoubles': 'except for the double which is always highest in its own suit',
    'contracts.undeclaredTrump':
      'If a trump suit is not declared before playing the first domino, the suit led in the first trick shall determine Trump.',
    'nello.allowed':
      'Nello Bids (aka low, low-boy) – a bid contract where you must lose all the tricks, your teammate doesn’t play and turns their dominoes down on the table – Are ALLOWED in this tournament.',
    'nello.doubles': 'With this bid, Doubles are considered a separate suit.',
    'play.endWhenDecided':
      'In the interest of expediency, a player may stop the hand for any of the following conditions: ... the bid-winning team captures the points bid, or ... the opposing team sets the winning team',
    'play.stackTricksFromMarks':
      "In MARKS bids, bid winners may opt to stack tricks on top of each other (the bidder's option: not imposed)",
    'play.stackByChoiceFromMarks':
      'In MARKS bids, bid winners may opt to stack tricks on top of each other in the center of the table in single- or double-stacking',
    'game.marksToWin': 'The first team at the Head table to reach 7 marks, wins the game.',
  },
};

const STRAIGHT_42: RuleProfile = {
  id: 'straight-42',
  name: 'Timpson VFD "Straight 42" Tournament',
  document: '003_5fa84f9894185a18.txt',
  options: {
    ...STANDARD_OPTIONS,
    contracts: { followMe: true, followMeDoubles: 'high', undeclaredTrump: 'first-lead-high-end' },
    plunge: { allowed: true, marks: 4, minimumDoubles: 4 },
    play: { ...STANDARD_OPTIONS.play, stackTricksFromMarks: 2, stackByChoiceFromMarks: null },
    match: { bestOf: 3, nextGameShaker: 'losers-draw' },
    penalties: { renege: 'bid', violation: 'warning-then-mark', time: 'warning-then-mark' },
  },
  sources: {
    'conduct.outOfTurnBid':
      "Should a player bid out of order, the opposing team may choose to continue playing the hand or have the hand shaken again (by the same Shaker). If continuing, the player may not change their bid when it's their turn to bid, and if their bid is no longer available they must pass.",
    'bidding.minimumBid': 'The minimum bid is 30 bid points',
    'penalties.renege':
      'If a “re-nig” or not following of suit when having the opportunity occurs, the team that makes the infraction will lose that hand and the other team will gain the mark/s.',
    'penalties.violation':
      'The first infraction will result in a warning ... All other infractions will result in loss of a mark to the other team',
    'penalties.time':
      'The first infraction will result in a warning ... All other infractions will result in loss of a mark to the other team',
    'bidding.forcedBid': '“Shuffler” is stuck with bid if no one bids before them',
    'bidding.openingMarksMax':
      'Any player may bid up to 2 marks when 2 marks has not already been bid; subsequent bids may only be one additional mark',
    'contracts.followMe':
      'Valid suits are: blanks, ones (aces), twos (deuces), threes (treys), fours, fives, sixes, doubles, or no-trump (aka; follow-me).',
    'contracts.followMeDoubles': 'except for the double which is always highest in its own suit',
    'contracts.undeclaredTrump':
      'If a trump suit is not declared before playing the first domino, the suit led in the first trick shall determine Trump.',
    'nello.allowed': 'No “low” allowed',
    'plunge.allowed':
      'Plunge (4 marks- this can be bid at any time, regardless of prior bid)-must have at least 4 doubles',
    'plunge.marks': 'Plunge (4 marks- this can be bid at any time, regardless of prior bid)',
    'plunge.minimumDoubles': '-must have at least 4 doubles',
    'splash.allowed': 'Splash is NOT allowed, Sevens NOT allowed',
    'sevens.allowed': 'Splash is NOT allowed, Sevens NOT allowed',
    'play.endWhenDecided':
      'In the interest of expediency, a player may stop the hand for any of the following conditions',
    'play.stackTricksFromMarks':
      'IF 2 MARKS (84) IS BID: All players will “stack” the dominoes in the center of the table as played. ... There will be NO un-stacking to look at previously played dominoes.',
    'game.marksToWin': 'The first team to reach 7 marks, wins. Simple as that.',
    'game.maxRecordedMarks': 'until one team achieves 7 (or more) marks',
    'match.bestOf':
      'Final Round- BEST 2 OUT OF 3 GAMES WINS (a tournament sets 3 of 5 for its first round)',
  },
};

const FORCED_LOW: RuleProfile = {
  id: 'forced-low',
  name: 'Tournament rules with forced low, and "The Game of 42"',
  document: '004_aed0340e04529a99.txt',
  options: {
    ...STANDARD_OPTIONS,
    bidding: {
      ...STANDARD_OPTIONS.bidding,
      openingMarksMax: 1,
      forcedOpeningMarksMax: 2,
      forcedHighOpeningOnlyNello: true,
    },
    contracts: { followMe: true, followMeDoubles: 'high', undeclaredTrump: 'first-lead-high-end' },
    nello: {
      allowed: true,
      doubles: ['own-suit'],
      minimumMarks: 1,
      maximumMarks: 2,
      onlyWhenForced: true,
    },
    play: { ...STANDARD_OPTIONS.play, stackTricksFromMarks: 2, stackByChoiceFromMarks: null },
    conduct: { ...STANDARD_OPTIONS.conduct, exposedDomino: 'renege-if-unplayable' },
  },
  sources: {
    'conduct.exposedDomino':
      'A domino laid is a domino played. If you expose a domino that cannot be played, a “RENEGE” is committed.',
    'bidding.minimumBid': '“30” is the minimum first bid.',
    'bidding.forcedBid':
      'If first three players “pass”, the last bidder must bid at least the minimum of “30”.',
    'bidding.forcedBidMinimum':
      'If first three players “pass”, the last bidder must bid at least the minimum of “30”.',
    'bidding.openingMarksMax':
      '“2 Marks” can only be bid, if “1 Mark” was bid by another player in the same bidding sequence (same for 3 and 4 Marks).',
    'bidding.forcedOpeningMarksMax':
      '“LOW” bid must begin at 1 or 2 Marks. (the forced shaker, the only one who may bid low, may open at 2 marks)',
    'bidding.forcedHighOpeningOnlyNello':
      '“2 Marks” can only be bid, if “1 Mark” was bid by another player in the same bidding sequence ... “LOW” bid must begin at 1 or 2 Marks. (2 marks without a 1-mark bid before it is for low only)',
    'contracts.followMe':
      'Valid trump options are: blanks, ones, twos, threes, fours, fives, sixes, doubles, or none (follow-me).',
    'contracts.undeclaredTrump':
      'If a trump is not declared before playing the first domino, the suit led in the first trick shall determine the Trump.',
    'nello.allowed':
      '“LOW” hand bids are allowed only when forced, and “LOW” bid must begin at 1 or 2 Marks.',
    'nello.onlyWhenForced': '“LOW” hand bids are allowed only when forced',
    'nello.minimumMarks': '“LOW” bid must begin at 1 or 2 Marks.',
    'nello.maximumMarks': '“LOW” bid must begin at 1 or 2 Marks.',
    'plunge.allowed': 'Bidding “SEVENS”, “SPLASH”, OR “PLUNGE” is NOT allowed.',
    'splash.allowed': 'Bidding “SEVENS”, “SPLASH”, OR “PLUNGE” is NOT allowed.',
    'sevens.allowed': 'Bidding “SEVENS”, “SPLASH”, OR “PLUNGE” is NOT allowed.',
    'play.stackTricksFromMarks':
      'Dominoes played at “2 Marks” or higher, will be stacked in the center of the table.',
    'game.marksToWin': 'The first team to reach 7 marks: “ALL”, wins the game.',
    'game.maxRecordedMarks':
      'One team will be awarded a mark each hand – until one achieves 7 (or more) marks.',
  },
};

/**
 * Not a document: the rules other 42 programs offer as house options, all on, so a club can start
 * from a table with every special contract and turn off what it does not play.
 */
const HOUSE: RuleProfile = {
  id: 'house',
  name: 'House rules with every special contract (nello, plunge, splash, sevens)',
  document: '',
  options: {
    ...STANDARD_OPTIONS,
    contracts: { followMe: true, followMeDoubles: 'high', undeclaredTrump: 'first-lead-high-end' },
    nello: {
      allowed: true,
      doubles: ['own-suit', 'high', 'low'],
      minimumMarks: 1,
      maximumMarks: null,
      onlyWhenForced: false,
    },
    plunge: { allowed: true, marks: 4, minimumDoubles: 4 },
    splash: { allowed: true, marks: 2, minimumDoubles: 3 },
    sevens: { allowed: true, minimumMarks: 1 },
  },
  sources: {},
};

export const PROFILES: readonly RuleProfile[] = [
  AUSTIN_LEAGUE,
  NPA_TOURNAMENT,
  NELLO_TOURNAMENT,
  STRAIGHT_42,
  FORCED_LOW,
  HOUSE,
];

export function profileById(id: string): RuleProfile | undefined {
  return PROFILES.find((p) => p.id === id);
}
