import { useState } from 'react';
import { eventDayApi } from '../../api/event-day.js';
import { useEventChange, type EventChange } from '../../hooks/useEventChange.js';
import { clockTime, logText } from '../../logic/event-day.js';
import type { EventView } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

/**
 * The season's roster changes (000 Section 2, Teams), the organizer's: a team added through the
 * first week, a team dropped (its matches re-assigned), a player's withdrawal and substitute.
 * And for everyone, the event's log of the organizer's changes.
 */
export function EventDayPanel({
  view,
  onChanged,
}: {
  readonly view: EventView;
  readonly onChanged: (view: EventView) => void;
}) {
  const log = view.log ?? [];
  // Roster changes are the season's (000): the server says when (once the playoffs start, never).
  const managing = view.you.mayChangeRoster === true;
  if (!managing && log.length === 0) return null;
  return (
    // On paper only the log: the forms are for the screen, and a panel of forms alone would print
    // as an empty box titled "Roster changes".
    <section
      className={`panel event-day${log.length === 0 ? ' no-print' : ''}`}
      data-testid="event-day"
    >
      {managing ? (
        <div className="no-print">
          <RosterForms view={view} onChanged={onChanged} />
        </div>
      ) : null}
      {log.length > 0 ? (
        <>
          <h2 className="panel-title">Changes</h2>
          <ol className="event-log" data-testid="event-log">
            {log.map((e) => (
              <li key={e.seq} data-testid="event-log-entry" data-type={e.type}>
                <span className="muted">{clockTime(e.at)}</span> {logText(view, e)}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** The organizer's roster changes: each form keeps what is typed in it; they share the change. */
function RosterForms({
  view,
  onChanged,
}: {
  readonly view: EventView;
  readonly onChanged: (view: EventView) => void;
}) {
  const { busy, error, run } = useEventChange(onChanged);
  const props = { view, busy, run };
  return (
    <>
      <h2 className="panel-title">Roster changes</h2>
      <AddTeamForm {...props} />
      <DropTeamForm {...props} />
      <WithdrawForm {...props} />
      {error !== null ? (
        <p className="error-text" role="alert" data-testid="roster-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface FormProps {
  readonly view: EventView;
  readonly busy: boolean;
  readonly run: EventChange['run'];
}

/** The season's teams still playing: the ones a team may be dropped from or withdraw from. */
const playingTeams = (view: EventView) =>
  view.teams.filter((t) => t.droppedAfterWeek === undefined);

function AddTeamForm({ view, busy, run }: FormProps) {
  const [name, setName] = useState('');
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  return (
    <form
      className="roster-form"
      data-testid="add-team-form"
      onSubmit={(e) => {
        e.preventDefault();
        run(
          () => eventDayApi.addTeam(view.id, name.trim(), [p1.trim(), p2.trim()]),
          () => {
            setName('');
            setP1('');
            setP2('');
          },
        );
      }}
    >
      <h3 className="section-title">Add a team (through week 1)</h3>
      <p className="muted">
        Its players by name, as at registration; each may take their place with a claim link.
      </p>
      <input
        className="input"
        data-testid="add-team-name"
        placeholder="Team name"
        value={name}
        maxLength={24}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <div className="field-pair">
        <input
          className="input"
          data-testid="add-team-player1"
          aria-label="A player's name"
          placeholder="Player's name"
          value={p1}
          required
          onChange={(e) => setP1(e.target.value)}
        />
        <input
          className="input"
          data-testid="add-team-player2"
          aria-label="The partner's name"
          placeholder="Partner's name"
          value={p2}
          required
          onChange={(e) => setP2(e.target.value)}
        />
      </div>
      <button type="submit" className="button small" data-testid="add-team" disabled={busy}>
        Add team
      </button>
    </form>
  );
}

function DropTeamForm({ view, busy, run }: FormProps) {
  const playing = playingTeams(view);
  const [drop, setDrop] = useState('');
  const [askingDrop, setAskingDrop] = useState(false);
  const dropName = view.teams.find((t) => t.id === drop)?.name ?? 'the team';
  return (
    <form
      className="roster-form"
      data-testid="drop-team-form"
      onSubmit={(e) => {
        e.preventDefault();
        setAskingDrop(true);
      }}
    >
      <h3 className="section-title">Drop a team</h3>
      <div className="field-pair">
        <TeamSelect testId="drop-team-select" teams={playing} value={drop} onChange={setDrop} />
        <button
          type="submit"
          className="button small danger"
          data-testid="drop-team"
          disabled={busy || drop === ''}
        >
          Drop and re-assign
        </button>
      </div>
      {askingDrop ? (
        <ConfirmDialog
          title={`Drop ${dropName}?`}
          confirmLabel={`Drop ${dropName}`}
          danger
          testId="confirm-drop-team"
          onCancel={() => setAskingDrop(false)}
          onConfirm={() => {
            setAskingDrop(false);
            run(
              () => eventDayApi.dropTeam(view.id, drop),
              () => setDrop(''),
            );
          }}
        >
          <p>
            {dropName} plays no more matches this season: its remaining matches are re-assigned and
            the schedule marks the weeks.
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

function WithdrawForm({ view, busy, run }: FormProps) {
  const playing = playingTeams(view);
  const [team, setTeam] = useState('');
  const [player, setPlayer] = useState('');
  const [substitute, setSubstitute] = useState('');
  const [asking, setAsking] = useState(false);
  const chosen = view.teams.find((t) => t.id === team);
  // A place's registered player, or who plays it now (a substitute may withdraw too).
  const places = (
    chosen?.roster ??
    chosen?.players.map((p) => ({ registered: p, player: p })) ??
    []
  )
    .map((s) => s.player ?? s.registered)
    .filter((p) => p !== null);
  return (
    <form
      className="roster-form"
      data-testid="withdraw-form"
      onSubmit={(e) => {
        e.preventDefault();
        setAsking(true);
      }}
    >
      <h3 className="section-title">A player withdraws</h3>
      <div className="field-pair">
        <TeamSelect
          testId="withdraw-team"
          teams={playing}
          value={team}
          onChange={(id) => {
            setTeam(id);
            setPlayer('');
          }}
        />
        <select
          className="input"
          data-testid="withdraw-player"
          value={player}
          required
          onChange={(e) => setPlayer(e.target.value)}
        >
          <option value="">Player…</option>
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <input
        className="input"
        data-testid="withdraw-substitute"
        // The placeholder fits a phone's field; the label says the rest.
        aria-label="The substitute's name, for the rest of the season (optional)"
        placeholder="Substitute's name (optional)"
        value={substitute}
        onChange={(e) => setSubstitute(e.target.value)}
      />
      <button
        type="submit"
        className="button small"
        data-testid="withdraw"
        disabled={busy || team === '' || player === ''}
      >
        Record withdrawal
      </button>
      {asking ? (
        <ConfirmDialog
          title="Record the withdrawal?"
          confirmLabel="Record withdrawal"
          danger
          testId="confirm-withdraw"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            const sub = substitute.trim();
            run(
              () => eventDayApi.withdraw(view.id, team, player, sub === '' ? null : sub),
              () => {
                setPlayer('');
                setSubstitute('');
              },
            );
          }}
        >
          <p>
            {places.find((p) => p.id === player)?.name ?? 'The player'} withdraws from{' '}
            {chosen?.name ?? 'the team'} for the rest of the season
            {substitute.trim() === '' ? '' : '; the substitute plays in their place'}.
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/** A required choice of one of the season's teams still playing. */
function TeamSelect({
  testId,
  teams,
  value,
  onChange,
}: {
  readonly testId: string;
  readonly teams: readonly EventView['teams'][number][];
  readonly value: string;
  readonly onChange: (id: string) => void;
}) {
  return (
    <select
      className="input"
      data-testid={testId}
      value={value}
      required
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Team…</option>
      {teams.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}
        </option>
      ))}
    </select>
  );
}
