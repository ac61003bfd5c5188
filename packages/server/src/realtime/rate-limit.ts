/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. It measures real seconds
 * between a socket's messages, so it reads Date.now, not the server's clock (config.now), which
 * a test may hold still or move by days.
 */
export class RateLimit {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const t = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
