import {
  DOMINOES,
  SEATS,
  info,
  leaderOf,
  seatIndex,
  suitTable,
  teamOf,
  type PlayingHand,
  type RuleOptions,
} from '@texas42/engine';

/**
 * Plain minimax, the reference the solver is checked against: every legal play of every seat,
 * no pruning, no move ordering, no equivalences; only a memo of exact values at trick
 * boundaries, so that full deals finish. It reads the engine's suit tables for which domino
 * follows and wins, and nothing of the solver's.
 */
export function minimax(hand: PlayingHand, options: RuleOptions): number {
  const table = suitTable(hand.contract, options);
  const nello = hand.contract.startsWith('nello');
  const bidTeam = teamOf(hand.bidder) === 'NS' ? 0 : 1;
  const maxTeam = nello ? 1 - bidTeam : bidTeam;
  const sittingOut = hand.sittingOut === null ? -1 : seatIndex(hand.sittingOut);
  const players = sittingOut < 0 ? 4 : 3;
  const hands = SEATS.map((s) => hand.hands[s].reduce((m, d) => m | (1 << info(d).id), 0));
  const memo = new Map<number, number>();
  const distance = DOMINOES.map((d) => Math.abs(d.pips - 7));
  // Plays of each trick on the path, four slots a trick.
  const seats = new Int32Array(32);
  const ids = new Int32Array(32);
  const next = (s: number): number => {
    const n = (s + 1) % 4;
    return n === sittingOut ? (n + 1) % 4 : n;
  };
  const legal = (seat: number, lead: number): number => {
    const mine = hands[seat] as number;
    if (table.sevens) {
      let best = 99;
      for (let id = 0; id < 28; id++)
        if (mine & (1 << id)) best = Math.min(best, distance[id] as number);
      let out = 0;
      for (let id = 0; id < 28; id++) if (mine & (1 << id) && distance[id] === best) out |= 1 << id;
      return out;
    }
    if (lead < 0) return mine;
    const follow = mine & (table.members[table.ledSuit[lead] as number] as number);
    return follow !== 0 ? follow : mine;
  };
  const winner = (base: number, n: number): number => {
    let best = 0;
    for (let i = 1; i < n; i++) {
      const a = ids[base + i] as number;
      const b = ids[base + best] as number;
      let beats: boolean;
      if (table.sevens) {
        const da = distance[a] as number;
        const db = distance[b] as number;
        // Nearest seven wins; "A tie does not set the bidder".
        beats =
          da < db ||
          (da === db &&
            ((seats[base + i] as number) & 1) === bidTeam &&
            ((seats[base + best] as number) & 1) !== bidTeam);
      } else {
        const s = (table.ledSuit[ids[base] as number] as number) * 28;
        beats = (table.power[s + a] as number) > (table.power[s + b] as number);
      }
      if (beats) best = i;
    }
    return seats[base + best] as number;
  };
  const play = (i: number, seat: number, tricksLeft: number): number => {
    const base = (7 - tricksLeft) * 4;
    if (i === players) {
      const w = winner(base, i);
      let gain = 0;
      if ((w & 1) === bidTeam) {
        gain = 1;
        if (!nello)
          for (let k = 0; k < i; k++) gain += DOMINOES[ids[base + k] as number]?.count ?? 0;
      }
      return gain + boundary(w, tricksLeft - 1);
    }
    const maximizing = (seat & 1) === maxTeam;
    let best = maximizing ? -1 : 999;
    const moves = legal(seat, i === 0 ? -1 : (ids[base] as number));
    for (let id = 0; id < 28; id++) {
      if (!(moves & (1 << id))) continue;
      seats[base + i] = seat;
      ids[base + i] = id;
      hands[seat] = (hands[seat] as number) & ~(1 << id);
      const v = play(i + 1, next(seat), tricksLeft);
      hands[seat] = hands[seat] | (1 << id);
      best = maximizing ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  const boundary = (leader: number, tricksLeft: number): number => {
    if (tricksLeft === 0) return 0;
    const key =
      ((hands[0] as number) | (hands[1] as number) | (hands[2] as number) | (hands[3] as number)) *
        4 +
      leader;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const v = play(0, leader, tricksLeft);
    memo.set(key, v);
    return v;
  };
  const tricksLeft = 7 - hand.tricks.length;
  if (hand.trick.length === 0) return boundary(seatIndex(leaderOf(hand)), tricksLeft);
  const base = (7 - tricksLeft) * 4;
  hand.trick.forEach((p, k) => {
    seats[base + k] = seatIndex(p.seat);
    ids[base + k] = info(p.domino).id;
  });
  return play(hand.trick.length, next(seats[base + hand.trick.length - 1] as number), tricksLeft);
}
