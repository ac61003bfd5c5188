import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { teamName } from '../../logic/events.js';
import type { EventProgressive, EventView } from '../../protocol.js';

// The standing of a progressive event (002) below its tables: the punches, and the mini-game that
// settles a tie on them.

/** Every team's punches, most first. */
export function Punches({
  view,
  progressive,
}: {
  readonly view: EventView;
  readonly progressive: EventProgressive;
}) {
  return (
    <section className="panel standings-panel">
      <h2 className="panel-title">Punches</h2>
      <table className="data-table standings" data-testid="punches-table">
        <thead>
          <tr>
            <th>Team</th>
            <th title="Games won: a punch each">Punches</th>
          </tr>
        </thead>
        <tbody>
          {progressive.punches.map((r) => (
            <tr
              key={r.team}
              className={r.team === view.you.team ? 'mine' : undefined}
              data-testid="punches-row"
              data-team={teamName(view, r.team)}
            >
              <td className="standings-team">
                {teamName(view, r.team)}
                {progressive.tied.includes(r.team) ? ' (tied)' : ''}
              </td>
              <td data-testid="punches">{r.punches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The organizer records a mini-game between two of the tied teams. */
export function MiniGameForm({
  view,
  progressive,
  busy,
  run,
}: {
  readonly view: EventView;
  readonly progressive: EventProgressive;
  readonly busy: boolean;
  readonly run: (work: () => Promise<EventView>) => void;
}) {
  const tied = progressive.tied;
  const [first, setFirst] = useState(tied[0] ?? '');
  const [second, setSecond] = useState(tied[1] ?? '');
  const [marks, setMarks] = useState<[string, string]>(['', '']);
  const submit = (): void =>
    run(() => api.miniGame(view.id, [first, second], [Number(marks[0]), Number(marks[1])]));
  const pick = (value: string, set: (v: string) => void, testId: string) => (
    <select
      className="input"
      data-testid={testId}
      value={value}
      onChange={(e) => set(e.target.value)}
    >
      {tied.map((t) => (
        <option key={t} value={t}>
          {teamName(view, t)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      className="panel mini-game"
      data-testid="mini-game"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="panel-title">Mini-game to {progressive.miniGameMarks} marks</h2>
      <div className="marks-row">
        {pick(first, setFirst, 'mini-first')}
        <input
          className="input marks-input"
          inputMode="numeric"
          data-testid="mini-marks-first"
          value={marks[0]}
          onChange={(e) => setMarks([e.target.value, marks[1]])}
        />
      </div>
      <div className="marks-row">
        {pick(second, setSecond, 'mini-second')}
        <input
          className="input marks-input"
          inputMode="numeric"
          data-testid="mini-marks-second"
          value={marks[1]}
          onChange={(e) => setMarks([marks[0], e.target.value])}
        />
      </div>
      <button
        type="submit"
        className="button primary"
        data-testid="mini-game-submit"
        disabled={busy}
      >
        Record the mini-game
      </button>
    </form>
  );
}
