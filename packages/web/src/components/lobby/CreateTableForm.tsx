import { useState } from 'react';
import { api, type BotLevel, type CreateTable, type RuleProfileInfo } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { clockOverrides, withClock, type ClockChoice } from '../../logic/clock-choice.js';
import { rulesChoice } from '../../logic/house-rules.js';
import { askForNotifications } from '../../alerts/notifications.js';
import { ClockFields } from './ClockFields.js';
import {
  HintsAndChat,
  HouseRulesFields,
  WhoPlaysFields,
  type ForcedBid,
} from './TableFormFields.js';

/**
 * A new table: its rules, public or private, your seat, bots in the other seats (or wait for
 * people), hints and chat.
 */
export function CreateTableForm({
  profiles,
  onCreated,
}: {
  readonly profiles: readonly RuleProfileInfo[];
  readonly onCreated: (tableId: string, invite: string | null) => void;
}) {
  const [name, setName] = useState('');
  const [rules, setRules] = useState('');
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const [seat, setSeat] = useState<string>('S');
  const [bots, setBots] = useState<string>('medium');
  const [hints, setHints] = useState(true);
  const [chat, setChat] = useState(true);
  const [rated, setRated] = useState(false);
  const [allow, setAllow] = useState<readonly string[]>([]);
  const [forcedBid, setForcedBid] = useState<ForcedBid>('');
  const [houseJson, setHouseJson] = useState('');
  const [clock, setClock] = useState<ClockChoice>({ moveSeconds: '', matchMinutes: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosenRules = rules !== '' ? rules : (profiles[0]?.id ?? 'straight-42');

  const submit = (): void => {
    // A rated table plays the profile as published, people only, without hints (the server's rule).
    const choice = rated
      ? ({ ok: true, rules: chosenRules } as const)
      : rulesChoice(chosenRules, { allow, forcedBid, json: houseJson });
    if (!choice.ok) {
      setError(choice.error);
      return;
    }
    const timing = rated ? ({ ok: true, clock: {} } as const) : clockOverrides(clock);
    if (!timing.ok) {
      setError(timing.error);
      return;
    }
    // Taking a seat is when "your turn" notifications become useful: ask now, on this click.
    if (seat !== '') askForNotifications();
    const body: CreateTable = {
      ...(name.trim() !== '' ? { name: name.trim() } : {}),
      rules: withClock(choice.rules, timing.clock),
      visibility,
      ...(seat !== '' ? { seat: seat as CreateTable['seat'] } : {}),
      ...(bots !== '' && !rated ? { bots: bots as BotLevel } : {}),
      rated,
      hints: hints && !rated,
      chat,
    };
    setBusy(true);
    setError(null);
    api.createTable(body).then(
      (answer) => {
        setBusy(false);
        onCreated(answer.table.id, answer.invite ?? null);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  return (
    <form
      className="create-table panel"
      data-testid="create-table"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="panel-title">New table</h2>
      <label className="field">
        <span>Name (optional)</span>
        <input
          className="input"
          data-testid="create-name"
          value={name}
          maxLength={24}
          placeholder="Friday night 42"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="field">
        <span>Rules</span>
        <select
          className="input"
          data-testid="create-rules"
          value={chosenRules}
          onChange={(e) => setRules(e.target.value)}
        >
          {profiles.length === 0 ? <option value="straight-42">straight-42</option> : null}
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name && p.name !== p.id ? `${p.name} (${p.id})` : p.id}
            </option>
          ))}
        </select>
      </label>
      <div className="choice-row">
        <label className="choice">
          <input
            type="checkbox"
            data-testid="create-rated"
            checked={rated}
            onChange={(e) => setRated(e.target.checked)}
          />
          Rated: counts toward your rating (accounts only; four people, the rules as published, no
          hints)
        </label>
      </div>
      {rated ? null : (
        <HouseRulesFields
          allow={allow}
          onAllow={setAllow}
          forcedBid={forcedBid}
          onForcedBid={setForcedBid}
          houseJson={houseJson}
          onHouseJson={setHouseJson}
        />
      )}
      <ClockFields value={clock} disabled={rated} onChange={setClock} />
      <WhoPlaysFields
        rated={rated}
        visibility={visibility}
        onVisibility={setVisibility}
        seat={seat}
        onSeat={setSeat}
        bots={bots}
        onBots={setBots}
      />
      <HintsAndChat rated={rated} hints={hints} onHints={setHints} chat={chat} onChat={setChat} />
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary" data-testid="lobby-create" disabled={busy}>
        {busy ? 'Creating…' : 'Create table'}
      </button>
    </form>
  );
}
