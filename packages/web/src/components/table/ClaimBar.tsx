import { CLAIM_LABELS } from '../../logic/legal.js';
import type { ClaimKind } from '../../protocol.js';

/** Lay-down claims, when the rules and the moment allow them. */
export function ClaimBar({
  claims,
  disabled,
  onClaim,
}: {
  readonly claims: readonly ClaimKind[];
  readonly disabled: boolean;
  readonly onClaim: (claim: ClaimKind) => void;
}) {
  if (claims.length === 0) return null;
  return (
    <div className="claim-bar" role="group" aria-label="Lay down">
      {claims.map((claim) => (
        <button
          key={claim}
          type="button"
          className="button ghost claim-button"
          data-testid="claim-button"
          data-claim={claim}
          disabled={disabled}
          onClick={() => onClaim(claim)}
        >
          {CLAIM_LABELS[claim] ?? claim}
        </button>
      ))}
    </div>
  );
}
