import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPER_MODE_TAP_WINDOW_MS, useDeveloperModeTaps } from '../../../ui/devtools/inspector/developerMode';
import { DEVELOPER_MODE_KEY, allowDeveloperMode, isInspecting } from '../../../ui/devtools/inspector/inspection';

describe('developer mode’s two taps', () => {
  const reload = vi.fn();
  afterEach(() => {
    window.localStorage.clear();
    reload.mockReset();
    vi.unstubAllGlobals();
  });

  function tapper(allowed: boolean) {
    let clock = 10_000;
    vi.stubGlobal('location', { ...window.location, reload });
    const { result } = renderHook(() => useDeveloperModeTaps(allowed, () => clock));
    return {
      tap: result.current,
      wait: (ms: number) => {
        clock += ms;
      },
    };
  }

  it('turns developer mode on with two taps within 500 ms, and off with two more; the page reloads each time', () => {
    const { tap, wait } = tapper(true);
    tap?.();
    wait(DEVELOPER_MODE_TAP_WINDOW_MS - 1);
    tap?.();
    expect(window.localStorage.getItem(DEVELOPER_MODE_KEY)).toBe('on');
    expect(reload).toHaveBeenCalledTimes(1);
    wait(1000);
    tap?.();
    wait(100);
    tap?.();
    expect(window.localStorage.getItem(DEVELOPER_MODE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing for taps further apart than 500 ms', () => {
    const { tap, wait } = tapper(true);
    tap?.();
    wait(DEVELOPER_MODE_TAP_WINDOW_MS);
    tap?.();
    expect(window.localStorage.getItem(DEVELOPER_MODE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is no control at all where the server does not allow it (production without DEVELOPER_MODE=allowed)', () => {
    expect(tapper(false).tap).toBeUndefined();
  });

  it('makes a production page inspect its actors only once it is on, and only while the server allows it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      allowDeveloperMode(true);
      expect(isInspecting()).toBe(false);
      window.localStorage.setItem(DEVELOPER_MODE_KEY, 'on');
      expect(isInspecting()).toBe(true);
      // The server stopped allowing it: the browser's flag no longer counts.
      allowDeveloperMode(false);
      expect(isInspecting()).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
