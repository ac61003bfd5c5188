import type { EventRequestBody, EventView, Me } from '@texas42/protocol';
import { ServerError } from '../errors.js';
import {
  requireOrganizer,
  type EventClock,
  type EventDatabase,
  type EventLock,
  type EventViewer,
} from './core.js';
import type { ProgressivePlan } from '@texas42/club';
import { eventOf, matchesOf, planOfKind, setPlan, teamsOf } from './repository/index.js';
import { playoffsPlan, startPlayoffs } from './playoffs.js';
import { advancePools } from './pools.js';
import { mayEnterMarks } from './progressive.js';
import { formatOfEvent } from './format-of.js';

/**
 * The kinds' own changes beyond results: the pools' brackets (pools.ts), a league's playoffs
 * (playoffs.ts), a progressive event's marks, rounds and mini-game (progressive.ts).
 */
export class FormatChanges {
  constructor(private readonly deps: EventDatabase & EventLock & EventClock & EventViewer) {}

  private get db() {
    return this.deps.db;
  }

  /** The organizer makes the pools' brackets from the pool standings. */
  async advancePools(me: Me, id: string): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      if (!formatOfEvent(event).parts.pools)
        throw new ServerError(409, 'NOT_POOLS', 'only a pools event has brackets to advance to');
      const teams = await teamsOf(this.db, id);
      const names = new Map(teams.map((t) => [t.id, t.name]));
      await advancePools(this.db, event, await matchesOf(this.db, id), names, this.deps.isoNow());
    });
    return this.deps.view(id, me);
  }

  /** The organizer starts a league's playoffs from the standings (playoffs.ts). */
  async startPlayoffs(
    me: Me,
    id: string,
    body: EventRequestBody<'startPlayoffs'>,
  ): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      const made = playoffsPlan(
        event,
        await teamsOf(this.db, id),
        await matchesOf(this.db, id),
        body,
      );
      const at = this.deps.isoNow();
      await startPlayoffs(this.db, event, made, me.id, at);
    });
    return this.deps.view(id, me);
  }

  /**
   * A change of a progressive event's plan (marks at a table, the end of a round, a mini-game):
   * `change` checks who may and answers the new plan; the event is finished when it has a winner.
   */
  async progressive(
    me: Me,
    id: string,
    change: (
      plan: ProgressivePlan,
      may: { organizer: () => void; atTable: (teams: readonly string[]) => boolean },
    ) => ProgressivePlan,
  ): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      if (!formatOfEvent(event).parts.tables)
        throw new ServerError(409, 'NOT_PROGRESSIVE', 'this event has no progressive tables');
      if (event.plan === null)
        throw new ServerError(409, 'NOT_GENERATED', 'the tables are not drawn yet');
      const teams = await teamsOf(this.db, id);
      const next = change(planOfKind(event, 'progressive'), {
        organizer: () => requireOrganizer(event, me),
        atTable: (at) => mayEnterMarks(event, teams, me, at),
      });
      await setPlan(
        this.db,
        id,
        JSON.stringify(next),
        this.deps.isoNow(),
        next.state.phase === 'done' ? 'finished' : event.status,
      );
    });
    return this.deps.view(id, me);
  }
}
