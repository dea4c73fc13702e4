import { HttpError } from '../http/endpoint';

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait
 * their turn, and beyond that a task is refused with 503 at once. Keeps
 * image encoding from filling libuv's thread pool, which the rest of the
 * server shares.
 */
export function createLimiter(concurrency: number, maxWaiting: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so `active` never overshoots.
    if (next) next();
    else active -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < concurrency) active += 1;
    else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new HttpError(503, 'Too many images are being prepared; try again shortly');
    try {
      return await task();
    } finally {
      release();
    }
  };
}
