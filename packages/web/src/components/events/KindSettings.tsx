import type { JSX } from 'react';
import type { CreateForm } from '../../logic/create-event.js';
import type { EventKind } from '../../protocol.js';
import { AdvancedSeed, BestOfSelect, PoolsFields, ProgressiveFields } from './FormatFields.js';
import { SeasonFields } from './SeasonFields.js';

/** The create form's fields of one kind's settings: the form as typed, and a change to it. */
interface SettingsProps {
  readonly form: CreateForm;
  readonly set: (change: Partial<CreateForm>) => void;
}

const LENGTHS = [1, 3, 5, 7] as const;

function LengthSelect({
  label,
  value,
  set,
  testId,
}: {
  readonly label: string;
  readonly value: number;
  readonly set: (n: number) => void;
  readonly testId: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select
        className="input"
        data-testid={testId}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
      >
        {LENGTHS.map((n) => (
          <option key={n} value={n}>
            {n === 1 ? 'one game' : `best of ${n}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A bracket's match lengths: its first round, the rounds between, its final. */
function BracketLengths({
  form,
  set,
  firstLabel,
}: SettingsProps & { readonly firstLabel: string }) {
  return (
    <div className="field-triple">
      <LengthSelect
        label={firstLabel}
        value={form.first}
        set={(first) => set({ first })}
        testId="event-first"
      />
      <LengthSelect
        label="Later rounds"
        value={form.later}
        set={(later) => set({ later })}
        testId="event-later"
      />
      <LengthSelect
        label="Final"
        value={form.final}
        set={(final) => set({ final })}
        testId="event-final"
      />
    </div>
  );
}

function LeagueSettings({ form, set }: SettingsProps) {
  return (
    <>
      <div className="field-pair">
        <label className="field">
          <span>Weeks (optional)</span>
          <input
            className="input"
            data-testid="event-weeks"
            inputMode="numeric"
            value={form.weeks}
            placeholder="one pass of the field"
            onChange={(e) => set({ weeks: e.target.value })}
          />
        </label>
        <label className="field">
          <span>Bye weeks</span>
          <input
            className="input"
            data-testid="event-bye-weeks"
            value={form.byeWeeks}
            placeholder="e.g. 4, 8"
            onChange={(e) => set({ byeWeeks: e.target.value })}
          />
        </label>
      </div>
      <SeasonFields form={form.season} onChange={(season) => set({ season })} />
      <AdvancedSeed label="Schedule seed" seed={form.seed} setSeed={(seed) => set({ seed })}>
        The same seed and teams make the same schedule; another seed, another order of pairings.
      </AdvancedSeed>
      <p className="muted small-print">
        Standings by league points: 5 a game, 8 the match, 3 a spread of four marks; matches best of
        three, games to 7 winning by 2.
      </p>
    </>
  );
}

function SingleEliminationSettings({ form, set }: SettingsProps) {
  const random = form.seedOrder === 'random';
  return (
    <>
      <label className="field">
        <span>Seeding</span>
        <select
          className="input"
          data-testid="event-seed-order"
          value={form.seedOrder}
          onChange={(e) => set({ seedOrder: e.target.value === 'random' ? 'random' : 'standard' })}
        >
          <option value="standard">Standard: 1 plays the lowest seed</option>
          <option value="random">Random draw</option>
        </select>
      </label>
      <p className="muted small-print">
        {random
          ? 'The teams are drawn into the bracket by lot when registration closes.'
          : 'Seeds in registration order (or the order you give when you make the bracket); the top seeds meet as late as possible and get the byes.'}
      </p>
      {random ? (
        <AdvancedSeed label="Seed of the draw" seed={form.seed} setSeed={(seed) => set({ seed })}>
          The same seed and teams make the same draw.
        </AdvancedSeed>
      ) : null}
      <BracketLengths form={form} set={set} firstLabel="First round" />
    </>
  );
}

function RoundRobinSettings({ form, set }: SettingsProps) {
  return (
    <>
      <BestOfSelect label="Matches" bestOf={form.bestOf} setBestOf={(bestOf) => set({ bestOf })} />
      <p className="muted small-print">
        Every team plays every other once; with an odd number of teams one team a round has the BYE,
        a game won 7-4. Standings by wins, then marks for, then fewest marks against; ties after
        that are the director&apos;s choice.
      </p>
    </>
  );
}

function PoolsSettings({ form, set }: SettingsProps) {
  return (
    <PoolsFields
      pools={form.pools}
      setPools={(pools) => set({ pools })}
      advance={form.advance}
      setAdvance={(advance) => set({ advance })}
      bestOf={form.bestOf}
      setBestOf={(bestOf) => set({ bestOf })}
      lengths={<BracketLengths form={form} set={set} firstLabel="Bracket first round" />}
    />
  );
}

function ProgressiveSettings({ form, set }: SettingsProps) {
  return (
    <ProgressiveFields
      rounds={form.progressiveRounds}
      setRounds={(progressiveRounds) => set({ progressiveRounds })}
      seed={form.seed}
      setSeed={(seed) => set({ seed })}
    />
  );
}

/** Each kind's settings fields: the form shows its kind's and asks nothing of the others. */
export const SETTINGS_FIELDS: Readonly<Record<EventKind, (props: SettingsProps) => JSX.Element>> = {
  league: LeagueSettings,
  'single-elimination': SingleEliminationSettings,
  'round-robin': RoundRobinSettings,
  pools: PoolsSettings,
  progressive: ProgressiveSettings,
};
