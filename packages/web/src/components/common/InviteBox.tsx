import { useState } from 'react';
import { inviteLink } from '../../logic/route.js';

/** A private table's invite link, to copy and send to the players you want. */
export function InviteBox({
  tableId,
  invite,
}: {
  readonly tableId: string;
  readonly invite: string;
}) {
  const link = inviteLink(window.location.origin, tableId, invite);
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    navigator.clipboard?.writeText(link).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };
  return (
    <div className="invite-box" data-testid="invite">
      <label className="invite-label" htmlFor={`invite-${tableId}`}>
        Invite link (private table)
      </label>
      <div className="invite-row">
        <input
          id={`invite-${tableId}`}
          className="input invite-input"
          data-testid="invite-link"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button small" data-testid="invite-copy" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
