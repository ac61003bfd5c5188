import { FORMATS } from '@texas42/club';
import { profileById } from '@texas42/engine';
import type { EventView, TableSummary } from '@texas42/protocol';
import type { Preview } from './preview-tags.js';

/**
 * What a table's or an event's link says about it, to anyone who has the link: never more than
 * that person could see by opening it. A private table without its invite is only "a private
 * table"; with the invite, its name and rules and how many seats are open (not who sits there);
 * a public table, what the lobby shows. Never a hand: previews read the summary, not the state.
 */
export function tablePreview(
  table: TableSummary,
  /** Whether the link's invite opens the table (a public table needs none). */
  invited: boolean,
  path: string,
): Preview {
  const rules = profileById(table.rules)?.name ?? table.rules;
  const open = table.seats.filter((s) => s.kind === 'empty').length;
  const seatsOpen = open === 0 ? 'no seat open' : open === 1 ? '1 seat open' : `${open} seats open`;
  if (table.visibility === 'private' && !invited)
    return {
      title: 'A private table of 42',
      description: 'A private table of Texas 42: open it with the invite link its host sent.',
      path,
    };
  if (table.visibility === 'private')
    return {
      title: `Join “${table.name}”, a table of 42`,
      description: `You are invited to a private table of Texas 42 (${rules}): ${seatsOpen}.`,
      path,
    };
  const players = table.seats.flatMap((s) => (s.name === null ? [] : [s.name]));
  const state =
    table.status === 'waiting'
      ? `${seatsOpen}${players.length > 0 ? `; at the table: ${players.join(', ')}` : ''}`
      : table.status === 'playing'
        ? `being played, ${table.marks.NS} marks to ${table.marks.EW}: come and watch`
        : 'the match is over: replay its hands';
  return {
    title: `${table.name}: a table of 42`,
    description: `A table of Texas 42 (${rules}), ${state}.`,
    path,
  };
}

const STATUS = {
  registering: 'teams are registering',
  scheduled: 'under way',
  finished: 'finished',
} as const;

/**
 * An event's link: its public page says as much (name, organizer, teams, standing). A team's link
 * to its open place names the team it joins.
 */
export function eventPreview(event: EventView, teamId: string | null, path: string): Preview {
  const teams = event.teamCount === 1 ? '1 team' : `${event.teamCount} teams`;
  const about = `${FORMATS[event.kind].title} of Texas 42 organized by ${event.organizer.name}: ${teams}, ${STATUS[event.status]}.`;
  const team = event.teams.find((t) => t.id === teamId && t.players.includes(null));
  if (team !== undefined && event.status === 'registering')
    return {
      title: `Join ${team.name} at ${event.name}`,
      description: `You are invited to play for ${team.name}. ${about}`,
      path,
    };
  return { title: event.name, description: about, path };
}
