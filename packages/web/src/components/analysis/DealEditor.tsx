import { useState } from 'react';
import {
  ALL_DOMINOES,
  PROFILES,
  resolveRules,
  type Bid,
  type ContractName,
  type Domino,
  type Seat,
} from '@texas42/engine';
import { Domino as DominoTile } from '../domino/Domino.js';
import { formatBid } from '../../logic/bids.js';
import { contractLabel } from '../../logic/contracts.js';
import { SEATS, SEAT_NAMES } from '../../logic/seats.js';
import type { BoardSetup } from '../../logic/board-setup.js';
import { bidsFor, contractsFor } from '../../logic/board-setup.js';

/**
 * Setting up a board: the rules, the four hands (pick a seat, then click dominoes into it), the
 * bidder, the bid and the contract; or a hand record pasted whole.
 */
export function DealEditor({
  setup,
  onChange,
  onPaste,
  onRandom,
  onDone,
  problem,
}: {
  readonly setup: BoardSetup;
  readonly onChange: (s: BoardSetup) => void;
  readonly onPaste: (text: string) => void;
  readonly onRandom: () => void;
  readonly onDone: () => void;
  readonly problem: string | null;
}) {
  const dealt = SEATS.reduce((n, s) => n + setup.hands[s].length, 0);
  return (
    <section className="panel ab-setup" data-testid="ab-setup">
      <h2 className="panel-title">Set up a hand</h2>
      <ContractChoices setup={setup} onChange={onChange} />
      <HandPicker setup={setup} onChange={onChange} />
      <div className="ab-setup-row">
        <button
          type="button"
          className="button small ghost"
          data-testid="ab-random"
          onClick={onRandom}
        >
          Deal at random
        </button>
        <button
          type="button"
          className="button small ghost"
          data-testid="ab-fill"
          disabled={dealt === 28}
          onClick={() => onChange(fillRest(setup))}
        >
          Deal the rest at random
        </button>
        <button
          type="button"
          className="button small ghost"
          onClick={() => onChange({ ...setup, hands: { N: [], E: [], S: [], W: [] } })}
        >
          Clear the hands
        </button>
      </div>
      <PasteRecord onPaste={onPaste} />
      {problem !== null ? (
        <p className="error-text" role="alert" data-testid="ab-problem">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="button primary"
        data-testid="ab-analyze"
        disabled={dealt !== 28 || problem !== null}
        onClick={onDone}
      >
        Analyze
      </button>
    </section>
  );
}

type SetupProps = { readonly setup: BoardSetup; readonly onChange: (s: BoardSetup) => void };

/** The rules, the bidder, the bid and the contract (those the rules open to that bid). */
function ContractChoices({ setup, onChange }: SetupProps) {
  const rules = resolveRules(setup.rules);
  const contracts = rules.ok ? contractsFor(rules.value, setup) : [];
  const bids: Bid[] = rules.ok ? bidsFor(rules.value, setup) : [];
  return (
    <div className="ab-setup-row">
      <label>
        Rules{' '}
        <select
          data-testid="ab-rules"
          value={typeof setup.rules === 'string' ? setup.rules : ''}
          onChange={(e) => onChange({ ...setup, rules: e.target.value })}
        >
          {typeof setup.rules === 'string' ? null : <option value="">(the record's)</option>}
          {PROFILES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Bidder{' '}
        <select
          data-testid="ab-bidder"
          value={setup.bidder}
          onChange={(e) => onChange({ ...setup, bidder: e.target.value as Seat, bids: null })}
        >
          {SEATS.map((s) => (
            <option key={s} value={s}>
              {SEAT_NAMES[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Bid{' '}
        <select
          data-testid="ab-bid"
          value={String(setup.bid)}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ ...setup, bid: /^\d+$/.test(v) ? Number(v) : (v as Bid), bids: null });
          }}
        >
          {bids.map((b) => (
            <option key={String(b)} value={String(b)}>
              {formatBid(b)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Contract{' '}
        <select
          data-testid="ab-contract"
          value={setup.contract}
          onChange={(e) => onChange({ ...setup, contract: e.target.value as ContractName })}
        >
          {contracts.includes(setup.contract) ? null : (
            <option value={setup.contract}>{contractLabel(setup.contract)} (not open)</option>
          )}
          {contracts.map((c) => (
            <option key={c} value={c}>
              {contractLabel(c)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The four hands: pick a seat, then click dominoes into it (and again to take them back). */
function HandPicker({ setup, onChange }: SetupProps) {
  const [seat, setSeat] = useState<Seat>('N');
  const holder = (d: Domino): Seat | null => SEATS.find((s) => setup.hands[s].includes(d)) ?? null;
  const dealt = SEATS.reduce((n, s) => n + setup.hands[s].length, 0);
  const toggle = (d: Domino): void => {
    const at = holder(d);
    const hands = { ...setup.hands };
    if (at !== null) hands[at] = hands[at].filter((x) => x !== d);
    if (at !== seat) {
      if (hands[seat].length >= 7) return;
      hands[seat] = [...hands[seat], d];
    }
    onChange({ ...setup, hands });
  };
  return (
    <>
      <div className="ab-seat-tabs" role="tablist" aria-label="The seat dominoes go to">
        {SEATS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === seat}
            className={`button small ${s === seat ? 'primary' : 'ghost'}`}
            data-testid="ab-seat-tab"
            data-seat={s}
            onClick={() => setSeat(s)}
          >
            {SEAT_NAMES[s]} {setup.hands[s].length}/7
          </button>
        ))}
      </div>
      <p className="muted small-print">
        Click a domino to give it to {SEAT_NAMES[seat]}; click it again to take it back.
        {dealt < 28 ? ` ${28 - dealt} still to deal.` : ''}
      </p>
      <div className="ab-picker">
        {ALL_DOMINOES.map((d) => {
          const at = holder(d);
          return (
            <button
              key={d}
              type="button"
              className={`ab-pick ${at === seat ? 'is-mine' : at !== null ? 'is-taken' : ''}`}
              data-testid="ab-pick"
              data-domino={d}
              data-seat={at ?? ''}
              aria-pressed={at === seat}
              onClick={() => toggle(d)}
            >
              <DominoTile domino={d} />
              <span className="ab-pick-seat">{at ?? ''}</span>
            </button>
          );
        })}
      </div>
    </>
  );
}

/** A hand record pasted whole. */
function PasteRecord({ onPaste }: { readonly onPaste: (text: string) => void }) {
  const [pasted, setPasted] = useState('');
  return (
    <details className="ab-paste">
      <summary>Paste a hand record</summary>
      <textarea
        data-testid="ab-paste"
        rows={5}
        value={pasted}
        placeholder='{"rules": "austin-league", "dealer": "N", "hands": {...}, "bids": [...], ...}'
        onChange={(e) => setPasted(e.target.value)}
      />
      <button
        type="button"
        className="button small"
        data-testid="ab-paste-open"
        onClick={() => onPaste(pasted)}
      >
        Open the record
      </button>
    </details>
  );
}

/** The hands filled up to seven each with the dominoes not dealt, at random. */
function fillRest(setup: BoardSetup): BoardSetup {
  const dealt = new Set(SEATS.flatMap((s) => setup.hands[s]));
  const rest = ALL_DOMINOES.filter((d) => !dealt.has(d));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as Domino, rest[i] as Domino];
  }
  const hands = { ...setup.hands };
  for (const s of SEATS) {
    const need = 7 - hands[s].length;
    hands[s] = [...hands[s], ...rest.splice(0, need)];
  }
  return { ...setup, hands };
}
