import { FORMATS } from '@texas42/club';
import { useState } from 'react';
import type { EventView } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

/**
 * The organizer's "Close registration and make the schedule" (or bracket, pools, tables): asked
 * first: the server makes it once, and no team can register afterwards.
 */
export function CloseRegistration({
  view,
  busy,
  onClose,
}: {
  readonly view: EventView;
  readonly busy: boolean;
  readonly onClose: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const { what, button } = FORMATS[view.kind].made;
  const n = view.teams.length;
  const unpaired = view.teams.filter((t) => t.players.some((p) => p === null)).length;
  return (
    <>
      <button
        type="button"
        className="button"
        data-testid="generate"
        disabled={busy || n < 2}
        onClick={() => setAsking(true)}
      >
        Close registration and {button}
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Close registration and ${button}?`}
          confirmLabel={`Close registration and ${button}`}
          testId="confirm-generate"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onClose();
          }}
        >
          <p>
            Registration closes with the {n} team{n === 1 ? '' : 's'} registered now and {what} from
            them. No more teams can register, and it cannot be made again.
          </p>
          {unpaired > 0 ? (
            <p data-testid="confirm-generate-unpaired">
              {unpaired} team{unpaired === 1 ? ' is' : 's are'} still waiting for a partner.
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
