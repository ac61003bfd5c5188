import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * Asks before a step that cannot be taken back (or one that takes some undoing) (closing registration, ending a season): an
 * in-page dialog, the browser's own modal <dialog>, so focus stays inside it, the page behind is
 * inert and Escape cancels. Focus starts on "Cancel": a stray Enter changes nothing.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  final = true,
  onConfirm,
  onCancel,
  testId,
}: {
  readonly title: string;
  /** What will happen, in words; the dialog adds that it cannot be undone. */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** The confirm button in the danger color (a step that loses something). */
  readonly danger?: boolean;
  /** Says the step cannot be undone (the default); false for one that can (disabling). */
  readonly final?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    // The element that opened the dialog gets focus back when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancel.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid={testId}
      onCancel={(e) => {
        // Escape: close through the page's state, not behind its back.
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-title">
        {title}
      </h2>
      <div id={bodyId} className="confirm-body">
        {children}
        {final ? <p className="confirm-final">This cannot be undone.</p> : null}
      </div>
      <div className="confirm-actions">
        <button
          ref={cancel}
          type="button"
          className="button ghost"
          data-testid="confirm-cancel"
          onClick={onCancel}
        >
          Cancel
        </button>
        <button
          type="button"
          className={danger ? 'button danger' : 'button primary'}
          data-testid="confirm-ok"
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
