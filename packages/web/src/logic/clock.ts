/** Whole seconds left until an ISO deadline (never below 0); null if the deadline is unreadable. */
export function secondsLeft(deadline: string, nowMs: number): number | null {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** "0:07", "1:30", "12:00". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
