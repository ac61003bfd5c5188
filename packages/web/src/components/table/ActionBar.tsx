import { hintedBid } from '../../logic/hint.js';
import { legalBids, legalContracts, mayStack } from '../../logic/legal.js';
import type { PlayerAction, TableState } from '../../protocol.js';
import { BidBar } from './BidBar.js';
import { ClaimBar } from './ClaimBar.js';
import { DeclareBar } from './DeclareBar.js';
import { TimeCallBar } from './TimeCallBar.js';

/**
 * What you may do now, as buttons: bids in the bidding, contracts when you name trump, claims
 * when a lay-down is allowed. Dominoes are played from the hand itself.
 */
export function ActionBar({
  state,
  pending,
  offline,
  status,
  onAct,
}: {
  readonly state: TableState;
  readonly pending: boolean;
  /** The server cannot be reached: every button waits for it. */
  readonly offline: boolean;
  readonly status: string;
  readonly onAct: (action: PlayerAction) => void;
}) {
  const legal = state.view?.legal ?? [];
  const bids = legalBids(legal);
  const contracts = legalContracts(legal);
  const claims = state.view?.claims ?? [];
  const hint = state.hint?.action;
  const hintedContract =
    typeof hint === 'object' &&
    hint !== null &&
    'contract' in hint &&
    typeof hint.contract === 'string'
      ? hint.contract
      : null;
  const disabled = pending || offline;
  const yourTurn = state.you !== null && state.view?.toAct === state.you;
  return (
    <div
      className={`action-bar ${yourTurn ? 'action-bar-turn' : ''}`}
      data-testid="action-bar"
      data-phase={state.view?.phase ?? 'none'}
    >
      <p className="status-line" data-testid="status">
        {status}
        {pending ? <span className="pending"> · sending…</span> : null}
      </p>
      {bids.length > 0 ? (
        <BidBar
          bids={bids}
          disabled={disabled}
          hinted={hintedBid(hint)}
          onBid={(bid) => onAct({ type: 'bid', bid })}
        />
      ) : null}
      {contracts.length > 0 ? (
        <DeclareBar
          contracts={contracts}
          disabled={disabled}
          hinted={hintedContract}
          mayStack={mayStack(legal)}
          onDeclare={(contract, stack) =>
            onAct(
              stack ? { type: 'declare', contract, stack: true } : { type: 'declare', contract },
            )
          }
        />
      ) : null}
      <ClaimBar
        claims={claims}
        disabled={disabled}
        onClaim={(claim) => onAct({ type: 'claim', claim })}
      />
      <TimeCallBar
        state={state}
        disabled={disabled}
        onCallTime={() => onAct({ type: 'callTime' })}
      />
    </div>
  );
}
