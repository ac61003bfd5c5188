import type { ClockChoice } from '../../logic/clock-choice.js';

/**
 * The create-table form's clock: seconds for each bid and play (a bot plays for a player who runs
 * out, as the rules' clock.onTimeout has it) and the match's time limit. Blank is no clock.
 */
export function ClockFields({
  value,
  disabled,
  onChange,
}: {
  readonly value: ClockChoice;
  readonly disabled: boolean;
  readonly onChange: (value: ClockChoice) => void;
}) {
  return (
    <fieldset className="field clock-fields" data-testid="clock-fields" disabled={disabled}>
      <legend>Clock{disabled ? ' (a rated table keeps the rules’ own)' : ''}</legend>
      <div className="field-pair">
        <label className="field">
          <span>Move clock, seconds</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={3600}
            step={1}
            placeholder="none"
            data-testid="create-move-seconds"
            value={value.moveSeconds}
            onChange={(e) => onChange({ ...value, moveSeconds: e.target.value })}
          />
        </label>
        <label className="field">
          <span>Match time limit, minutes</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            step={1}
            placeholder="none"
            data-testid="create-match-minutes"
            value={value.matchMinutes}
            onChange={(e) => onChange({ ...value, matchMinutes: e.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
