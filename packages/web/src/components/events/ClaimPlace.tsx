import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { routePath } from '../../logic/route.js';
import type { EventView } from '../../protocol.js';

/**
 * A named player opened the link the organizer sent them: they take their place on the team
 * with one click, and the link leaves the address bar (it works once).
 */
export function ClaimPlace({
  view,
  token,
  onChanged,
}: {
  readonly view: EventView;
  readonly token: string;
  readonly onChanged: (view: EventView) => void;
}) {
  const [state, setState] = useState<
    | { kind: 'ready' }
    | { kind: 'busy' }
    | { kind: 'done'; team: string }
    | { kind: 'error'; message: string }
  >({ kind: 'ready' });
  const claim = (): void => {
    setState({ kind: 'busy' });
    api.claimPlace(view.id, token).then(
      (next) => {
        const team = next.teams.find((t) => t.id === next.you.team)?.name ?? 'your team';
        setState({ kind: 'done', team });
        window.history.replaceState(null, '', routePath({ page: 'event', id: view.id }));
        onChanged(next);
      },
      (e: unknown) => setState({ kind: 'error', message: errorText(e) }),
    );
  };
  return (
    <section className="panel claim-place" data-testid="claim-place" aria-live="polite">
      {state.kind === 'done' ? (
        <p data-testid="claim-done">
          You have your place on <strong>{state.team}</strong>: you report and confirm its results
          from now on.
        </p>
      ) : (
        <>
          <p>
            The organizer of <strong>{view.name}</strong> sent you a link to take your place on a
            team under your account.
          </p>
          <button
            type="button"
            className="button primary"
            data-testid="claim-submit"
            disabled={state.kind === 'busy'}
            onClick={claim}
          >
            Claim my place
          </button>
          {state.kind === 'error' ? (
            <p className="error-text" role="alert" data-testid="claim-error">
              {state.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
