import { routePath } from '../../logic/route.js';
import type { ErrorEvent } from '../../protocol.js';

/**
 * What a wrong table link shows instead of waiting forever: no such table, or a private table
 * whose invite is not (or no longer) valid, and the way back to the lobby.
 */
export function TableMissing({
  refusal,
  invited,
}: {
  readonly refusal: ErrorEvent;
  /** Whether the link carried an invite: then it is the invite that is wrong. */
  readonly invited: boolean;
}) {
  const [title, help] =
    refusal.code !== 'PRIVATE_TABLE'
      ? [
          'There is no such table',
          'The link may be mistyped, or the table closed: a table closes when its last person leaves before the match starts.',
        ]
      : invited
        ? [
            'This invite is not valid',
            'The table is private and this invite is not its invite. Ask the person who sent it for the link again.',
          ]
        : [
            'This table is private',
            'Only the people it was sent to can open it: ask a player at the table for its invite link.',
          ];
  return (
    <div
      className="table-missing panel"
      role="alert"
      data-testid="table-missing"
      data-code={refusal.code}
    >
      <h2>{title}</h2>
      <p>{help}</p>
      <a className="button primary" data-testid="back-to-lobby" href={routePath({ page: 'lobby' })}>
        Back to the lobby
      </a>
    </div>
  );
}
