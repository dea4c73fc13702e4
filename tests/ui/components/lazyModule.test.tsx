import type { ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyFallback } from '../../../ui/components/LazyFallback';
import { lazyModule } from '../../../ui/components/lazyModule';
import { renderWithProviders } from '../../support/providers';

/** A load the test settles, as a chunk that arrives (or does not) when the test says. */
function controlledLoads() {
  const pending: { resolve: (value: ComponentType) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

const Screen = () => <h2>The screen</h2>;

function hostOf(lazy: ReturnType<typeof lazyModule<ComponentType>>) {
  return function Host({ wanted }: { wanted: boolean }) {
    const code = lazy.useLoaded(wanted);
    if (!wanted) return <p>Nothing asked for</p>;
    const Loaded = code.loaded;
    return Loaded ? <Loaded /> : <LazyFallback state={code} />;
  };
}

const settle = () => act(async () => {});

/** The fetch was asked for again; when it arrives, the screen is drawn. */
async function secondFetchDraws(load: ReturnType<typeof controlledLoads>['load'], pending: ReturnType<typeof controlledLoads>['pending']) {
  expect(load).toHaveBeenCalledTimes(2);
  pending[1]!.resolve(Screen);
  await settle();
  expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('code fetched when wanted', () => {
  it('is not fetched until wanted; says Loading… until it arrives, then draws it; fetched once for every view', async () => {
    const { load, pending } = controlledLoads();
    const lazy = lazyModule(load);
    const Host = hostOf(lazy);
    const { rerender } = renderWithProviders(<Host wanted={false} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    rerender(<Host wanted />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The control that asked for it is gone, so the focus left on the body waits here, never lost.
    expect(document.activeElement).toBe(screen.getByRole('status'));
    pending[0]!.resolve(Screen);
    await settle();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    // Another view wanting it draws it at once, with no second fetch.
    render(<Host wanted />);
    expect(screen.getAllByRole('heading', { name: 'The screen' })).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a fetch that fails online says so, with Try again and the way out the screen gives; Try again fetches anew', async () => {
    const { load, pending } = controlledLoads();
    const lazy = lazyModule(load);
    function Host() {
      const code = lazy.useLoaded(true);
      const Loaded = code.loaded;
      return Loaded ? (
        <Loaded />
      ) : (
        <LazyFallback state={code}>
          <button type="button">Cancel</button>
        </LazyFallback>
      );
    }
    renderWithProviders(<Host />);
    await settle();
    pending[0]!.reject(new Error('ChunkLoadError'));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await secondFetchDraws(load, pending);
  });

  it('offline, a failed fetch waits for the network and is asked again once it is back, saying Loading… meanwhile', async () => {
    const { load, pending } = controlledLoads();
    const lazy = lazyModule(load);
    const Host = hostOf(lazy);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<Host wanted />);
    await settle();
    pending[0]!.reject(new Error('offline'));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await secondFetchDraws(load, pending);
  });

  it('a fetch begun as the control is approached (hover, touch, focus) serves the view that then wants it', async () => {
    const { load, pending } = controlledLoads();
    const lazy = lazyModule(load);
    lazy.preloadOnApproach.onPointerEnter();
    lazy.preloadOnApproach.onFocus();
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve(Screen);
    await settle();
    const Host = hostOf(lazy);
    renderWithProviders(<Host wanted />);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });
});
