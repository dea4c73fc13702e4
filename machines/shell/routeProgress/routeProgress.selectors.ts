import type { SnapshotFrom } from 'xstate';
import type { RouteProgressMachine } from './routeProgress.machine';

type RouteProgressSnapshot = SnapshotFrom<RouteProgressMachine>;

/** What the progress bar view renders. */
interface RouteProgressView {
  /** Render the bar at all. */
  visible: boolean;
  /** Width in percent. */
  progress: number;
  /** Apply the fade-out style. */
  fading: boolean;
  /** A non-shallow navigation completed: focus belongs at the page start. */
  focusPageStart: boolean;
}

export function selectRouteProgress(snapshot: RouteProgressSnapshot): RouteProgressView {
  return {
    visible: snapshot.hasTag('visible'),
    progress: snapshot.context.progress,
    fading: snapshot.hasTag('fading'),
    focusPageStart: snapshot.context.focusPageStart,
  };
}
