/**
 * The key of a page of rows listed newest first by time then id (notices, the audit log): the
 * last row's time and id, as `time~id`. Two rows may share a time; the id breaks the tie.
 */
export const joinCursor = (at: string, id: string): string => `${at}~${id}`;

/** A page key read back: a time without an id (an older key) starts below every id. */
export function splitCursor(before: string): { readonly at: string; readonly id: string } {
  const cut = before.indexOf('~');
  return cut < 0 ? { at: before, id: '' } : { at: before.slice(0, cut), id: before.slice(cut + 1) };
}
