import { useEffect, useState } from 'react';
import { api } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { routePath } from '../../logic/route.js';
import type { ClaimPreview, EventView } from '../../protocol.js';

type ClaimState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly preview: ClaimPreview }
  | { readonly kind: 'busy'; readonly preview: ClaimPreview }
  | { readonly kind: 'done'; readonly team: string }
  | { readonly kind: 'error'; readonly message: string };

/**
 * A named player opened the link the organizer sent them: the page says whose place it is for
 * (so a link sent to the wrong person is not taken by mistake), they take it with one click, and
 * the link leaves the address bar (it works once).
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
  const [state, setState] = useState<ClaimState>({ kind: 'loading' });
  const eventId = view.id;
  useEffect(() => {
    let live = true;
    api.claimPreview(eventId, token).then(
      (preview) => {
        if (live) setState({ kind: 'ready', preview });
      },
      (e: unknown) => {
        if (live) setState({ kind: 'error', message: errorText(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [eventId, token]);

  const claim = (preview: ClaimPreview): void => {
    setState({ kind: 'busy', preview });
    api.claimPlace(eventId, token).then(
      (next) => {
        setState({ kind: 'done', team: preview.teamName });
        window.history.replaceState(null, '', routePath({ page: 'event', id: eventId }));
        onChanged(next);
      },
      (e: unknown) => setState({ kind: 'error', message: errorText(e) }),
    );
  };

  return (
    <section className="panel claim-place" data-testid="claim-place" aria-live="polite">
      {state.kind === 'loading' ? <p className="muted">Reading your link…</p> : null}
      {state.kind === 'done' ? (
        <p data-testid="claim-done">
          You have your place on <strong>{state.team}</strong>: you report and confirm its results
          from now on.
        </p>
      ) : null}
      {state.kind === 'ready' || state.kind === 'busy' ? (
        state.preview.claimed ? (
          <p data-testid="claim-used">
            This link was used already: the place on <strong>{state.preview.teamName}</strong> is
            taken. If it was not you, ask the organizer.
          </p>
        ) : (
          <>
            <p data-testid="claim-for">
              The organizer of <strong>{view.name}</strong> sent this link to{' '}
              <strong>{state.preview.player}</strong> of <strong>{state.preview.teamName}</strong>.
              If that is you, take the place under your account.
            </p>
            <button
              type="button"
              className="button primary"
              data-testid="claim-submit"
              disabled={state.kind === 'busy'}
              onClick={() => claim(state.preview)}
            >
              I am {state.preview.player}: claim my place
            </button>
          </>
        )
      ) : null}
      {state.kind === 'error' ? (
        <p className="error-text" role="alert" data-testid="claim-error">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
