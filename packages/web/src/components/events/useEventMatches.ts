import { useEffect, useState } from 'react';
import { eventPagesApi, type MatchesQuery } from '../../api/event-pages.js';
import { errorText } from '../../api/http.js';
import type { EventMatchesPage } from '../../protocol.js';

/**
 * One page of a big event's matches, asked again whenever `fresh` changes (the event page's view,
 * polled and replaced after every action), keeping the last answer on screen meanwhile. A null
 * query asks nothing.
 */
export function useEventMatches(
  id: string,
  query: MatchesQuery | null,
  fresh: unknown,
): { readonly page: EventMatchesPage | null; readonly error: string | null } {
  const [page, setPage] = useState<EventMatchesPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = query === null ? '' : JSON.stringify(query);
  // A different question: the old answer is not its answer.
  useEffect(() => setPage(null), [id, key]);
  useEffect(() => {
    if (key === '') return;
    let live = true;
    eventPagesApi.matches(id, JSON.parse(key) as MatchesQuery).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setError(null);
      },
      (e: unknown) => {
        if (live) setError(errorText(e));
      },
    );
    return () => {
      live = false;
    };
  }, [id, key, fresh]);
  return { page, error };
}
