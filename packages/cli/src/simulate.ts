import {
  apply,
  legalActions,
  newMatch,
  nextInt,
  seedRng,
  type MatchState,
  type RulesRef,
} from '@texas42/engine';

/**
 * Random legal play through the public API: each step asks legalActions and applies one chosen
 * uniformly from the seeded generator. Matches follow one another until `hands` hands are done.
 */
export interface SimulationResult {
  readonly hands: number;
  readonly actions: number;
  readonly seconds: number;
}

export function simulate(
  rules: RulesRef,
  hands: number,
  seed: number,
  onProgress?: (handsDone: number) => void,
): SimulationResult {
  let rng = seedRng(seed);
  const startMatch = (n: number): MatchState => {
    const m = newMatch({ rules, seed: seed * 1_000_003 + n });
    if (!m.ok) throw new Error(m.error.message);
    return m.value;
  };
  let matches = 0;
  let state = startMatch(matches);
  let done = 0;
  let actions = 0;
  const started = process.hrtime.bigint();
  while (done < hands) {
    const legal = legalActions(state);
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    const r = apply(state, legal[i]);
    if (!r.ok)
      throw new Error(`engine rejected its own legal action: ${r.error.code} ${r.error.message}`);
    actions++;
    const after = r.value;
    // A hand ends when play (or bidding, for an all-pass reshake) gives way to the next shake.
    const inHand = state.phase !== 'shake' && state.phase !== 'done';
    if (inHand && (after.phase === 'shake' || after.phase === 'done')) {
      done++;
      if (onProgress !== undefined && done % 256 === 0) onProgress(done);
    }
    if (after.phase === 'done') {
      matches++;
      state = startMatch(matches);
    } else state = after;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { hands: done, actions, seconds };
}
