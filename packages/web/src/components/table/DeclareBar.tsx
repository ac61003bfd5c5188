import { contractLabel, trumpPip } from '../../logic/contracts.js';
import type { ContractName } from '../../protocol.js';

/** A button for every contract the bid winner may name. */
export function DeclareBar({
  contracts,
  disabled,
  hinted,
  onDeclare,
}: {
  readonly contracts: readonly ContractName[];
  readonly disabled: boolean;
  readonly hinted: string | null;
  readonly onDeclare: (contract: ContractName) => void;
}) {
  return (
    <div className="declare-bar" data-testid="declare-bar" role="group" aria-label="Name trump">
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
            onClick={() => onDeclare(contract)}
          >
            {pip !== null ? <span className="contract-pip">{pip}</span> : null}
            {contractLabel(contract)}
          </button>
        );
      })}
    </div>
  );
}
