import { useState } from 'react';
import { CLAIM_LABELS } from '../../logic/legal.js';
import type { ClaimKind } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

/** What a claim asserts, and what it costs when it cannot stand. */
const CLAIM_MEANS: Readonly<Record<ClaimKind, string>> = {
  made: 'your side makes the bid however the others play',
  set: 'the bidders are set however they play',
  rest: 'your side takes every trick left however the others play',
};

/**
 * Lay-down claims, when the moment allows them (the view's `claims`). A claim is judged at once
 * against every way the hand could still be played, and one that cannot stand forfeits the hand,
 * so each asks first.
 */
export function ClaimBar({
  claims,
  disabled,
  onClaim,
}: {
  readonly claims: readonly ClaimKind[];
  readonly disabled: boolean;
  readonly onClaim: (claim: ClaimKind) => void;
}) {
  const [asking, setAsking] = useState<ClaimKind | null>(null);
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
          onClick={() => setAsking(claim)}
        >
          {CLAIM_LABELS[claim]}
        </button>
      ))}
      {asking !== null ? (
        <ConfirmDialog
          title={`${CLAIM_LABELS[asking]}?`}
          confirmLabel={CLAIM_LABELS[asking]}
          danger
          testId="confirm-claim"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onClaim(asking);
          }}
        >
          <p>
            You claim that {CLAIM_MEANS[asking]}. Your hand is laid down and the claim is checked
            against every way the hand could still be played: if any line defeats it, your side
            forfeits the hand.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
