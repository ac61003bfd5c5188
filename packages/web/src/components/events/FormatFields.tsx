import type { ReactNode } from 'react';

/**
 * A schedule's or a draw's seed, folded under "Advanced": it only makes a schedule repeatable,
 * and most organizers never need it.
 */
export function AdvancedSeed({
  label,
  seed,
  setSeed,
  children,
}: {
  readonly label: string;
  readonly seed: string;
  readonly setSeed: (v: string) => void;
  /** What the seed does, in a sentence. */
  readonly children: ReactNode;
}) {
  return (
    <details className="advanced" data-testid="event-advanced">
      <summary>Advanced</summary>
      <label className="field">
        <span>{label}</span>
        <input
          className="input"
          data-testid="event-seed"
          inputMode="numeric"
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
        />
      </label>
      <p className="muted small-print">{children}</p>
    </details>
  );
}

/** A round robin's or pools' match length: one game or best of 3. */
export function BestOfSelect({
  label,
  bestOf,
  setBestOf,
}: {
  readonly label: string;
  readonly bestOf: 1 | 3;
  readonly setBestOf: (v: 1 | 3) => void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select
        className="input"
        data-testid="event-best-of"
        value={bestOf}
        onChange={(e) => setBestOf(e.target.value === '3' ? 3 : 1)}
      >
        <option value={1}>one game</option>
        <option value={3}>best of 3</option>
      </select>
    </label>
  );
}

/** The create form's fields for pools (001): how many pools, how many advance, match lengths. */
export function PoolsFields({
  pools,
  setPools,
  advance,
  setAdvance,
  bestOf,
  setBestOf,
  lengths,
}: {
  readonly pools: string;
  readonly setPools: (v: string) => void;
  readonly advance: string;
  readonly setAdvance: (v: string) => void;
  readonly bestOf: 1 | 3;
  readonly setBestOf: (v: 1 | 3) => void;
  /** The brackets' match lengths (the form's selects). */
  readonly lengths: ReactNode;
}) {
  return (
    <>
      <div className="field-pair">
        <label className="field">
          <span>Pools</span>
          <input
            className="input"
            data-testid="event-pools"
            inputMode="numeric"
            value={pools}
            onChange={(e) => setPools(e.target.value)}
          />
        </label>
        <label className="field">
          <span>Top of each pool to the championship</span>
          <input
            className="input"
            data-testid="event-advance"
            inputMode="numeric"
            value={advance}
            onChange={(e) => setAdvance(e.target.value)}
          />
        </label>
      </div>
      <BestOfSelect label="Pool matches" bestOf={bestOf} setBestOf={setBestOf} />
      {lengths}
      <p className="muted small-print">
        Teams are dealt into the pools by seed; each pool plays a round robin (a BYE is a game won
        7-4; standings by wins, marks for, fewest marks against). Then the top of each pool play a
        championship bracket and the rest a consolation bracket, cross-seeded.
      </p>
    </>
  );
}

/** The create form's fields for progressive tables (002): rounds before the final, the draw. */
export function ProgressiveFields({
  rounds,
  setRounds,
  seed,
  setSeed,
}: {
  readonly rounds: string;
  readonly setRounds: (v: string) => void;
  readonly seed: string;
  readonly setSeed: (v: string) => void;
}) {
  return (
    <>
      <label className="field">
        <span>Rounds before the final</span>
        <input
          className="input"
          data-testid="event-progressive-rounds"
          inputMode="numeric"
          value={rounds}
          onChange={(e) => setRounds(e.target.value)}
        />
      </label>
      <AdvancedSeed label="Seed of the draw" seed={seed} setSeed={setSeed}>
        The same seed and teams make the same draw for tables.
      </AdvancedSeed>
      <p className="muted small-print">
        Two teams a table (an even number of teams), table 1 is the head table. When its game ends
        every table stops; winners get a punch and move up, losers move down. Then the top 4 play a
        final round; most punches wins, a tie plays a mini-game to 3 marks.
      </p>
    </>
  );
}
