import type { TableState } from '@texas42/protocol';
import type { Socket } from 'socket.io-client';

/** An action as a client sends it: the view's legal action without its seat. */
export type SentAction = Record<string, unknown> & { type: string };

/**
 * A person at a table who plays the first of their legal actions whenever it is their turn, on
 * every state the socket hears, and keeps what the server acknowledged and what it refused.
 */
export class AutoPlayer {
  /** The actions acknowledged ok, in order, with the version each was chosen from. */
  readonly acknowledged: { version: number; action: SentAction }[] = [];
  /** Codes of refused actions, in order. */
  readonly refused: string[] = [];
  /** The last state heard. */
  latest: TableState | null = null;
  private waiters: { count: number; resolve: () => void }[] = [];

  constructor(
    private readonly socket: Socket,
    private readonly tableId: string,
  ) {
    socket.on('table:state', (state: TableState) => this.heard(state));
  }

  /** Resolves once `count` actions in all have been acknowledged. */
  until(count: number): Promise<void> {
    if (this.acknowledged.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** Plays on the latest state (after a reconnection that sent nothing new, say). */
  nudge(): void {
    if (this.latest !== null) this.heard(this.latest);
  }

  private heard(state: TableState): void {
    if (state.table.id !== this.tableId) return;
    this.latest = state;
    if (state.you === null || state.view.toAct !== state.you || state.view.legal.length === 0)
      return;
    const { seat: _seat, ...action } = state.view.legal[0] as SentAction & { seat: string };
    const version = state.view.version;
    this.socket.emit(
      'table:act',
      { tableId: this.tableId, version, action },
      (r: { ok: boolean; error?: { code: string } }) => {
        if (!r.ok) {
          this.refused.push(r.error?.code ?? '?');
          return;
        }
        this.acknowledged.push({ version, action });
        const ready = this.waiters.filter((w) => this.acknowledged.length >= w.count);
        this.waiters = this.waiters.filter((w) => !ready.includes(w));
        for (const w of ready) w.resolve();
      },
    );
  }
}
