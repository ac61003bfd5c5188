import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The panels open, in the order they opened: the last is on top. Each is drawn at the end of
 * the page's body (a portal), so the one opened last covers the others wherever its component
 * sits in the page ("?" over the hand-over panel), and Escape closes only that one.
 */
const openPanels: symbol[] = [];

/** A panel over the page; Escape or the close button closes it. */
export function Modal({
  title,
  onClose,
  children,
  testId,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  // The latest onClose, so a parent drawing a new one each render does not reopen the panel
  // (which would put it back on top of one opened after it).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const me = Symbol('panel');
    openPanels.push(me);
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && openPanels.at(-1) === me) close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      openPanels.splice(openPanels.indexOf(me), 1);
    };
  }, []);
  return createPortal(
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
