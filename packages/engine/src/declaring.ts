import { marksOf } from './bid.js';
import { CONTRACT_NAMES, contractOf, type ContractName } from './contract.js';
import { err, ok, type Result } from './result.js';
import type { RuleOptions } from './rules/options.js';
import type { HandState } from './state.js';

/**
 * Naming the contract. "Highest bidder wins the bid (and declares trump)" (002); for plunge "the
 * plunger's partner names trump and leads". checkContract is the one source of what may be named.
 */
export function checkContract(
  options: RuleOptions,
  hand: HandState,
  name: ContractName,
): Result<true> {
  const high = hand.high;
  if (high === null) return err('WRONG_PHASE', 'no bid has been won');
  const contract = contractOf(name);
  const special = high.bid === 'plunge' || high.bid === 'splash';
  // A points bid counts as 0 marks for the specials' minimums.
  const bidMarks = marksOf(high.bid) || (special ? high.marks : 0);
  // "“2 Marks” can only be bid, if “1 Mark” was bid by another player" and "“LOW” bid must
  // begin at 1 or 2 Marks" (004): the forced shaker's 2 marks, with no 1 mark before, is low.
  if (
    options.bidding.forcedHighOpeningOnlyNello &&
    hand.forced &&
    bidMarks > options.bidding.openingMarksMax &&
    contract.kind !== 'nello'
  )
    return err(
      'CONTRACT_NOT_ALLOWED',
      `a forced opening of ${bidMarks} marks is for nello (low) only; any other contract opens at ${options.bidding.openingMarksMax} mark(s)`,
    );
  switch (contract.kind) {
    case 'trump':
    case 'doubles':
      return ok(true);
    case 'follow-me':
      return options.contracts.followMe
        ? ok(true)
        : err('CONTRACT_NOT_ALLOWED', 'follow-me (no trumps) is not allowed under these rules');
    case 'nello': {
      const nello = options.nello;
      if (!nello.allowed)
        return err('CONTRACT_NOT_ALLOWED', 'nello is not allowed under these rules');
      if (special)
        return err(
          'CONTRACT_NOT_ALLOWED',
          `a ${String(high.bid)} is played with a trump, not nello`,
        );
      if (!nello.doubles.includes(contract.doubles))
        return err(
          'CONTRACT_NOT_ALLOWED',
          `nello with doubles ${contract.doubles} is not allowed; these rules play ${nello.doubles.join(' or ')}`,
        );
      // "“LOW” hand bids are allowed only when forced" (004)
      if (nello.onlyWhenForced && !hand.forced)
        return err('CONTRACT_NOT_ALLOWED', 'nello is allowed only to the shaker forced to bid');
      // "“LOW” bid must begin at 1 or 2 Marks." (004)
      if (bidMarks < nello.minimumMarks)
        return err(
          'CONTRACT_NOT_ALLOWED',
          `nello needs a bid of at least ${nello.minimumMarks} mark(s)`,
        );
      if (nello.maximumMarks !== null && bidMarks > nello.maximumMarks)
        return err('CONTRACT_NOT_ALLOWED', `nello may be bid at most ${nello.maximumMarks} marks`);
      return ok(true);
    }
    case 'sevens': {
      if (!options.sevens.allowed)
        return err('CONTRACT_NOT_ALLOWED', 'sevens is not allowed under these rules');
      if (special)
        return err(
          'CONTRACT_NOT_ALLOWED',
          `a ${String(high.bid)} is played with a trump, not sevens`,
        );
      if (bidMarks < options.sevens.minimumMarks)
        return err(
          'CONTRACT_NOT_ALLOWED',
          `sevens needs a bid of at least ${options.sevens.minimumMarks} mark(s)`,
        );
      return ok(true);
    }
  }
}

/**
 * Whether the bidder may choose to stack the tricks when naming the contract: "If the bid is one
 * mark, the bidder can elect to stack the dominoes" (000), "In MARKS bids, bid winners may opt
 * to stack tricks" (002). Not where the rules stack them anyway.
 */
export function mayChooseStack(options: RuleOptions, hand: HandState): boolean {
  const { stackByChoiceFromMarks: from, stackTricksFromMarks: imposed } = options.play;
  const high = hand.high;
  if (from === null || high === null || high.value < 42 || high.marks < from) return false;
  return imposed === null || high.marks < imposed;
}

export function legalContracts(options: RuleOptions, hand: HandState): ContractName[] {
  return CONTRACT_NAMES.filter((name) => checkContract(options, hand, name).ok);
}
