import type { EventAttention, EventView } from '../protocol.js';
import { teamName } from './events.js';

/** Why a match needs the organizer, in their words. */
export const WHY_WORDS: Readonly<Record<EventAttention['why'], string>> = {
  disputed: 'disputed: rule on it',
  'no-show': 'a team did not report within its minutes: eliminate it, or wait',
  overdue: 'past its last day with no result',
  unanswered: 'reported, not answered by the other team',
  unplayed: 'its night has passed with no result',
};

/** One line of the organizer's list: "Aces v Bones: disputed: rule on it (since 2026-11-27)". */
export function attentionText(view: Pick<EventView, 'teams'>, item: EventAttention): string {
  const [a, b] = item.teams.map((t) => teamName(view, t));
  const since = item.since === null ? '' : ` (since ${item.since.slice(0, 10)})`;
  return `${a} v ${b}: ${WHY_WORDS[item.why]}${since}`;
}
