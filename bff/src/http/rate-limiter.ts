/** Outcome of one counted request: allowed, or refused with the seconds until the window resets. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const SWEEP_THRESHOLD = 10_000;

/**
 * Fixed-window counters in memory, per key (e.g. `auth:ip:1.2.3.4`). One process, one set of counters: enough for
 * a single-server deployment (see docs/decisions/throttling-in-memory.md). Uses the wall clock, not the app's
 * injectable clock, so a test that freezes "today" still gets windows that end.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, limit: number, windowMs: number, nowMs: number = Date.now()): RateDecision {
    if (this.windows.size > SWEEP_THRESHOLD) this.sweep(nowMs);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= nowMs) {
      window = { count: 0, resetAt: nowMs + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - nowMs) / 1000)) };
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= nowMs) this.windows.delete(key);
  }
}
