import type { Me } from '@texas42/protocol';
import type { SeatsTable } from '../db/schema.js';
import type { Addressed } from './event-notices.js';

/**
 * A rematch offered at a finished table invites everyone else who sat there: their seat at the
 * new table is held until they answer, at the old table's page (tables/rematches.ts).
 */
export function rematchInvites(
  me: Me,
  table: { readonly id: string; readonly name: string },
  seats: Iterable<SeatsTable>,
): Addressed[] {
  const to = [...seats]
    .filter((s) => s.kind === 'human' && s.user_id !== null && s.user_id !== me.id)
    .map((s) => s.user_id as string);
  if (to.length === 0) return [];
  return [
    {
      to,
      notice: {
        kind: 'invited',
        text: `${me.name} offers a rematch at ${table.name}: your seat is held until you answer`,
        link: `/t/${encodeURIComponent(table.id)}`,
      },
    },
  ];
}
