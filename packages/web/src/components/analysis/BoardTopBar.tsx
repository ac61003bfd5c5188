import { useState } from 'react';
import { routePath } from '../../logic/route.js';

/** The board's title, and its buttons: set up a hand (or back to the board), copy its link. */
export function BoardTopBar({
  title,
  editing,
  onEditing,
  link,
}: {
  readonly title: string;
  readonly editing: boolean;
  readonly onEditing: () => void;
  /** The board packed for its address. */
  readonly link: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="table-top">
      <div className="table-title">
        <h1>Analysis board</h1>
        <span className="muted">{title}</span>
      </div>
      <nav className="table-links">
        <button
          type="button"
          className="button small ghost"
          data-testid="ab-edit"
          onClick={onEditing}
        >
          {editing ? 'Back to the board' : 'Set up a hand'}
        </button>
        <button
          type="button"
          className="button small ghost"
          data-testid="ab-share"
          onClick={() => {
            const url = `${window.location.origin}${routePath({ page: 'analysis', board: link })}`;
            navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        <a className="button small ghost" href={routePath({ page: 'lobby' })}>
          Lobby
        </a>
      </nav>
    </div>
  );
}
