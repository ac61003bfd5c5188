import type { SeasonForm } from '../../logic/season.js';

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
  const field = (key: keyof SeasonForm, label: string, type: string, testId: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        className="input"
        type={type}
        data-testid={testId}
        value={form[key]}
        placeholder={type === 'text' ? 'e.g. 2011-03-14' : undefined}
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
    </fieldset>
  );
}
