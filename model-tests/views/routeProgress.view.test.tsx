import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PROGRESS_DONE_PERCENT, PROGRESS_LOADING_MAX_PERCENT, PROGRESS_START_PERCENT } from '../../machines/shell/constants';
import { routeProgressMachine } from '../../machines/shell/routeProgress/routeProgress.machine';
import { MAIN_ID } from '../../ui/shell/Layout/Layout';
import type { NextRouter } from 'next/router';
import { RouteProgress } from '../../ui/shell/RouteProgress/RouteProgress';
import { createRouterAdapter } from '../../ui/shell/RouterAdapter';
import { fakeRouter } from '../support/fakeRouter';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { useModelCoverage } from '../support/modelTest';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { advance, describeViewModel } from '../support/viewModel';
import type { EventExecutors, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
vi.mock('next/router', async () => (await import('../support/fakeRouter')).nextRouterModule);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof routeProgressMachine;

interface Env {
  main: HTMLElement;
  focus: MockInstance<HTMLElement['focus']>;
  /** Non-shallow navigations completed so far: each moves focus to the main content. */
  completedPages: number;
}

/**
 * The bar with the page's main content, as in the layout; its chart hears
 * the (fake) Next router through the site's real router adapter.
 */
function renderBar(): Env {
  const router = createRouterAdapter(() => fakeRouter as unknown as NextRouter, () => 'en');
  renderView(
    <>
      <RouteProgress />
      <main id={MAIN_ID} tabIndex={-1}>
        Page
      </main>
    </>,
    { router },
  );
  const main = document.getElementById(MAIN_ID);
  if (!main) throw new Error('no main content');
  return { main, focus: vi.spyOn(main, 'focus'), completedPages: 0 };
}

function emit(type: string, ...args: unknown[]): void {
  act(() => fakeRouter.events.emit(type, ...args));
}

const executors = {
  'route.started': () => emit('routeChangeStart', '/tjanster', { shallow: false }),
  'route.completed': ({ shallow }, env) => {
    if (!shallow) env.completedPages += 1;
    emit('routeChangeComplete', '/tjanster', { shallow });
  },
  'route.failed': () => emit('routeChangeError', Object.assign(new Error('Route Cancelled'), { cancelled: true }), '/tjanster', { shallow: false }),
} satisfies EventExecutors<Machine, Env>;

const bar = () => screen.queryByTestId('route-progress');

function expectBar(progress: number, fading: boolean): void {
  const shown = bar();
  expect(shown).toHaveAttribute('role', 'progressbar');
  expect(shown).toHaveAttribute('aria-label', 'Loading page');
  expect(shown).toHaveAttribute('aria-valuemin', '0');
  expect(shown).toHaveAttribute('aria-valuemax', '100');
  expect(shown).toHaveAttribute('aria-valuenow', String(progress));
  expect(shown).toHaveAttribute('data-fading', String(fading));
  expect((shown?.firstElementChild as HTMLElement | null)?.style.width).toBe(`${progress}%`);
}

/** Focus moved to the main content once per completed non-shallow navigation, never otherwise. */
function expectFocusMoves(env: Env): void {
  expect(env.focus).toHaveBeenCalledTimes(env.completedPages);
  for (const [options] of env.focus.mock.calls) expect(options).toEqual({ preventScroll: true });
}

const assertions: ViewAssertions<Machine, Env> = {
  idle: (_snapshot, env) => {
    expect(bar()).toBeNull();
    expectFocusMoves(env);
  },
  'navigating.starting': (_snapshot, env) => {
    expectBar(0, false);
    expectFocusMoves(env);
  },
  'navigating.loading': ({ context }, env) => {
    expect(context.progress).toBeGreaterThanOrEqual(PROGRESS_START_PERCENT);
    expect(context.progress).toBeLessThanOrEqual(PROGRESS_LOADING_MAX_PERCENT);
    expectBar(context.progress, false);
    expectFocusMoves(env);
  },
  finishing: ({ context }, env) => {
    expectBar(PROGRESS_DONE_PERCENT, false);
    expectFocusMoves(env);
    if (context.focusPageStart) expect(env.main).toHaveFocus();
  },
  fading: (_snapshot, env) => {
    expectBar(PROGRESS_DONE_PERCENT, true);
    expectFocusMoves(env);
  },
};

describeViewModel('route progress view', {
  machine: routeProgressMachine,
  executors,
  assertions,
  // The view's chart has its own router adapter; the rest must match the model.
  project: (snapshot) => ({
    status: snapshot.status,
    value: snapshot.value,
    context: { ...(snapshot.context as Record<string, unknown>), router: undefined },
  }),
  scenarios: [
    {
      name: 'router events',
      input: { router: fakeRouterAdapter() },
      events: [
        { type: 'route.completed', shallow: false },
        { type: 'route.completed', shallow: true },
      ],
      render: renderBar,
    },
  ],
});

describe('route progress view pinned', () => {
  it('ignores the start of a shallow navigation', () => {
    vi.useFakeTimers();
    renderBar();
    emit('routeChangeStart', '/tjanster?tab=2', { shallow: true });
    advance(1000);
    expect(bar()).toBeNull();
  });
});
