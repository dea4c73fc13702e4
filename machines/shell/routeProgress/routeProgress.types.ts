import type { RouterAdapter } from '../../router/router.types';

/** Context of the route progress bar. */
export interface RouteProgressContext {
  /** Width of the bar in percent, 0..100. Never 100 while a page is still loading. */
  progress: number;
  /**
   * True once a non-shallow navigation has completed: the view moves focus to
   * the start of the page (spec §2). Reset when the next navigation starts.
   */
  focusPageStart: boolean;
  /** Where navigations are heard. */
  router: RouterAdapter;
}

/** Input: the router adapter whose navigations the bar shows. */
export interface RouteProgressInput {
  router: RouterAdapter;
}

/** Input of the `routeListener` actor. */
export interface RouteListenerInput {
  router: RouterAdapter;
}

/**
 * Events `routeListener` sends from the router adapter's notices:
 * - `route.started`: a navigation to another page began (`started`, not shallow).
 * - `route.completed`: a navigation ended (`completed`); `shallow` from the notice.
 * - `route.failed`: a navigation failed or was cancelled (`failed`).
 */
export type RouteProgressEvent =
  | { type: 'route.started' }
  | { type: 'route.completed'; shallow: boolean }
  | { type: 'route.failed' };
