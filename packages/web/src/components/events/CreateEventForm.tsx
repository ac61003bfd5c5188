import { FORMATS } from '@texas42/club';
import { useState } from 'react';
import { api, type RuleProfileInfo } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { createRequest, NEW_EVENT, type CreateForm } from '../../logic/create-event.js';
import type { EventKind } from '../../protocol.js';
import { SETTINGS_FIELDS } from './KindSettings.js';

/** The kinds of event the form offers, in its words. */
const KIND_NAMES: Readonly<Record<EventKind, string>> = {
  league: 'League season',
  'single-elimination': 'Single elimination',
  'round-robin': 'Round robin',
  pools: 'Pools and brackets',
  progressive: 'Progressive tables',
};

/**
 * A new league season (weeks, bye weeks, a seed), single-elimination tournament (standard
 * seeding or a random draw, match lengths) or round robin (one game or best of three). Seeds of
 * schedules and draws sit under "Advanced": most organizers never change them.
 */
export function CreateEventForm({
  profiles,
  onCreated,
}: {
  readonly profiles: readonly RuleProfileInfo[];
  readonly onCreated: (id: string) => void;
}) {
  const [kind, setKind] = useState<EventKind>('league');
  const [form, setForm] = useState<CreateForm>(NEW_EVENT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<CreateForm>): void => setForm((f) => ({ ...f, ...change }));
  const defaultRules = FORMATS[kind].rules;
  const chosenRules = form.rules !== '' ? form.rules : defaultRules;
  const Settings = SETTINGS_FIELDS[kind];

  const submit = (): void => {
    const request = createRequest(kind, form, chosenRules);
    if ('error' in request) {
      setError(request.error);
      return;
    }
    setBusy(true);
    setError(null);
    api.createEvent(request.body).then(
      (view) => {
        setBusy(false);
        onCreated(view.id);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  return (
    <form
      className="panel create-event"
      data-testid="event-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="panel-title">New event</h2>
      <label className="field">
        <span>Name</span>
        <input
          className="input"
          data-testid="event-name"
          value={form.name}
          maxLength={60}
          required
          placeholder="Monday Night League"
          onChange={(e) => set({ name: e.target.value })}
        />
      </label>
      <div className="field-pair">
        <label className="field">
          <span>Kind</span>
          <select
            className="input"
            data-testid="event-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as EventKind)}
          >
            {Object.entries(KIND_NAMES).map(([k, words]) => (
              <option key={k} value={k}>
                {words}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Rules</span>
          <select
            className="input"
            data-testid="event-rules"
            value={chosenRules}
            onChange={(e) => set({ rules: e.target.value })}
          >
            {profiles.length === 0 ? <option value={defaultRules}>{defaultRules}</option> : null}
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Settings form={form} set={set} />
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary" data-testid="event-create" disabled={busy}>
        {busy ? 'Creating…' : 'Create event'}
      </button>
    </form>
  );
}
