import { SEATS, apply, newMatch, type MatchState } from '@texas42/engine';
import { UsageError, print, printJson, type Io } from '../io.js';

export const DEAL_HELP = `Usage: texas42 deal --seed N [--rules ID] [--json]

Draws for first shake and deals the first hand from seed N, the way a table does: each player
draws one domino (highest pip total shakes, ties redraw), then the shaker shakes and the seven
dominoes a player are drawn. The same seed always gives the same deal.

  --rules ID   rule profile (default straight-42)
  --json       print {"draws": [...], "dealer", "hands"}: a hand record to fill in`;

export function dealCommand(io: Io, seed: number, rules: string, json: boolean): number {
  const m = newMatch({ rules, seed });
  if (!m.ok) throw new UsageError(m.error.message);
  const shaken = apply(m.value, { type: 'shake', seat: m.value.shaker });
  if (!shaken.ok) throw new UsageError(shaken.error.message);
  const state: MatchState = shaken.value;
  const hand = state.hand;
  if (hand === null) throw new UsageError('no hand was dealt');
  if (json) {
    printJson(io, {
      rules,
      draws: state.game.draws,
      dealer: hand.shaker,
      hands: hand.dealt,
      bids: [],
      plays: [],
    });
    return 0;
  }
  state.game.draws.forEach((round, i) => {
    print(
      io.stdout,
      `Draw ${i + 1}: ${Object.entries(round)
        .map(([s, d]) => `${s} ${d}`)
        .join(', ')}`,
    );
  });
  print(io.stdout, `${hand.shaker} shakes.`);
  for (const seat of SEATS) print(io.stdout, `${seat}: ${hand.dealt[seat].join(' ')}`);
  return 0;
}
