/** Context of the route progress bar. */
export interface RouteProgressContext {
  /** Width of the bar in percent, 0..100. Never 100 while a page is still loading. */
  progress: number;
  /**
   * True once a non-shallow navigation has completed: the view moves focus to
   * the start of the page (spec §2). Reset when the next navigation starts.
   */
  focusPageStart: boolean;
}

/**
 * Events the edge sends from the Next.js router:
 * - `route.started`: `routeChangeStart`.
 * - `route.completed`: `routeChangeComplete`; `shallow` from its options.
 * - `route.failed`: `routeChangeError` (also a cancelled navigation).
 */
export type RouteProgressEvent =
  | { type: 'route.started' }
  | { type: 'route.completed'; shallow: boolean }
  | { type: 'route.failed' };
