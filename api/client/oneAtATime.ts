/** The part of the Web Locks API (`navigator.locks`) this needs. */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const tails = new Map<string, Promise<unknown>>();

/** Runs `task` after every task of `name` this page started before it has settled. */
function inThisPage<T>(name: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(name, tail);
  void tail.then(() => {
    if (tails.get(name) === tail) tails.delete(name);
  });
  return run;
}

const browserLocks = (): LockManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;

/**
 * Runs `task` when no other task of `name` is running in this browser: in
 * every tab of the site through the Web Locks API where the browser has it,
 * else in this page. Tasks run in the order they asked; a task that fails
 * lets the next one run.
 */
export function oneAtATime<T>(name: string, task: () => Promise<T>, locks: LockManagerLike | undefined = browserLocks()): Promise<T> {
  return locks ? locks.request(name, task) : inThisPage(name, task);
}
