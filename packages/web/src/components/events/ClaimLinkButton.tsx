import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { claimLink } from '../../logic/route.js';

/**
 * The organizer's link for one named player's place: made on request (each new one revokes the
 * last, so a link sent to the wrong person can be taken back), shown to copy and send.
 */
export function ClaimLinkButton({
  eventId,
  team,
  place,
  player,
}: {
  readonly eventId: string;
  readonly team: string;
  readonly place: 1 | 2;
  readonly player: string;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = (): void => {
    setError(null);
    api.claimLink(eventId, team, place).then(
      (made) => setLink(claimLink(window.location.origin, eventId, made.token)),
      (e: unknown) => setError(errorText(e)),
    );
  };
  const copy = (text: string): void => {
    navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };
  return (
    <span className="claim-link no-print" data-testid="claim-link" data-player={player}>
      <span className="claim-link-who">{player}'s link:</span>
      <button
        type="button"
        className="button small ghost"
        data-testid="claim-link-make"
        title={link === null ? undefined : 'A new link: the one shown stops working'}
        onClick={make}
      >
        {link === null ? 'Make' : 'New link'}
      </button>
      {link !== null ? (
        <>
          <input
            className="input claim-link-input"
            data-testid="claim-link-url"
            aria-label={`${player}'s link to claim their place`}
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <button
            type="button"
            className="button small ghost"
            data-testid="claim-link-copy"
            onClick={() => copy(link)}
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
        </>
      ) : null}
      {error !== null ? <span className="error-text">{error}</span> : null}
    </span>
  );
}
