import assert from 'node:assert/strict';
import type { EventMatch, EventView, Me } from '@texas42/protocol';
import { Client } from './harness.js';

/** The error answer of the API. */
export type Problem = { error: { code: string; message: string; at?: string } };

/** A person with a guest session on the server at `url`, and their id. */
export async function person(
  url: string,
  name: string,
): Promise<{ c: Client; id: string; me: Me }> {
  const c = new Client(url);
  const me = (await c.call<Me>('POST', '/api/guest', { name })).json;
  return { c, id: me.id, me };
}

/** A person with an account (signed up, signed in) on the server at `url`, and their id. */
export async function account(
  url: string,
  username: string,
  name: string,
): Promise<{ c: Client; id: string; me: Me }> {
  const c = new Client(url);
  const r = await c.call<Me>('POST', '/api/signup', {
    username,
    password: 'double six walks the dog',
    name,
  });
  assert.equal(r.status, 200, `sign-up of ${username}: ${JSON.stringify(r.json)}`);
  return { c, id: r.json.id, me: r.json };
}

let organizers = 0;

/**
 * An organizer: a person with an account (creating an event needs one), under a username of
 * their own on this server, and the name given.
 */
export function organizer(url: string, name: string): Promise<{ c: Client; id: string; me: Me }> {
  organizers += 1;
  const handle = `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 12) || 'org'
  }_${process.pid}_${organizers}`;
  return account(url, handle.slice(0, 24), name);
}

/** A call that must succeed: its answer. */
export async function ok<T = EventView>(
  c: Client,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const r = await c.call<T>(method, path, body);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A call that must fail with this status and code: the error. */
export async function fails(
  c: Client,
  method: string,
  path: string,
  body: unknown,
  status: number,
  code: string,
): Promise<Problem['error']> {
  const r = await c.call<Problem>(method, path, body);
  assert.equal(r.status, status, `${method} ${path}: ${JSON.stringify(r.json)}`);
  assert.equal(r.json.error.code, code, JSON.stringify(r.json));
  return r.json.error;
}

/** A registered team of two: its name, its two players and its id. */
export interface TeamOf {
  readonly name: string;
  readonly a: Awaited<ReturnType<typeof person>>;
  readonly b: Awaited<ReturnType<typeof person>>;
  readonly id: string;
}

/** An event created by a new organizer with these teams of two registered, in this order. */
export async function eventWithTeams(
  url: string,
  body: Record<string, unknown>,
  names: readonly string[],
): Promise<{ organizer: Awaited<ReturnType<typeof person>>; id: string; teams: TeamOf[] }> {
  const olive = await organizer(url, 'Olive');
  const created = await ok(olive.c, 'POST', '/api/events', body);
  const teams: TeamOf[] = [];
  for (const name of names) {
    const a = await person(url, `${name} one`);
    const b = await person(url, `${name} two`);
    const team = await teamOfTwo(created.id, a, b, name);
    teams.push({ name, a, b, id: team });
  }
  return { organizer: olive, id: created.id, teams };
}

/**
 * Registers a's team with b invited, and b accepts: a team of two. Returns the team's id.
 * (`body` adds to the registration: a league's `returning`.)
 */
export async function teamOfTwo(
  eventId: string,
  a: Awaited<ReturnType<typeof person>>,
  b: Awaited<ReturnType<typeof person>>,
  name: string,
  body: Record<string, unknown> = {},
  accept: Record<string, unknown> = {},
): Promise<string> {
  const view = await ok(a.c, 'POST', `/api/events/${eventId}/teams`, {
    name,
    partner: b.id,
    ...body,
  });
  const team = view.teams.find((t) => t.name === name);
  assert.ok(team);
  await ok(b.c, 'POST', `/api/events/${eventId}/teams/${team.id}/accept`, accept);
  return team.id;
}

/** Every match of the event, round by round. */
export const allMatches = (view: EventView): EventMatch[] => view.rounds.flatMap((r) => r.matches);

/** The match with this id (one must exist). */
export function matchOf(view: EventView, id: string): EventMatch {
  const m = allMatches(view).find((x) => x.id === id);
  assert.ok(m, `match ${id}`);
  return m;
}
