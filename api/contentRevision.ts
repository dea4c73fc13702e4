/**
 * The content revision of this process: a number the server bumps whenever
 * an editor publishes, which the page cache keys its pages by.
 *
 * A process-global for the same reason as `api/pageSettings.ts`: the custom
 * server (run by tsx) and Next's compiled server bundle each load their own
 * copy of this module in one process, and only a `Symbol.for` key on
 * `globalThis` is shared by both.
 */
const KEY = Symbol.for('site.contentRevision');
type Holder = { [KEY]?: number };

/** The current revision (0 until the first publish). */
export function contentRevision(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

/** Called by the server after a publish has been committed. */
export function bumpContentRevision(): number {
  const next = contentRevision() + 1;
  (globalThis as Holder)[KEY] = next;
  return next;
}
