import { BOT_LEVELS } from '../../api/endpoints.js';
import { SPECIALS } from '../../logic/house-rules.js';
import { SEATS, SEAT_NAMES } from '../../logic/seats.js';

/** The new table form's groups of fields (CreateTableForm keeps their values). */

export type ForcedBid = '' | 'on' | 'off';

/** Specials allowed, the forced bid, and any other option as JSON (an unrated table only). */
export function HouseRulesFields({
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
export function WhoPlaysFields({
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

export function HintsAndChat({
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
