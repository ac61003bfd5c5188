import { useState } from 'react';
import { parseRoute } from '../../logic/route.js';
import { closings } from './closing.js';
import { AdminNote, useAdminAction } from './useAdminAction.js';

/** The table or event a pasted link (or a bare id, taken for a table) names. */
function targetOf(text: string): { kind: 'table' | 'event'; id: string } | null {
  const raw = text.trim();
  if (raw === '') return null;
  let path = raw;
  try {
    const url = new URL(raw);
    path = url.pathname + url.search;
  } catch {
    if (/^[A-Za-z0-9_-]{1,64}$/.test(raw)) return { kind: 'table', id: raw };
  }
  const route = parseRoute(path);
  if (route.page === 'table' || route.page === 'history') return { kind: 'table', id: route.id };
  if (route.page === 'event') return { kind: 'event', id: route.id };
  return null;
}

/** A table or an event by its link: close the table (saying why), close or delete the event. */
export function LinkPanel() {
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const action = useAdminAction();
  const { busy, note, dialog } = action;
  const closing = closings(action, () => setText(''));
  const target = targetOf(text);
  return (
    <section className="panel" aria-labelledby="admin-link-title">
      <h2 id="admin-link-title">Tables and events</h2>
      <label className="field">
        <span>A table&apos;s or an event&apos;s link (or a table&apos;s id)</span>
        <input
          className="input"
          data-testid="admin-link"
          value={text}
          placeholder="https://…/t/… or https://…/e/…"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {text.trim() !== '' && target === null ? (
        <p className="error-text" role="alert">
          That is not a link to a table or an event of this site.
        </p>
      ) : null}
      {target?.kind === 'table' ? (
        <div className="admin-row">
          <label className="field admin-grow">
            <span>Why (told to the people at the table; optional)</span>
            <input
              className="input"
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <button
            type="button"
            className="button danger"
            data-testid="admin-link-close-table"
            disabled={busy}
            onClick={() => closing.closeTable(target.id, `“${target.id}”`, reason.trim())}
          >
            Close the table
          </button>
        </div>
      ) : null}
      {target?.kind === 'event' ? (
        <div className="admin-row">
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={() => closing.closeEvent(target.id, `“${target.id}”`)}
          >
            Close the event
          </button>
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={() => closing.deleteEvent(target.id, `“${target.id}”`)}
          >
            Delete the event
          </button>
        </div>
      ) : null}
      <AdminNote note={note} testId="admin-link-note" />
      {dialog}
    </section>
  );
}
