// Over 300 lines: teams added by name and their claim links (make, preview, claim, revoke)
// share the single-use token and the checks on a named place.
import { createHash, randomBytes } from 'node:crypto';
import type { ClaimLink, ClaimPreview, EventRequestBody, EventView, Me } from '@texas42/protocol';
import type { EventTeamsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import {
  requireOrganizer,
  type EventClock,
  type EventDatabase,
  type EventLimitsOf,
  type EventLock,
  type EventViewer,
} from './core.js';
import {
  addNamedPlayer,
  claimByTokenHash,
  claimOfPlace,
  enterTeam,
  eventOf,
  markClaimed,
  namedIn,
  replaceClaim,
  takeNamedPlace,
  teamsOf,
  touchEvent,
  unnamePlayer,
  userNames,
} from './repository/index.js';

const PLACES = { 1: 'player1_id', 2: 'player2_id' } as const;

/** The SHA-256 of a claim token: what the database keeps, so a leaked backup claims nothing. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The teams with no one to act for them: both players named, neither place claimed yet. The
 * organizer reports and answers their results, as a physical table's scorekeeper would.
 */
export function unclaimedTeams(
  teams: readonly EventTeamsTable[],
  named: ReadonlySet<string>,
): Set<string> {
  return new Set(
    teams
      .filter(
        (t) =>
          t.player1_id !== null &&
          t.player2_id !== null &&
          named.has(t.player1_id) &&
          named.has(t.player2_id),
      )
      .map((t) => t.id),
  );
}

/** The teams with a named player: nobody can sit in that player's seat at an online table. */
export function teamsWithNamedPlayers(
  teams: readonly EventTeamsTable[],
  named: ReadonlySet<string>,
): Set<string> {
  return new Set(
    teams
      .filter((t) => [t.player1_id, t.player2_id].some((p) => p !== null && named.has(p)))
      .map((t) => t.id),
  );
}

/** TOO_MANY_TEAMS when `adding` more teams would take the event past `limit` (TEAMS_PER_EVENT). */
export function requireRoomForTeams(
  teams: readonly EventTeamsTable[],
  adding: number,
  limit: number,
): void {
  if (limit > 0 && teams.length + adding > limit)
    throw new ServerError(
      409,
      'TOO_MANY_TEAMS',
      `an event holds at most ${limit} teams on this site (TEAMS_PER_EVENT; it has ${teams.length}; ${adding} more is too many)`,
      'teams',
    );
}

/** `json` (a roster or dues column) with every `from` user id replaced by `to`. */
function renamedIds(json: string | null, from: string, to: string): string | null {
  if (json === null) return null;
  const swap = (v: unknown): unknown =>
    v === from
      ? to
      : Array.isArray(v)
        ? v.map(swap)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v as Record<string, unknown>).map(([k, x]) => [
                k === from ? to : k,
                swap(x),
              ]),
            )
          : v;
  return JSON.stringify(swap(JSON.parse(json)));
}

/**
 * Teams by name, for clubs that run on paper: the organizer adds teams whose players have no
 * account ("named players": a placeholder users row no one can sign in as), issues each named
 * player a link (an unguessable token, stored hashed, single use, revoked by issuing another),
 * and the person who opens it signed in takes the place. Until then the organizer or a
 * scorekeeper reports the team's results, as for any physical table.
 */
export class NamedTeams {
  constructor(
    private readonly deps: EventDatabase & EventLock & EventClock & EventLimitsOf & EventViewer,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async add(me: Me, id: string, body: EventRequestBody<'addNamedTeams'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      if (event.status !== 'registering')
        throw new ServerError(
          409,
          'REGISTRATION_CLOSED',
          'registration is closed: the schedule or bracket is made',
        );
      const teams = await teamsOf(this.db, id);
      requireRoomForTeams(teams, body.teams.length, this.deps.limits.teamsPerEvent);
      const named = await namedIn(this.db, id);
      const names = await userNames(this.db, [...named]);
      // Names are unique within the event whatever their case: a team's, and a named player's.
      const teamAt = new Map(teams.map((t) => [t.name_key, -1]));
      const playerAt = new Map([...names.values()].map((n) => [n.toLowerCase(), -1]));
      const where = (i: number) => (i < 0 ? 'already in this event' : `also team ${i + 1}`);
      for (const [i, t] of body.teams.entries()) {
        const key = t.name.toLowerCase();
        const clash = teamAt.get(key);
        if (clash !== undefined)
          throw new ServerError(
            409,
            'TEAM_NAME_TAKEN',
            `team ${i + 1}: a team called "${t.name}" is ${where(clash)}`,
            `teams[${i}].name`,
          );
        teamAt.set(key, i);
        for (const [k, p] of t.players.entries()) {
          const at = playerAt.get(p.toLowerCase());
          if (at !== undefined)
            throw new ServerError(
              409,
              'PLAYER_NAME_TAKEN',
              `team ${i + 1}: a player called "${p}" is ${at === i ? 'named twice on it' : where(at)}`,
              `teams[${i}].players[${k}]`,
            );
          playerAt.set(p.toLowerCase(), i);
        }
      }
      const now = this.deps.isoNow();
      let seed = teams.reduce((m, t) => Math.max(m, t.seed), 0);
      await this.db.transaction().execute(async (trx) => {
        for (const t of body.teams) {
          const [p1, p2] = [newId(), newId()];
          for (const [uid, name] of [
            [p1, t.players[0]],
            [p2, t.players[1]],
          ] as const)
            await addNamedPlayer(trx, id, { id: uid, name }, now);
          seed += 1;
          await enterTeam(trx, {
            event_id: id,
            id: newId().slice(0, 10),
            name: t.name,
            name_key: t.name.toLowerCase(),
            seed,
            player1_id: p1,
            player2_id: p2,
            invited_id: null,
            invite: null,
            created_at: now,
            dues: null,
          });
        }
        await touchEvent(trx, id, now);
      });
    });
    return this.deps.view(id, me);
  }

  /** A new claim link for a named player's place: the last one for that place stops working. */
  async link(me: Me, id: string, body: EventRequestBody<'claimLink'>): Promise<ClaimLink> {
    return this.deps.exclusive(id, async () => {
      const event = await eventOf(this.db, id);
      requireOrganizer(event, me);
      const team = (await teamsOf(this.db, id)).find((t) => t.id === body.team);
      if (team === undefined)
        throw new ServerError(
          404,
          'NOT_FOUND',
          `there is no team "${body.team}" in this event`,
          'team',
        );
      const claimed = await this.claimOf(id, team.id, body.place);
      if (claimed?.claimed_by != null)
        throw new ServerError(
          409,
          'PLACE_CLAIMED',
          `${team.name}'s place ${body.place} was claimed already`,
          'place',
        );
      const player = team[PLACES[body.place]];
      const named = await namedIn(this.db, id);
      if (player === null || !named.has(player))
        throw new ServerError(
          409,
          'NOT_A_NAMED_PLACE',
          `${team.name}'s place ${body.place} is not a named player's: only those are claimed with a link`,
          'place',
        );
      const token = randomBytes(32).toString('base64url');
      const now = this.deps.isoNow();
      await this.db.transaction().execute(async (trx) => {
        await replaceClaim(trx, id, team.id, body.place, tokenHash(token), now);
      });
      const names = await userNames(this.db, [player]);
      return { team: team.id, place: body.place, player: names.get(player) ?? '?', token };
    });
  }

  /** Whose place a link is for, before anyone takes it (the claim page shows it). */
  async preview(id: string, body: EventRequestBody<'claimPlace'>): Promise<ClaimPreview> {
    await eventOf(this.db, id);
    const claim = await this.claimByToken(id, body.token);
    const team = (await teamsOf(this.db, id)).find((t) => t.id === claim.team_id);
    const place = claim.place === 2 ? 2 : 1;
    const player = team?.[PLACES[place]] ?? null;
    // After a claim the place holds the person; the link's player is the placeholder's name.
    const placeholder = claim.claimed_by === null ? player : null;
    const names = await userNames(this.db, [placeholder]);
    return {
      team: claim.team_id,
      teamName: team?.name ?? '?',
      place,
      player: placeholder === null ? '' : (names.get(placeholder) ?? '?'),
      claimed: claim.claimed_by !== null,
    };
  }

  private async claimByToken(id: string, token: string) {
    const claim = await claimByTokenHash(this.db, id, tokenHash(token));
    if (claim === undefined)
      throw new ServerError(
        403,
        'BAD_CLAIM',
        'this claim link is not valid for this event (the organizer may have made a newer one): ask the organizer for your link',
        'token',
      );
    return claim;
  }

  /** The session takes the named player's place its link is for. */
  async claim(me: Me, id: string, body: EventRequestBody<'claimPlace'>): Promise<EventView> {
    await this.deps.exclusive(id, async () => {
      await eventOf(this.db, id);
      const claim = await this.claimByToken(id, body.token);
      const teams = await teamsOf(this.db, id);
      const team = teams.find((t) => t.id === claim.team_id);
      const column = PLACES[claim.place === 2 ? 2 : 1];
      const placeholder = team?.[column] ?? null;
      const named = await namedIn(this.db, id);
      if (
        claim.claimed_by !== null ||
        team === undefined ||
        placeholder === null ||
        !named.has(placeholder)
      )
        throw new ServerError(
          409,
          'PLACE_CLAIMED',
          claim.claimed_by === me.id
            ? 'you claimed this place already'
            : 'this place was claimed already: each link works once',
          'token',
        );
      const mine = teams.find((t) => t.player1_id === me.id || t.player2_id === me.id);
      if (mine !== undefined)
        throw new ServerError(
          409,
          'ALREADY_REGISTERED',
          `you are already on ${mine.name} in this event: one person plays for one team`,
          'token',
        );
      const now = this.deps.isoNow();
      await this.db.transaction().execute(async (trx) => {
        // The person takes the placeholder's place everywhere the team names its players.
        const done = await takeNamedPlace(trx, id, team.id, column, placeholder, {
          person: me.id,
          roster: renamedIds(team.roster, placeholder, me.id),
          dues: renamedIds(team.dues, placeholder, me.id),
        });
        if (!done)
          throw new ServerError(409, 'PLACE_CLAIMED', 'this place was claimed already', 'token');
        await markClaimed(trx, id, team.id, claim.place, me.id, now);
        // The placeholder stays (the event's log may name it) but is no longer a named player.
        await unnamePlayer(trx, placeholder);
        await touchEvent(trx, id, now);
      });
    });
    return this.deps.view(id, me);
  }

  private claimOf(id: string, team: string, place: number) {
    return claimOfPlace(this.db, id, team, place);
  }
}
