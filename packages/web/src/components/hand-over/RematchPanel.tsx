import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { rememberInvite } from '../../api/invites.js';
import { navigate } from '../../hooks/useRoute.js';
import type { RematchOffer, Seat } from '../../protocol.js';

/** Each answer said of another player, and of you. */
const ANSWER_WORDS = {
  offered: ['offered it', 'offered it'],
  pending: ['has not answered', 'have not answered'],
  accepted: ['is in', 'are in'],
  declined: ['declined', 'declined'],
} as const;

/**
 * The rematch of a finished table, for a person who sat there: offer it (the same seats, the
 * bots kept), or answer the offer; whoever offers or accepts is taken to the new table.
 */
export function RematchPanel({
  tableId,
  offer,
  you,
  names,
}: {
  readonly tableId: string;
  readonly offer: RematchOffer | null;
  readonly you: Seat | null;
  readonly names: (seat: Seat) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (you === null && offer === null) return null;
  const go = (id: string, invite: string | null): void => {
    if (invite !== null) rememberInvite(id, invite);
    navigate({ page: 'table', id, invite });
  };
  const run = (
    work: () => Promise<{ table: { id: string }; invite: string | null }>,
    move: boolean,
  ) => {
    setBusy(true);
    setError(null);
    work().then(
      (r) => {
        setBusy(false);
        if (move) go(r.table.id, r.invite);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };
  const mine = offer?.answers.find((a) => a.seat === you)?.answer ?? null;
  return (
    <section className="rematch" data-testid="rematch" data-answer={mine ?? 'none'}>
      {offer === null ? (
        <>
          <p>Play again with the same seats: the bots keep theirs, the others are asked.</p>
          <button
            type="button"
            className="button"
            data-testid="rematch-offer"
            disabled={busy}
            onClick={() => run(() => api.offerRematch(tableId), true)}
          >
            Offer a rematch
          </button>
        </>
      ) : (
        <>
          <p data-testid="rematch-words">
            {offer.by === you ? 'You offer' : `${names(offer.by)} offers`} a rematch with the same
            seats.{' '}
            {offer.answers
              .filter((a) => a.seat !== offer.by)
              .map((a) =>
                a.seat === you
                  ? `You ${ANSWER_WORDS[a.answer][1]}`
                  : `${names(a.seat)} ${ANSWER_WORDS[a.answer][0]}`,
              )
              .join('; ')}
            .
          </p>
          {mine === 'pending' ? (
            <>
              <button
                type="button"
                className="button"
                data-testid="rematch-accept"
                disabled={busy}
                onClick={() => run(() => api.answerRematch(tableId, true), true)}
              >
                Accept
              </button>
              <button
                type="button"
                className="button ghost"
                data-testid="rematch-decline"
                disabled={busy}
                onClick={() => run(() => api.answerRematch(tableId, false), false)}
              >
                Decline
              </button>
            </>
          ) : mine === 'offered' || mine === 'accepted' ? (
            <button
              type="button"
              className="button"
              data-testid="rematch-go"
              onClick={() => go(offer.tableId, null)}
            >
              Go to the new table
            </button>
          ) : null}
        </>
      )}
      {error !== null ? <p className="error-text">{error}</p> : null}
    </section>
  );
}
