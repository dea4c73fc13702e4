import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { actorProbe } from './actorProbe';
import { setViewRecorder } from './coverage';
import type { TransitionRecorder } from './coverage';
import { resetFakeRouter } from './fakeRouter';
import { DEFAULT_DOCUMENT_URL, clearCookies, quietWarnings, setDocumentUrl } from './renderView';

/**
 * Per-test isolation for view model tests: the actors the views start are
 * recorded by the file's recorder (so they count toward the coverage gate);
 * after each test the view is unmounted (while the fake clock is still in
 * place) and the browser state the shell touches is reset: cookies, URL and
 * hash, scroll position, tag-manager queue, injected scripts, router events.
 * `expectedWarnings` (prefixes) are kept out of the output; `console.warn`
 * stays a spy. The file's `describeViewModel` suites note their walks in
 * the recorder as view walks (see the coverage gate).
 */
export function useViewTestHooks(recorder: TransitionRecorder, options: { expectedWarnings?: readonly string[] } = {}): void {
  setViewRecorder(recorder);
  beforeEach(() => {
    actorProbe.setInspector(recorder.inspect);
    quietWarnings(options.expectedWarnings);
  });
  afterEach(() => {
    cleanup();
    actorProbe.reset();
    actorProbe.setInspector(undefined);
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearCookies();
    setDocumentUrl(DEFAULT_DOCUMENT_URL);
    window.history.replaceState(null, '', '/');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    delete (window as Window & { dataLayer?: unknown }).dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    resetFakeRouter();
  });
}
