import { useEffect, useRef, useState } from 'react';
import type { ChatEvent } from '../../protocol.js';

/** Table talk, at tables with chat on. */
export function ChatPanel({
  messages,
  onSay,
  canSay,
}: {
  readonly messages: readonly ChatEvent[];
  readonly onSay: (text: string) => void;
  readonly canSay: boolean;
}) {
  const [text, setText] = useState('');
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
        {messages.map((m, i) => (
          <li key={`${m.sentAt}-${i}`} className="chat-line">
            <span className="chat-from">{m.from}</span> <span className="chat-text">{m.text}</span>
          </li>
        ))}
      </ol>
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
