import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  PROGRESS_DONE_PERCENT,
  PROGRESS_FADE_MS,
  PROGRESS_FINISH_HOLD_MS,
  PROGRESS_LOADING_MAX_PERCENT,
  PROGRESS_START_PERCENT,
  PROGRESS_STEP_PERCENT,
  PROGRESS_TICK_MS,
} from '../../machines/shell/constants';
import { routeProgressMachine } from '../../machines/shell/routeProgress/routeProgress.machine';
import { selectRouteProgress } from '../../machines/shell/routeProgress/routeProgress.selectors';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { describeModel, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof routeProgressMachine;
interface Env {
  moveFocusToPageStart: Mock;
}

function arrange() {
  const env: Env = { moveFocusToPageStart: vi.fn() };
  const machine = routeProgressMachine.provide({ actions: { moveFocusToPageStart: () => env.moveFocusToPageStart() } });
  return { machine, env };
}

const assertions: StateAssertions<Machine, Env> = {
  idle: (snapshot) => {
    expect(selectRouteProgress(snapshot)).toMatchObject({ visible: false, progress: 0, fading: false });
  },
  'navigating.starting': (snapshot) => {
    expect(selectRouteProgress(snapshot)).toEqual({ visible: true, progress: 0, fading: false, focusPageStart: false });
  },
  'navigating.loading': (snapshot) => {
    const view = selectRouteProgress(snapshot);
    expect(view).toMatchObject({ visible: true, fading: false, focusPageStart: false });
    expect(view.progress).toBeGreaterThanOrEqual(PROGRESS_START_PERCENT);
    expect(view.progress).toBeLessThan(PROGRESS_DONE_PERCENT);
    expect((view.progress - PROGRESS_START_PERCENT) % PROGRESS_STEP_PERCENT).toBe(0);
  },
  finishing: (snapshot, env) => {
    const view = selectRouteProgress(snapshot);
    expect(view).toMatchObject({ visible: true, progress: PROGRESS_DONE_PERCENT, fading: false });
    if (view.focusPageStart) expect(env.moveFocusToPageStart).toHaveBeenCalled();
  },
  fading: (snapshot) => {
    expect(selectRouteProgress(snapshot)).toMatchObject({ visible: true, progress: PROGRESS_DONE_PERCENT, fading: true });
  },
};

describeModel('routeProgress model', {
  machine: routeProgressMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    {
      name: 'router events',
      input: { router: fakeRouterAdapter() },
      events: [
        { type: 'route.completed', shallow: false },
        { type: 'route.completed', shallow: true },
      ],
    },
  ],
});

describe('routeProgress pinned', () => {
  function start() {
    const clock = new SimulatedClock();
    const { machine, env } = arrange();
    const router = fakeRouterAdapter();
    const actor = createActor(machine, { clock, input: { router } }).start();
    return { actor, clock, env, router };
  }

  it('as shipped, follows the router adapter: a page change shows the bar, a query change does not', () => {
    const { actor, clock, env, router } = start();
    expect(router.listeners()).toBe(1);
    router.notify({ type: 'started', shallow: true });
    expect(actor.getSnapshot().value).toBe('idle');
    router.notify({ type: 'started', shallow: false });
    expect(actor.getSnapshot().matches('navigating')).toBe(true);
    router.arrive({ path: '/tjanster' });
    expect(selectRouteProgress(actor.getSnapshot())).toMatchObject({ visible: true, progress: PROGRESS_DONE_PERCENT });
    // `arrive` reports a shallow completion: no focus move.
    expect(env.moveFocusToPageStart).not.toHaveBeenCalled();
    clock.increment(PROGRESS_FINISH_HOLD_MS + PROGRESS_FADE_MS);
    router.notify({ type: 'started', shallow: false });
    router.notify({ type: 'failed' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
    expect(router.listeners()).toBe(0);
  });

  it('starts at 0, jumps to 20 %, then grows 2 % per 500 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'route.started' });
    expect(actor.getSnapshot().context.progress).toBe(0);
    clock.increment(0);
    expect(actor.getSnapshot().context.progress).toBe(PROGRESS_START_PERCENT);
    clock.increment(PROGRESS_TICK_MS - 1);
    expect(actor.getSnapshot().context.progress).toBe(PROGRESS_START_PERCENT);
    clock.increment(1);
    expect(actor.getSnapshot().context.progress).toBe(PROGRESS_START_PERCENT + PROGRESS_STEP_PERCENT);
    actor.stop();
  });

  it('never reaches 100 % while loading, however long it takes', () => {
    const { actor, clock } = start();
    actor.send({ type: 'route.started' });
    for (let i = 0; i < 200; i++) clock.increment(PROGRESS_TICK_MS);
    expect(actor.getSnapshot().context.progress).toBe(PROGRESS_LOADING_MAX_PERCENT);
    expect(actor.getSnapshot().matches({ navigating: 'loading' })).toBe(true);
    actor.stop();
  });

  it('never exceeds 100 % under any sequence of router events and time', () => {
    const step = fc.oneof(
      fc.constant({ type: 'route.started' as const }),
      fc.record({ type: fc.constant('route.completed' as const), shallow: fc.boolean() }),
      fc.constant({ type: 'route.failed' as const }),
      fc.integer({ min: 0, max: 5000 }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { actor, clock } = start();
        for (const s of steps) {
          if (typeof s === 'number') clock.increment(s);
          else actor.send(s);
          const { progress } = actor.getSnapshot().context;
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(PROGRESS_DONE_PERCENT);
          if (actor.getSnapshot().matches({ navigating: 'loading' })) expect(progress).toBeLessThan(PROGRESS_DONE_PERCENT);
        }
        actor.stop();
      }),
    );
  });

  it('completes to 100 %, fades, and returns to idle at 0', () => {
    const { actor, clock } = start();
    actor.send({ type: 'route.started' });
    clock.increment(0);
    actor.send({ type: 'route.completed', shallow: false });
    expect(selectRouteProgress(actor.getSnapshot())).toMatchObject({ progress: 100, fading: false, visible: true });
    clock.increment(PROGRESS_FINISH_HOLD_MS);
    expect(selectRouteProgress(actor.getSnapshot())).toMatchObject({ progress: 100, fading: true, visible: true });
    clock.increment(PROGRESS_FADE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress).toBe(0);
    actor.stop();
  });

  it('resets to 0 on a route error', () => {
    const { actor, clock } = start();
    actor.send({ type: 'route.started' });
    clock.increment(PROGRESS_TICK_MS * 3);
    actor.send({ type: 'route.failed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress).toBe(0);
    actor.stop();
  });

  it('moves focus to the page start after a non-shallow change only', () => {
    const { actor, env } = start();
    actor.send({ type: 'route.started' });
    actor.send({ type: 'route.completed', shallow: true });
    expect(env.moveFocusToPageStart).not.toHaveBeenCalled();
    expect(selectRouteProgress(actor.getSnapshot()).focusPageStart).toBe(false);
    actor.send({ type: 'route.started' });
    actor.send({ type: 'route.completed', shallow: false });
    expect(env.moveFocusToPageStart).toHaveBeenCalledTimes(1);
    expect(selectRouteProgress(actor.getSnapshot()).focusPageStart).toBe(true);
    actor.stop();
  });
});
