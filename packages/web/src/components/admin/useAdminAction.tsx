import { useCallback, useState, type ReactNode } from 'react';
import { errorText } from '../../api/http.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

/** What happened last: said under the panel, as a status or an alert. */
export type Note = { readonly ok: boolean; readonly text: string } | null;

/** A step to ask about first: the dialog's words, and the step. */
export interface Ask {
  readonly title: string;
  readonly body: ReactNode;
  readonly confirmLabel: string;
  /** It cannot be undone (deleting); false: it can (disabling, muting). */
  readonly final: boolean;
  readonly run: () => void;
}

/**
 * An admin panel's actions: one at a time (`busy`), each saying how it went (`note`), and those
 * that destroy or lock someone out asked about first (`ask`, shown by `dialog`).
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [asking, setAsking] = useState<Ask | null>(null);

  const act = useCallback(
    <T,>(call: () => Promise<T>, said: (answer: T) => string, then?: (answer: T) => void) => {
      setBusy(true);
      setNote(null);
      call().then(
        (answer) => {
          setBusy(false);
          setNote({ ok: true, text: said(answer) });
          then?.(answer);
        },
        (e: unknown) => {
          setBusy(false);
          setNote({ ok: false, text: errorText(e) });
        },
      );
    },
    [],
  );

  const dialog =
    asking === null ? null : (
      <ConfirmDialog
        title={asking.title}
        confirmLabel={asking.confirmLabel}
        danger
        final={asking.final}
        testId="admin-confirm"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          asking.run();
        }}
      >
        {asking.body}
      </ConfirmDialog>
    );

  return { busy, note, setNote, act, ask: setAsking, dialog };
}

/** The panel's last note, as a status or an alert. */
export function AdminNote({ note, testId }: { readonly note: Note; readonly testId: string }) {
  if (note === null) return null;
  return (
    <p
      className={note.ok ? 'ok-text' : 'error-text'}
      role={note.ok ? 'status' : 'alert'}
      data-testid={testId}
    >
      {note.text}
    </p>
  );
}
