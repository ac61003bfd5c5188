import {
  info,
  isNello,
  partnerOf,
  teamOf,
  type Action,
  type Bid,
  type BiddingView,
  type ContractName,
  type DeclaringView,
  type Domino,
  type PlayingView,
  type RngState,
  type Seat,
  type SeatView,
} from '@texas42/engine';
import type { Bot, Decision } from './bot.js';
import { bestTrump } from './hand-estimate.js';
import { isBoss, isTrump, knowledgeOf, powerIn, tableOf, winningPlay } from './table-knowledge.js';

/**
 * Rules of thumb a good player uses: bid from trump length, doubles and count; lead trumps to
 * pull them; play count to a partner who is winning; win cheaply; keep a double to catch count;
 * throw the least when the trick is lost. Deterministic; it needs no generator.
 */
const NELLO_BELOW = 12;

function bidsOf(view: SeatView): Bid[] {
  return view.legal.flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
}

function chooseBid(view: BiddingView<Seat>): Bid {
  const h = view.hand;
  const legal = bidsOf(view);
  const est = bestTrump(h.hand ?? [], view.rules.options);
  const canPass = legal.includes('pass');
  const partnerHigh = h.bidder === partnerOf(view.viewer);
  const pointBids = legal.filter((b): b is number => typeof b === 'number');
  if (!canPass) {
    // Forced: a hand too weak to make anything may try low where the rules allow it.
    if (est.points < NELLO_BELOW && view.rules.options.nello.allowed && legal.includes('1m'))
      return '1m';
    return pointBids[0] ?? (legal[0] as Bid);
  }
  if (partnerHigh && est.points < 38) return 'pass';
  if (est.tricks >= 6.9 && legal.includes('1m')) return '1m';
  const target = Math.min(41, Math.floor(est.points));
  const cheapest = pointBids[0];
  if (cheapest !== undefined && cheapest <= target) return cheapest;
  return 'pass';
}

function chooseContract(view: DeclaringView<Seat>): ContractName {
  const h = view.hand;
  const legal = view.legal.flatMap((a) => (a.type === 'declare' ? [a.contract] : []));
  const est = bestTrump(h.hand ?? [], view.rules.options);
  const nello = legal.find((c) => isNello(c));
  if (nello !== undefined && est.points < NELLO_BELOW) return nello;
  if (legal.includes(est.contract)) return est.contract;
  return legal[0] as ContractName;
}

function lowest(candidates: readonly Domino[], score: (d: Domino) => number): Domino {
  let best = candidates[0] as Domino;
  for (const d of candidates) if (score(d) < score(best)) best = d;
  return best;
}

function choosePlay(view: PlayingView<Seat>): Domino {
  const h = view.hand;
  const plays = view.legal.flatMap((a) => (a.type === 'play' ? [a.domino] : []));
  if (plays.length === 1) return plays[0] as Domino;
  const table = tableOf(view, h.contract);
  const known = knowledgeOf(view);
  const me = view.viewer;
  const myTeam = teamOf(me);
  const bidders = teamOf(h.bidder);
  const count = (d: Domino) => info(d).count;
  const selfPower = (d: Domino) => powerIn(table, d, d);
  const nello = isNello(h.contract);

  if (h.trick.length === 0) {
    if (nello) {
      // The nello bidder leads its weakest; its opponents lead what the bidder must top.
      return me === h.bidder ? lowest(plays, selfPower) : lowest(plays, (d) => -selfPower(d));
    }
    const unseenTrumps = known.unseen.filter((d) => isTrump(table, d));
    const myTrumps = plays.filter((d) => isTrump(table, d));
    // Declarers pull trumps while any are out; a defender leads a winner if it has one.
    if (bidders === myTeam && unseenTrumps.length > 0 && myTrumps.length > 0)
      return lowest(myTrumps, (d) => -selfPower(d));
    const bosses = plays.filter((d) => !isTrump(table, d) && isBoss(table, d, known.unseen));
    if (bosses.length > 0 && (unseenTrumps.length === 0 || bidders !== myTeam))
      return lowest(bosses, (d) => -count(d) * 10 - selfPower(d));
    if (bidders === myTeam && myTrumps.length > 0) return lowest(myTrumps, (d) => -selfPower(d));
    return lowest(plays, (d) => count(d) * 10 + selfPower(d) + (isTrump(table, d) ? 100 : 0));
  }

  const lead = (h.trick[0] as { domino: Domino }).domino;
  const winning = winningPlay(table, h.trick);
  const best = winning === null ? 0 : powerIn(table, winning.domino, lead);
  const power = (d: Domino) => powerIn(table, d, lead);
  const winners = plays.filter((d) => power(d) > best);
  const last = h.trick.length === (h.sittingOut === null ? 3 : 2);

  if (nello) {
    if (me === h.bidder) {
      // Duck: the highest that still loses, else the lowest.
      const losers = plays.filter((d) => power(d) <= best);
      return losers.length > 0 ? lowest(losers, (d) => -power(d)) : lowest(plays, power);
    }
    return lowest(plays, power);
  }

  const partnerWinning = winning !== null && teamOf(winning.seat) === myTeam;
  if (partnerWinning) {
    // Feed count to a partner who holds the trick: surely if last, or if the partner's domino
    // beats everything unseen.
    const safe = last || known.unseen.every((u) => powerIn(table, u, lead) < best);
    if (safe)
      return lowest(plays, (d) => -count(d) * 10 + (isTrump(table, d) ? 50 : 0) + power(d) / 100);
    return lowest(plays, (d) => count(d) * 10 + power(d));
  }
  if (winners.length > 0) {
    // Win: if last, with the cheapest winner (count welcome); otherwise with the strongest.
    if (last) return lowest(winners, (d) => power(d) - count(d) * 2);
    return lowest(winners, (d) => -power(d));
  }
  // Cannot win: throw the least, keeping trumps and doubles.
  return lowest(
    plays,
    (d) => count(d) * 10 + power(d) + (isTrump(table, d) ? 30 : 0) + (info(d).isDouble ? 15 : 0),
  );
}

export const heuristicBot: Bot = {
  name: 'heuristic',
  decide(view: SeatView, rng: RngState): Decision {
    const first = view.legal[0];
    if (first === undefined)
      throw new Error(`heuristic bot asked to act for ${view.viewer} out of turn`);
    let action: Action;
    switch (view.phase) {
      case 'bid':
        action = { type: 'bid', seat: first.seat, bid: chooseBid(view) };
        break;
      case 'declare':
        action = { type: 'declare', seat: first.seat, contract: chooseContract(view) };
        break;
      case 'play':
        action = { type: 'play', seat: first.seat, domino: choosePlay(view) };
        break;
      default:
        action = first;
    }
    return { action, rng };
  },
};
