import { useCallback } from 'react';
import { askForNotifications } from '../alerts/notifications.js';
import { api, type BotLevel } from '../api/endpoints.js';
import { errorText } from '../api/http.js';
import type { Seat } from '../protocol.js';

/**
 * Taking a seat, seating a bot, leaving your seat: each asks the server, then watches the table
 * again (the view changes with the seat); a refusal is told as a toast.
 */
export function useSeating(
  id: string,
  invite: string | null,
  push: (text: string) => void,
  rewatch: () => void,
) {
  const sit = useCallback(
    (seat: Seat) => {
      askForNotifications();
      api.takeSeat(id, seat, invite).then(
        () => rewatch(),
        (e: unknown) => push(errorText(e)),
      );
    },
    [id, invite, push, rewatch],
  );
  const bot = useCallback(
    (seat: Seat, level: BotLevel) => {
      api.seatBot(id, seat, level).then(
        () => rewatch(),
        (e: unknown) => push(errorText(e)),
      );
    },
    [id, push, rewatch],
  );
  const leave = (): void => {
    api.leave(id).then(
      () => rewatch(),
      (e: unknown) => push(errorText(e)),
    );
  };
  return { sit, bot, leave };
}
