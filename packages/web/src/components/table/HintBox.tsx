import { describeAction } from '../../logic/hint.js';
import type { TableState } from '../../protocol.js';

/** The suggestion for your turn, at tables with hints on. */
export function HintBox({ hint }: { readonly hint: TableState['hint'] }) {
  if (hint === null || hint === undefined) return null;
  const what = describeAction(hint.action);
  return (
    <aside className="hint-box" data-testid="hint">
      <span className="hint-title">Hint</span>
      {what !== null ? <strong className="hint-action">{what}</strong> : null}
      {hint.why ? <span className="hint-why">{hint.why}</span> : null}
    </aside>
  );
}
