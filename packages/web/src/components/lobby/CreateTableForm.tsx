import { useState } from 'react';
import {
  api,
  BOT_LEVELS,
  type BotLevel,
  type CreateTable,
  type RuleProfileInfo,
} from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { clockOverrides, withClock, type ClockChoice } from '../../logic/clock-choice.js';
import { rulesChoice, SPECIALS } from '../../logic/house-rules.js';
import { SEATS, SEAT_NAMES } from '../../logic/seats.js';
import { askForNotifications } from '../../alerts/notifications.js';
import { ClockFields } from './ClockFields.js';

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

type ForcedBid = '' | 'on' | 'off';

/** Specials allowed, the forced bid, and any other option as JSON (an unrated table only). */
function HouseRulesFields({
  allow,
  onAllow,
  forcedBid,
  onForcedBid,
  houseJson,
  onHouseJson,
}: {
  readonly allow: readonly string[];
  readonly onAllow: (allow: readonly string[]) => void;
  readonly forcedBid: ForcedBid;
  readonly onForcedBid: (forced: ForcedBid) => void;
  readonly houseJson: string;
  readonly onHouseJson: (json: string) => void;
}) {
  return (
    <details className="field house-rules" data-testid="house-rules">
      <summary>House rules</summary>
      <div className="choice-row">
        {SPECIALS.map((special) => (
          <label key={special} className="choice">
            <input
              type="checkbox"
              data-testid={`allow-${special}`}
              checked={allow.includes(special)}
              onChange={(e) =>
                onAllow(e.target.checked ? [...allow, special] : allow.filter((x) => x !== special))
              }
            />
            Allow {special}
          </label>
        ))}
      </div>
      <label className="field">
        <span>Forced bid</span>
        <select
          className="input"
          data-testid="forced-bid"
          value={forcedBid}
          onChange={(e) => onForcedBid(e.target.value as ForcedBid)}
        >
          <option value="">As the rules say</option>
          <option value="on">The shaker must bid if all pass</option>
          <option value="off">No forced bid: all pass, next shake</option>
        </select>
      </label>
      <label className="field">
        <span>More options (JSON, see texas42 rules)</span>
        <textarea
          className="input"
          data-testid="house-json"
          rows={3}
          value={houseJson}
          placeholder='{"clock": {"playSeconds": 30}}'
          onChange={(e) => onHouseJson(e.target.value)}
        />
      </label>
    </details>
  );
}

/** Who may join, your seat, and bots in the other seats or people (a rated table: people). */
function WhoPlaysFields({
  rated,
  visibility,
  onVisibility,
  seat,
  onSeat,
  bots,
  onBots,
}: {
  readonly rated: boolean;
  readonly visibility: 'public' | 'private';
  readonly onVisibility: (visibility: 'public' | 'private') => void;
  readonly seat: string;
  readonly onSeat: (seat: string) => void;
  readonly bots: string;
  readonly onBots: (bots: string) => void;
}) {
  return (
    <>
      <fieldset className="field choice-row">
        <legend>Who may join</legend>
        {(['public', 'private'] as const).map((v) => (
          <label key={v} className="choice">
            <input
              type="radio"
              name="visibility"
              value={v}
              data-testid={`create-${v}`}
              checked={visibility === v}
              onChange={() => onVisibility(v)}
            />
            {v === 'public' ? 'Public: listed in the lobby' : 'Private: by invite link'}
          </label>
        ))}
      </fieldset>
      <div className="field-pair">
        <label className="field">
          <span>Your seat</span>
          <select
            className="input"
            data-testid="create-seat"
            value={seat}
            onChange={(e) => onSeat(e.target.value)}
          >
            {SEATS.map((s) => (
              <option key={s} value={s}>
                {SEAT_NAMES[s]}
              </option>
            ))}
            <option value="">Just watch</option>
          </select>
        </label>
        <label className="field">
          <span>Other seats</span>
          <select
            className="input"
            data-testid="create-bots"
            disabled={rated}
            value={rated ? '' : bots}
            onChange={(e) => onBots(e.target.value)}
          >
            {BOT_LEVELS.map((l) => (
              <option key={l} value={l}>
                Bots: {l}
              </option>
            ))}
            <option value="">Wait for people</option>
          </select>
        </label>
      </div>
    </>
  );
}

function HintsAndChat({
  rated,
  hints,
  onHints,
  chat,
  onChat,
}: {
  readonly rated: boolean;
  readonly hints: boolean;
  readonly onHints: (on: boolean) => void;
  readonly chat: boolean;
  readonly onChat: (on: boolean) => void;
}) {
  return (
    <div className="choice-row">
      <label className="choice">
        <input
          type="checkbox"
          data-testid="create-hints"
          checked={hints && !rated}
          disabled={rated}
          onChange={(e) => onHints(e.target.checked)}
        />
        Hints
      </label>
      <label className="choice">
        <input
          type="checkbox"
          data-testid="create-chat"
          checked={chat}
          onChange={(e) => onChat(e.target.checked)}
        />
        Chat
      </label>
    </div>
  );
}
