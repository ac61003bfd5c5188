import assert from 'node:assert/strict';
import { it } from 'node:test';
// The example in packages/bots/README.md, kept true by running it (console.log is `log`).
import { newMatch, seedRng, toAct, viewFor } from '@texas42/engine';
import { botByName, heuristicBot, playMatch, randomBot, runArena, type Bot } from '../src/index.js';

it("the package README's example runs as written", () => {
  const lines: unknown[][] = [];
  const log = (...parts: unknown[]): void => void lines.push(parts);

  // One decision: a bot is handed its seat's view (never another hand) and a generator state.
  const started = newMatch({ rules: 'straight-42', seed: 7 });
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value;
  const seat = toAct(state) ?? 'N'; // the shaker, before the first shake
  const { action } = heuristicBot.decide(viewFor(state, seat), seedRng('my table'));
  log(action); // { type: 'shake', seat: 'S' }: always one of view.legal

  // A bot of your own: anything with a name and decide(view, rng).
  const firstLegal: Bot = {
    name: 'first-legal',
    decide: (view, rng) => {
      const first = view.legal[0];
      if (first === undefined) throw new Error('not my turn');
      return { action: first, rng };
    },
  };

  // A whole match, a bot in each seat, every decision checked by the engine.
  const medium = botByName('medium'); // 'easy', 'medium', 'hard', 'expert', 'random', ...
  if (medium === undefined) throw new Error('no such bot');
  const match = playMatch('straight-42', 1, { N: medium, E: firstLegal, S: medium, W: randomBot });
  if (!match.ok) throw new Error(match.error.message);
  log(match.value.winner, match.value.gamesWon); // NS { NS: 2, EW: 0 }

  // Duplicate games: pairs dealt alike with the seats swapped, and a 95% interval.
  const arena = runArena({
    a: heuristicBot,
    b: randomBot,
    games: 10,
    seed: 1,
    rules: 'straight-42',
  });
  if (!arena.ok) throw new Error(arena.error.message);
  log(arena.value.a.wins, arena.value.ci95); // 10 [ 0.722, 1 ]

  assert.deepEqual(lines, [
    [{ type: 'shake', seat: 'S' }],
    ['NS', { NS: 2, EW: 0 }],
    [10, [0.722, 1]],
  ]);
});
