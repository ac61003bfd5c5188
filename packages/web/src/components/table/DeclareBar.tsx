import { useState } from 'react';
import { contractLabel, trumpPip } from '../../logic/contracts.js';
import type { ContractName } from '../../protocol.js';

/**
 * A button for every contract the bid winner may name, and, where the rules leave it to the
 * bidder ("If the bid is one mark, the bidder can elect to stack the dominoes", 000), whether
 * the tricks are stacked.
 */
export function DeclareBar({
  contracts,
  disabled,
  hinted,
  mayStack = false,
  onDeclare,
}: {
  readonly contracts: readonly ContractName[];
  readonly disabled: boolean;
  readonly hinted: string | null;
  readonly mayStack?: boolean;
  readonly onDeclare: (contract: ContractName, stack: boolean) => void;
}) {
  const [stack, setStack] = useState(false);
  return (
    <div className="declare-bar" data-testid="declare-bar" role="group" aria-label="Name trump">
      {mayStack ? (
        <label className="stack-choice">
          <input
            type="checkbox"
            data-testid="stack-choice"
            checked={stack}
            onChange={(e) => setStack(e.target.checked)}
          />{' '}
          Stack the tricks (nobody may look back at them)
        </label>
      ) : null}
      {contracts.map((contract) => {
        const pip = trumpPip(contract);
        return (
          <button
            key={contract}
            type="button"
            className={`button contract-button ${hinted === contract ? 'is-hinted' : ''}`}
            data-testid="contract-button"
            data-contract={contract}
            disabled={disabled}
            onClick={() => onDeclare(contract, mayStack && stack)}
          >
            {pip !== null ? <span className="contract-pip">{pip}</span> : null}
            {contractLabel(contract)}
          </button>
        );
      })}
    </div>
  );
}
