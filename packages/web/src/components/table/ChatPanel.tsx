import { useEffect, useRef, useState } from 'react';
import type { ChatEvent } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

/**
 * Table talk, at tables with chat on. The site's admin (`onDelete`) may delete a line for
 * everyone at the table, once they confirm.
 */
export function ChatPanel({
  messages,
  onSay,
  canSay,
  onDelete,
}: {
  readonly messages: readonly ChatEvent[];
  readonly onSay: (text: string) => void;
  readonly canSay: boolean;
  readonly onDelete?: (id: string) => void;
}) {
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<ChatEvent | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el !== null) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  return (
    <section className="chat panel" data-testid="chat" aria-label="Chat">
      <h2 className="panel-title">Chat</h2>
      <ol className="chat-list" ref={list}>
        {messages.length === 0 ? <li className="chat-empty">No messages yet.</li> : null}
        {messages.map((m) => (
          <li key={m.id} className="chat-line">
            <span className="chat-from">{m.from}</span> <span className="chat-text">{m.text}</span>
            {onDelete === undefined ? null : (
              <button
                type="button"
                className="link-button chat-delete"
                data-testid="chat-delete"
                aria-label={`Delete ${m.from}'s line "${m.text}" for everyone`}
                onClick={() => setDeleting(m)}
              >
                Delete
              </button>
            )}
          </li>
        ))}
      </ol>
      {deleting !== null && onDelete !== undefined ? (
        <ConfirmDialog
          title="Delete this chat line?"
          confirmLabel="Delete the line"
          danger
          testId="chat-delete-confirm"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            onDelete(deleting.id);
            setDeleting(null);
          }}
        >
          <p>
            {deleting.from}: “{deleting.text}” goes from the chat of everyone at this table. The
            audit log keeps it.
          </p>
        </ConfirmDialog>
      ) : null}
      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() === '') return;
          onSay(text);
          setText('');
        }}
      >
        <input
          className="input"
          data-testid="chat-input"
          value={text}
          maxLength={300}
          placeholder={canSay ? 'Say something…' : 'Connecting…'}
          disabled={!canSay}
          onChange={(e) => setText(e.target.value)}
          aria-label="Chat message"
        />
        <button type="submit" className="button small" disabled={!canSay || text.trim() === ''}>
          Send
        </button>
      </form>
    </section>
  );
}
