import { HttpError } from '../http/endpoint';

/** Refusal of a task the limiter cannot run soon enough; answered 503 with `Retry-After`. */
export class BusyError extends HttpError {
  constructor(
    message: string,
    /** Seconds a client should wait before asking again. */
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

interface LimiterOptions {
  /** Longest a task waits for a slot before it is refused; `Infinity` waits for ever. */
  waitTimeoutMs?: number;
  /** Slots heavy tasks may hold at once; the rest stay free for ordinary ones. Default: all but one (at least one). */
  heavyConcurrency?: number;
  /** `Retry-After` of a refusal, in seconds. */
  retryAfterSeconds?: number;
}

/** `Retry-After` of a refusal unless configured. */
export const LIMITER_RETRY_AFTER_SECONDS = 5;

interface Waiter {
  heavy: boolean;
  start: () => void;
}

/**
 * Runs at most `concurrency` tasks at once. Up to `maxWaiting` more wait
 * their turn in arrival order, each for at most `waitTimeoutMs`; beyond the
 * queue, or past its wait, a task is refused with 503 (`BusyError`). Heavy
 * tasks may hold only `heavyConcurrency` slots, so an ordinary task never
 * waits behind a row of heavy ones: it takes the next slot a heavy task may
 * not. Keeps image encoding from filling libuv's thread pool, which the rest
 * of the server shares.
 */
export function createLimiter(concurrency: number, maxWaiting: number, options: LimiterOptions = {}) {
  const waitTimeoutMs = options.waitTimeoutMs ?? Infinity;
  const heavyConcurrency = Math.max(1, Math.min(options.heavyConcurrency ?? concurrency - 1, concurrency));
  const retryAfterSeconds = options.retryAfterSeconds ?? LIMITER_RETRY_AFTER_SECONDS;
  let active = 0;
  let activeHeavy = 0;
  const waiting: Waiter[] = [];

  const mayStart = (heavy: boolean) => active < concurrency && (!heavy || activeHeavy < heavyConcurrency);
  const take = (heavy: boolean) => {
    active += 1;
    if (heavy) activeHeavy += 1;
  };
  /** Starts every waiting task that may run now, first come first served. */
  const dispatch = () => {
    for (let index = 0; index < waiting.length && active < concurrency; ) {
      const waiter = waiting[index];
      if (!mayStart(waiter.heavy)) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      take(waiter.heavy);
      waiter.start();
    }
  };

  return async function run<T>(task: () => Promise<T>, { heavy = false }: { heavy?: boolean } = {}): Promise<T> {
    // Every waiting task that may run has been started (see `dispatch`), so one that may start now overtakes only heavy ones held back.
    if (mayStart(heavy)) take(heavy);
    else if (waiting.length >= maxWaiting) throw new BusyError('Too many images are being prepared; try again shortly', retryAfterSeconds);
    else {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          heavy,
          start: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer =
          waitTimeoutMs === Infinity
            ? undefined
            : setTimeout(() => {
                const index = waiting.indexOf(waiter);
                if (index >= 0) waiting.splice(index, 1);
                reject(new BusyError('The image could not be prepared in time; try again shortly', retryAfterSeconds));
              }, waitTimeoutMs);
        waiting.push(waiter);
      });
    }
    try {
      return await task();
    } finally {
      active -= 1;
      if (heavy) activeHeavy -= 1;
      dispatch();
    }
  };
}
