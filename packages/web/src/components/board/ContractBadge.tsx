import { contractBadge } from '../../logic/board-words.js';
import type { HandView, Seat } from '../../protocol.js';

/** What the hand is played for, by the trick: "Fives · 31 by North". */
export function ContractBadge({
  hand,
  you,
  names,
}: {
  readonly hand: HandView | null;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
}) {
  const text = contractBadge(hand, you, names);
  if (text === null) return null;
  return (
    <div className="contract-badge" data-testid="contract-badge" role="status">
      {text}
    </div>
  );
}
