import { fromCallback } from 'xstate';
import type { RouteListenerInput, RouteProgressEvent } from './routeProgress.types';

/**
 * The router adapter's navigations while the chart runs: a page change
 * starting (`route.started`; a shallow one, only the query, shows no bar),
 * ending (`route.completed`) or failing (`route.failed`).
 */
export const routeListener = fromCallback<RouteProgressEvent, RouteListenerInput>(({ input, sendBack }) =>
  input.router.listen((notice) => {
    if (notice.type === 'started' && !notice.shallow) sendBack({ type: 'route.started' });
    else if (notice.type === 'completed') sendBack({ type: 'route.completed', shallow: notice.shallow });
    else if (notice.type === 'failed') sendBack({ type: 'route.failed' });
  }),
);
