import type { AddressLimits } from '../abuse/address-limits.js';
import type { EventService } from '../events/service.js';
import type { Serve } from './typed-routes.js';

interface Deps {
  readonly events: EventService;
  /** What one client address may make (abuse/address-limits.ts), and its key. */
  readonly addresses: { readonly limits: AddressLimits; readonly keyOf: (ip: string) => string };
}

/** Leagues and tournaments (docs/server-api.md, "Events"). Anyone may look; roles act. */
export function registerEventRoutes(serve: Serve, { events, addresses }: Deps): void {
  serve('events', async () => ({ events: await events.creation.list() }));
  serve('createEvent', async ({ request, me, body }) => {
    const from = addresses.keyOf(request.ip);
    if (!me.guest) await addresses.limits.checkEvent(from);
    return events.creation.create(me, body, from);
  });
  serve('event', ({ params, me }) => events.views.view(params.id, me));
  // A big schedule's matches a round or a team at a time, 100 a page (events/view-pages.ts).
  serve('eventMatches', ({ params, query, me }) => events.views.matches(params.id, query, me));
  serve('standings', async ({ params }) => {
    const view = await events.views.view(params.id, null);
    return { standings: view.standings };
  });
  serve('bracket', async ({ params }) => {
    const view = await events.views.view(params.id, null);
    return { rounds: view.rounds, champion: view.champion };
  });
  serve('registerTeam', ({ params, me, body }) =>
    events.registration.register(me, params.id, body),
  );
  serve('joinTeam', ({ params, me, body }) =>
    events.registration.join(me, params.id, params.team, body),
  );
  // A partner's invitation: the invited person accepts or declines; the team may take it back.
  serve('acceptInvite', ({ params, me, body }) =>
    events.registration.accept(me, params.id, params.team, body),
  );
  serve('declineInvite', ({ params, me }) =>
    events.registration.decline(me, params.id, params.team),
  );
  // Teams by name (players without accounts) and the links that let each claim their place.
  serve('addNamedTeams', ({ params, me, body }) => events.named.add(me, params.id, body));
  serve('claimLink', ({ params, me, body }) => events.named.link(me, params.id, body));
  serve('claimPreview', ({ params, body }) => events.named.preview(params.id, body));
  serve('claimPlace', ({ params, me, body }) => events.named.claim(me, params.id, body));
  serve('invitations', async ({ me }) => ({
    invitations: await events.registration.invitations(me),
  }));
  serve('generate', ({ params, me, body }) => events.generation.generate(me, params.id, body));
  serve('report', ({ params, me, body }) =>
    events.results.act(me, params.id, params.match, { type: 'report', ...body }),
  );
  serve('correct', ({ params, me, body }) =>
    events.results.act(me, params.id, params.match, { type: 'correct', ...body }),
  );
  serve('confirm', ({ params, me }) =>
    events.results.act(me, params.id, params.match, { type: 'confirm' }),
  );
  serve('dispute', ({ params, me, body }) =>
    events.results.act(me, params.id, params.match, { type: 'dispute', ...body }),
  );
  serve('rule', ({ params, me, body }) =>
    events.results.act(me, params.id, params.match, { type: 'rule', ...body }),
  );
  serve('amend', ({ params, me, body }) =>
    events.results.act(me, params.id, params.match, { type: 'amend', ...body }),
  );
  serve('playMatch', ({ params, me }) => events.online.play(me, params.id, params.match));
  // A held seat changes hands only this way: the organizer seats a bot, or frees it.
  serve('replaceSeat', ({ params, me, body }) =>
    events.online.replaceSeat(me, params.id, params.match, body.seat, body.bot),
  );
  serve('scoresheet', ({ params, me }) => events.keeping.scoresheet(me, params.id, params.match));
  serve('keepScore', ({ params, me, body }) =>
    events.keeping.keepScore(me, params.id, params.match, body),
  );
  serve('undoScore', ({ params, me }) => events.keeping.undoScore(me, params.id, params.match));
  serve('openCheckIn', ({ params, me, body }) => events.checkIns.openCheckIn(me, params.id, body));
  serve('checkIn', ({ params, me, body }) => events.checkIns.checkIn(me, params.id, body));
  serve('drawTables', ({ params, me, body }) => events.checkIns.drawTables(me, params.id, body));
}
