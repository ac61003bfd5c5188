import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, ok } from '../support/api.js';
import { startServer } from '../support/harness.js';

/**
 * A corrupt stored value met by a request, on a real server and database: the request gets the
 * stable INTERNAL answer (the message names nothing stored), the process keeps serving, and the
 * event's other requests and other events are unchanged.
 */

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const LEAGUE = { kind: 'league', name: 'Spring', seed: 4 };

describe('stored JSON that does not parse', () => {
  it('a league whose plan is corrupt answers INTERNAL and the server serves the next request', async () => {
    const broken = await eventWithTeams(url, LEAGUE, ['Aces', 'Bones', 'Carts', 'Dukes']);
    const sound = await eventWithTeams(url, LEAGUE, ['Aces', 'Bones', 'Carts', 'Dukes']);
    for (const made of [broken, sound])
      await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
    await server.connection.db
      .updateTable('events')
      .set({ plan: '{"kind":"league","schedule":{"teams":7}}' })
      .where('id', '=', broken.id)
      .execute();
    // The playoffs read the plan before anything else (and the view is kept from the generate).
    const error = await fails(
      broken.organizer.c,
      'POST',
      `/api/events/${broken.id}/playoffs`,
      {},
      500,
      'INTERNAL',
    );
    assert.equal(error.message, 'something went wrong on the server');
    const view = await ok(sound.organizer.c, 'GET', `/api/events/${sound.id}`);
    assert.equal(view.rounds.length > 0, true);
  });

  it('a corrupt entry of the event log answers INTERNAL for the event, not a crash', async () => {
    const made = await eventWithTeams(url, LEAGUE, ['Aces', 'Bones']);
    await server.connection.db
      .insertInto('event_log')
      .values({
        event_id: made.id,
        seq: 1,
        type: 'dues',
        actor_id: made.organizer.id,
        at: '2026-07-01T00:00:00.000Z',
        detail: '{"type":"dues","team":7}',
      })
      .execute();
    await fails(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {}, 500, 'INTERNAL');
    await fails(made.organizer.c, 'GET', `/api/events/${made.id}`, undefined, 500, 'INTERNAL');
    const { events } = await ok<{ events: { id: string }[] }>(
      made.organizer.c,
      'GET',
      '/api/events',
    );
    assert.ok(events.some((e) => e.id === made.id));
  });
});
