/**
 * Input of a loader: what to load (a page and its order, a month, an id).
 * `request` is whatever the provided loader takes; the chart only keeps and
 * forwards it. Its calls and their session are the provided actor's.
 */
export interface ResourceInput {
  request: unknown;
}

/** Context of a loader: its input and the last answer (kept while reloading, so a list stays on screen). */
export interface ResourceContext {
  request: unknown;
  /** The last answer loaded; null until one is in, and after a not-found. */
  data: unknown;
}

/** What a loader answers: the data, and whether there is nothing to show (the empty state). */
export interface ResourceAnswer {
  data: unknown;
  empty: boolean;
}

/** Input of the `load` actor: what the chart knows when it loads. */
export interface LoadInput {
  request: unknown;
}

/**
 * Events:
 * - `request.changed`: load something else (another page, order, month); restarts a load under way;
 * - `load.retried`: the retry button after a failure;
 * - `load.refreshed`: read again what is shown (after a change made elsewhere);
 * - `language.changed`: the page switched language; what the server words
 *   (a service's name, an invoice line) is read again in the new one.
 */
export type ResourceEvent =
  | { type: 'request.changed'; request: unknown }
  | { type: 'load.retried' }
  | { type: 'load.refreshed' }
  | { type: 'language.changed' };
