import type { EventAttention, EventMatch } from '@texas42/protocol';

/**
 * What needs the organizer (issue 27: "Nobody tells the organizer when a result is disputed ...
 * there is no 'needs attention' list"): each match a result, a team or a date waits on, most
 * pressing first, from the view's matches as they stand at `now`.
 */

/** A report unanswered this long waits on the organizer too: the other team may be gone. */
export const REPORT_WAITS_HOURS = 24;
/** The most the list carries: a page's worth; the rest wait their turn. */
export const ATTENTION_MOST = 50;

const ORDER: readonly EventAttention['why'][] = [
  'disputed',
  'no-show',
  'overdue',
  'unanswered',
  'unplayed',
];

export function attentionOf(matches: readonly EventMatch[], now: string): EventAttention[] {
  const today = now.slice(0, 10);
  const out: EventAttention[] = [];
  for (const m of matches) {
    const why = whyOf(m, now, today);
    if (why !== null) out.push({ match: m.id, teams: m.teams, why, since: sinceOf(m, why) });
  }
  return out.sort((a, b) => ORDER.indexOf(a.why) - ORDER.indexOf(b.why)).slice(0, ATTENTION_MOST);
}

function whyOf(m: EventMatch, now: string, today: string): EventAttention['why'] | null {
  if (m.status === 'disputed') return 'disputed';
  if ((m.noShowEligible ?? []).length > 0) return 'no-show';
  const open = m.status === 'awaiting-report' || m.status === 'reported';
  // 000: "matches must be decided ... within six days of the official league night".
  if (open && m.decideBy !== undefined && m.decideBy < today) return 'overdue';
  if (m.status === 'reported') {
    const at = m.log.at(-1)?.at;
    const waited = at === undefined ? 0 : Date.parse(now) - Date.parse(at);
    return waited > REPORT_WAITS_HOURS * 3_600_000 ? 'unanswered' : null;
  }
  const night = m.rescheduledTo ?? m.leagueNight;
  const ready = m.teams[0] !== null && m.teams[1] !== null;
  if (m.status === 'awaiting-report' && ready && night != null && night < today) return 'unplayed';
  return null;
}

/** Since when: the dispute's or the report's time, the night that passed; null otherwise. */
function sinceOf(m: EventMatch, why: EventAttention['why']): string | null {
  if (why === 'disputed' || why === 'unanswered') return m.log.at(-1)?.at ?? null;
  if (why === 'overdue') return m.decideBy ?? null;
  if (why === 'unplayed') return m.rescheduledTo ?? m.leagueNight ?? null;
  return m.clock?.startedAt ?? null;
}
