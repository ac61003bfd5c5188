import { parseTeamList } from '@texas42/club';
import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange, type EventChange } from '../../hooks/useEventChange.js';
import type { EventView } from '../../protocol.js';

/** The names already in the event, which a new team or named player may not repeat. */
function takenNames(view: EventView) {
  return {
    teams: view.teams.map((t) => t.name),
    players: view.teams.flatMap((t) =>
      t.players.flatMap((p) => (p?.named === true ? [p.name] : [])),
    ),
  };
}

/** One team as typed: its name and its two players'. */
interface OneTeam {
  readonly name: string;
  readonly first: string;
  readonly second: string;
}

const NO_TEAM: OneTeam = { name: '', first: '', second: '' };

/**
 * The organizer adds teams by name, for players without accounts: one team (its name and two
 * players), or a pasted list, one team a line, previewed line by line before anything is added.
 */
export function NamedTeamsForm({
  view,
  onChanged,
}: {
  readonly view: EventView;
  readonly onChanged: (view: EventView) => void;
}) {
  const [mode, setMode] = useState<'one' | 'list'>('one');
  // Both forms' text stays here, so that switching between them loses nothing typed.
  const [one, setOne] = useState(NO_TEAM);
  const [text, setText] = useState('');
  const { busy, error, run } = useEventChange(onChanged);

  return (
    <section className="named-teams no-print" data-testid="named-teams">
      <h3 className="section-title">Add teams by name</h3>
      <p className="muted small-print">
        For players without an account: they play under these names, you report their results, and
        each may claim their place later with a link you copy from the list above.
      </p>
      <div className="segmented" role="tablist" aria-label="How to add teams">
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'one'}
          className={mode === 'one' ? 'button small' : 'button small ghost'}
          data-testid="named-mode-one"
          onClick={() => setMode('one')}
        >
          One team
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'list'}
          className={mode === 'list' ? 'button small' : 'button small ghost'}
          data-testid="named-mode-list"
          onClick={() => setMode('list')}
        >
          Paste a list
        </button>
      </div>
      {mode === 'one' ? (
        <OneTeamForm view={view} team={one} setTeam={setOne} busy={busy} run={run} />
      ) : (
        <TeamListForm view={view} text={text} setText={setText} busy={busy} run={run} />
      )}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

interface FormProps {
  readonly view: EventView;
  readonly busy: boolean;
  readonly run: EventChange['run'];
}

function OneTeamForm({
  view,
  team,
  setTeam,
  busy,
  run,
}: FormProps & { readonly team: OneTeam; readonly setTeam: (team: OneTeam) => void }) {
  return (
    <form
      className="named-one"
      onSubmit={(e) => {
        e.preventDefault();
        run(
          () =>
            api.addNamedTeams(view.id, [
              { name: team.name.trim(), players: [team.first.trim(), team.second.trim()] },
            ]),
          () => {
            setTeam(NO_TEAM);
          },
        );
      }}
    >
      <label className="field">
        <span>Team name</span>
        <input
          className="input"
          data-testid="named-one-name"
          value={team.name}
          maxLength={24}
          required
          onChange={(e) => setTeam({ ...team, name: e.target.value })}
        />
      </label>
      <div className="field-pair">
        <label className="field">
          <span>First player</span>
          <input
            className="input"
            data-testid="named-one-first"
            value={team.first}
            maxLength={24}
            required
            onChange={(e) => setTeam({ ...team, first: e.target.value })}
          />
        </label>
        <label className="field">
          <span>Second player</span>
          <input
            className="input"
            data-testid="named-one-second"
            value={team.second}
            maxLength={24}
            required
            onChange={(e) => setTeam({ ...team, second: e.target.value })}
          />
        </label>
      </div>
      <button type="submit" className="button primary" data-testid="named-add-one" disabled={busy}>
        Add the team
      </button>
    </form>
  );
}

/** A pasted list, one team a line, each line previewed with what is wrong with it. */
function TeamListForm({
  view,
  text,
  setText,
  busy,
  run,
}: FormProps & { readonly text: string; readonly setText: (text: string) => void }) {
  const list = parseTeamList(text, takenNames(view));
  const bad = list.lines.filter((l) => !l.ok).length;
  return (
    <form
      className="named-list"
      onSubmit={(e) => {
        e.preventDefault();
        if (list.ok)
          run(
            () => api.addNamedTeams(view.id, list.teams),
            () => setText(''),
          );
      }}
    >
      <label className="field">
        <span>One team a line: name, a colon, then its two players</span>
        <textarea
          className="input named-list-text"
          data-testid="named-list-text"
          rows={6}
          value={text}
          placeholder={'Aces: Ann Lee, Bob Ray\nBones: Cy Young & Di Moss'}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {list.lines.length > 0 ? (
        <ol className="named-preview" data-testid="named-preview" aria-label="Preview">
          {list.lines.map((l) => (
            <li
              key={l.line}
              className={l.ok ? 'named-line' : 'named-line bad'}
              data-testid="named-preview-line"
              data-ok={l.ok ? 'yes' : 'no'}
            >
              <span className="named-line-no">Line {l.line}</span>
              {l.ok ? (
                <span>
                  <strong>{l.team.name}</strong>: {l.team.players.join(' & ')}
                </span>
              ) : (
                <span className="error-text">
                  <code>{l.text}</code> — {l.error}
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {list.tooLong !== undefined ? (
        <p className="error-text" role="alert">
          {list.tooLong}
        </p>
      ) : null}
      <button
        type="submit"
        className="button primary"
        data-testid="named-add-list"
        disabled={busy || !list.ok}
      >
        {list.lines.length === 0
          ? 'Add the teams'
          : bad > 0
            ? `Fix ${bad === 1 ? 'the line' : `${bad} lines`} marked above to add`
            : `Add ${list.teams.length} ${list.teams.length === 1 ? 'team' : 'teams'}`}
      </button>
    </form>
  );
}
