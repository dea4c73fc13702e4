import { assign, setup } from 'xstate';
import {
  PROGRESS_DONE_PERCENT,
  PROGRESS_FADE_MS,
  PROGRESS_FINISH_HOLD_MS,
  PROGRESS_JUMP_DELAY_MS,
  PROGRESS_LOADING_MAX_PERCENT,
  PROGRESS_START_PERCENT,
  PROGRESS_STEP_PERCENT,
  PROGRESS_TICK_MS,
} from '../constants';
import { routeListener } from './routeProgress.actors';
import type { RouteProgressContext, RouteProgressEvent, RouteProgressInput } from './routeProgress.types';

/**
 * The progress bar shown during route changes (spec §4): 0, then 20 %, then
 * +2 % every 500 ms while loading (never 100 before the page is there), 100 %
 * on completion, a fade, and back to idle. An error resets it.
 *
 * Runs as shipped: `routeListener({ router })` (`routeProgress.actors.ts`),
 * invoked for the chart's whole life with the router adapter of its input,
 * sends the `route.*` events.
 *
 * Named for the edge: action `moveFocusToPageStart` (after a non-shallow
 * navigation); delays `startDelay`, `tickInterval`, `finishDelay`, `fadeDuration`.
 */
export const routeProgressMachine = setup({
  types: {
    context: {} as RouteProgressContext,
    events: {} as RouteProgressEvent,
    input: {} as RouteProgressInput,
    tags: {} as 'visible' | 'fading',
  },
  actors: {
    routeListener,
  },
  actions: {
    beginNavigation: assign({ progress: 0, focusPageStart: false }),
    jumpProgress: assign({ progress: PROGRESS_START_PERCENT }),
    growProgress: assign({
      progress: ({ context }) =>
        Math.min(context.progress + PROGRESS_STEP_PERCENT, PROGRESS_LOADING_MAX_PERCENT),
    }),
    completeProgress: assign({ progress: PROGRESS_DONE_PERCENT }),
    requestPageStartFocus: assign({ focusPageStart: true }),
    resetProgress: assign({ progress: 0 }),
    /** Edge: focus the start of the main content (e.g. the skip-link target). */
    moveFocusToPageStart: () => {},
  },
  guards: {
    canGrow: ({ context }) => context.progress + PROGRESS_STEP_PERCENT <= PROGRESS_LOADING_MAX_PERCENT,
    isShallow: ({ event }) => event.type === 'route.completed' && event.shallow,
  },
  delays: {
    startDelay: PROGRESS_JUMP_DELAY_MS,
    tickInterval: PROGRESS_TICK_MS,
    finishDelay: PROGRESS_FINISH_HOLD_MS,
    fadeDuration: PROGRESS_FADE_MS,
  },
}).createMachine({
  id: 'routeProgress',
  context: ({ input }) => ({ progress: 0, focusPageStart: false, router: input.router }),
  invoke: { id: 'routeListener', src: 'routeListener', input: ({ context }) => ({ router: context.router }) },
  initial: 'idle',
  // A new navigation may start at any time, including while one is loading.
  on: {
    'route.started': { target: '.navigating', reenter: true, actions: 'beginNavigation' },
  },
  states: {
    idle: {},
    navigating: {
      tags: ['visible'],
      initial: 'starting',
      on: {
        'route.completed': [
          { guard: 'isShallow', target: 'finishing', actions: 'completeProgress' },
          {
            target: 'finishing',
            actions: ['completeProgress', 'requestPageStartFocus', 'moveFocusToPageStart'],
          },
        ],
        'route.failed': { target: 'idle', actions: 'resetProgress' },
      },
      states: {
        // Rendered at 0 first so the jump to 20 % animates.
        starting: {
          after: { startDelay: { target: 'loading', actions: 'jumpProgress' } },
        },
        loading: {
          after: {
            tickInterval: { guard: 'canGrow', target: 'loading', reenter: true, actions: 'growProgress' },
          },
        },
      },
    },
    finishing: {
      tags: ['visible'],
      after: { finishDelay: 'fading' },
    },
    fading: {
      tags: ['visible', 'fading'],
      after: { fadeDuration: { target: 'idle', actions: 'resetProgress' } },
    },
  },
});

export type RouteProgressMachine = typeof routeProgressMachine;
