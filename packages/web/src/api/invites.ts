/**
 * Invites remembered in this browser, so a private table's host still sees the link after
 * leaving the table's address. Storage can be unavailable (private windows): then nothing is kept.
 */
const key = (tableId: string): string => `texas42.invite.${tableId}`;

export function rememberInvite(tableId: string, invite: string): void {
  try {
    window.localStorage.setItem(key(tableId), invite);
  } catch {
    // nothing to keep it in
  }
}

export function rememberedInvite(tableId: string): string | null {
  try {
    return window.localStorage.getItem(key(tableId));
  } catch {
    return null;
  }
}
