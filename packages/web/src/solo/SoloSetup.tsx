import { useState } from 'react';
import {
  SOLO_LEVELS,
  type SoloLevel,
  type SoloProfile,
  type SoloSettings,
} from './solo-protocol.js';

/** Pauses that let a person follow the bots, as the server's tables have (BOT_DELAY_MS...). */
const PAUSE_MS = 500;
const HAND_PAUSE_MS = 2500;

/** The choices before a solo match: the bots' level and the rule profile. */
export function SoloSetup({
  profiles,
  last,
  onStart,
}: {
  readonly profiles: readonly SoloProfile[];
  /** The last match's settings, chosen again by default. */
  readonly last: SoloSettings | null;
  readonly onStart: (settings: SoloSettings) => void;
}) {
  const [level, setLevel] = useState<SoloLevel>(last?.level ?? 'medium');
  const [rules, setRules] = useState(last?.rules ?? '');
  const chosen = rules !== '' ? rules : (profiles[0]?.id ?? '');
  return (
    <form
      className="panel solo-setup"
      data-testid="solo-setup"
      onSubmit={(e) => {
        e.preventDefault();
        onStart({ level, rules: chosen, pauseMs: PAUSE_MS, handPauseMs: HAND_PAUSE_MS });
      }}
    >
      <h2 className="panel-title">Play solo against the bots</h2>
      <p className="muted">
        Your partner and both opponents are bots playing in this browser: no connection needed, and
        the match is kept here until it ends.
      </p>
      <label className="field">
        <span>Bots</span>
        <select
          className="input"
          data-testid="solo-level"
          value={level}
          onChange={(e) => setLevel(e.target.value as SoloLevel)}
        >
          {SOLO_LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Rules</span>
        <select
          className="input"
          data-testid="solo-rules"
          value={chosen}
          onChange={(e) => setRules(e.target.value)}
        >
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="button primary"
        data-testid="solo-start"
        disabled={chosen === ''}
      >
        Start the match
      </button>
    </form>
  );
}
