import { adminApi } from '../../api/admin.js';
import type { useAdminAction } from './useAdminAction.js';

type Action = ReturnType<typeof useAdminAction>;

/**
 * Closing a table, closing or deleting an event, deleting a chat line: each asked about first,
 * then done and said, then `after` (the panel reads again). Shared by the account's lists and
 * the panel that takes a link.
 */
export function closings({ ask, act }: Pick<Action, 'ask' | 'act'>, after: () => void) {
  return {
    closeTable: (id: string, name: string, reason = '') =>
      ask({
        title: `Close the table ${name}?`,
        body: (
          <p>
            Its match ends where it stands: nothing more is played or seated there, and everyone at
            it is told{reason === '' ? '' : ` why: “${reason}”`}. Its finished games stay.
          </p>
        ),
        confirmLabel: 'Close the table',
        final: true,
        run: () =>
          act(
            () => adminApi.closeTable(id, reason),
            () => `${name} is closed.`,
            after,
          ),
      }),
    closeEvent: (id: string, name: string) =>
      ask({
        title: `Close the event ${name}?`,
        body: (
          <p>
            It is finished and nothing of it changes any more; its open online tables are closed. It
            can still be read.
          </p>
        ),
        confirmLabel: 'Close the event',
        final: true,
        run: () =>
          act(
            () => adminApi.closeEvent(id),
            () => `${name} is closed.`,
            after,
          ),
      }),
    deleteEvent: (id: string, name: string) =>
      ask({
        title: `Delete the event ${name}?`,
        body: (
          <p>
            Its teams, schedule, results and log are deleted and its open online tables closed. The
            games played at its tables stay in their players&apos; records.
          </p>
        ),
        confirmLabel: 'Delete the event',
        final: true,
        run: () =>
          act(
            () => adminApi.deleteEvent(id),
            () => `${name} is deleted.`,
            after,
          ),
      }),
    deleteChat: (id: string, text: string) =>
      ask({
        title: 'Delete this chat line?',
        body: <p>“{text}” goes from the chat of everyone at its table. The audit log keeps it.</p>,
        confirmLabel: 'Delete the line',
        final: true,
        run: () =>
          act(
            () => adminApi.deleteChat(id),
            () => 'The line is deleted.',
            after,
          ),
      }),
  };
}
