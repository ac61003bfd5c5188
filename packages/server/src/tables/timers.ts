/**
 * The waits of a table service (decision clocks, match clocks, bots' pauses), kept in one place
 * so that closing the server cancels them all, and so an idle room can be told from one that
 * still waits for something (a room is dropped from memory only when nothing is pending).
 */
export class TableTimers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private isClosed = false;

  /** The server is closing: nothing new starts, and work that ends now fails quietly. */
  get closed(): boolean {
    return this.isClosed;
  }

  /**
   * Runs `fire` after `ms` unless cancelled or closed first. Once closed, nothing is scheduled
   * (work that was reading the database while the server closed must not keep it alive).
   */
  after(ms: number, fire: () => void): NodeJS.Timeout {
    if (this.isClosed) {
      const never = setTimeout(() => undefined, 0);
      clearTimeout(never);
      return never;
    }
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      fire();
    }, ms);
    this.pending.add(timer);
    return timer;
  }

  cancel(timer: NodeJS.Timeout): void {
    clearTimeout(timer);
    this.pending.delete(timer);
  }

  /** Whether `timer` is set and has neither fired nor been cancelled. */
  waiting(timer: NodeJS.Timeout | null): boolean {
    return timer !== null && this.pending.has(timer);
  }

  close(): void {
    this.isClosed = true;
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }
}
