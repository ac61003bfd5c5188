import type { SeasonForm } from '../../logic/season.js';

const PLACEHOLDERS: Partial<Record<keyof SeasonForm, string>> = {
  byeNights: 'e.g. 2011-03-14',
  duesPerPlayer: 'e.g. 5',
  place: 'e.g. Ginny’s Little Longhorn',
};

/**
 * A league season's dates and dues (000 Sections 1 and 2): league night is the first night's
 * weekday; the weeks and bye weeks then come from the dates.
 */
export function SeasonFields({
  form,
  onChange,
}: {
  readonly form: SeasonForm;
  readonly onChange: (form: SeasonForm) => void;
}) {
  const field = (
    key: Exclude<keyof SeasonForm, 'duesPublic'>,
    label: string,
    type: string,
    testId: string,
  ) => (
    <label className="field">
      <span>{label}</span>
      <input
        className="input"
        type={type}
        data-testid={testId}
        value={form[key]}
        placeholder={PLACEHOLDERS[key]}
        inputMode={key === 'duesPerPlayer' ? 'numeric' : undefined}
        onChange={(e) => onChange({ ...form, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="season-fields">
      <legend>Season dates (optional: instead of weeks)</legend>
      <div className="field-pair">
        {field('firstNight', 'First league night', 'date', 'season-first')}
        {field('lastNight', 'Last league night', 'date', 'season-last')}
      </div>
      <div className="field-pair">
        {field('byeNights', 'Bye nights', 'text', 'season-byes')}
        {field('duesPerPlayer', 'Dues a returning player ($)', 'text', 'season-dues')}
      </div>
      {field('place', 'Where league night is played', 'text', 'season-place')}
      <label className="choice">
        <input
          type="checkbox"
          data-testid="season-dues-public"
          checked={form.duesPublic}
          onChange={(e) => onChange({ ...form, duesPublic: e.target.checked })}
        />
        Show who paid dues to everyone (else only you and each team its own)
      </label>
    </fieldset>
  );
}
