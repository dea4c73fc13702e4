/**
 * A clock for charts with concurrent timers (parallel regions each waiting
 * on their own `after`). Advancing a `SimulatedClock` by one delay also
 * fires every shorter timer that is due, so a 2 s poll step would take the
 * 1 s QR tick with it while the graph took only the poll. This clock fires
 * exactly the timers scheduled with the delay it is advanced by, so one
 * graph step (`xstate.after.<delay>…`) is one timer. Give the chart distinct
 * delays (a test may provide them) so each names one timer.
 *
 *     arrange: () => ({ machine, env, controls, clock: new DelayClock() })
 */
export class DelayClock {
  private readonly timers = new Map<number, { fn: () => void; timeout: number }>();
  private nextId = 1;

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { fn: () => fn(), timeout });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Fires the timers scheduled with exactly `delayMs`, in the order they were set. */
  advance(delayMs: number): void {
    const due = [...this.timers.entries()].filter(([, timer]) => timer.timeout === delayMs);
    for (const [id, timer] of due) {
      if (!this.timers.delete(id)) continue;
      timer.fn();
    }
  }

  /** Delays of the timers still pending, in the order they were set. */
  pending(): number[] {
    return [...this.timers.values()].map((timer) => timer.timeout);
  }
}
