import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_ERROR_KEY, DEFAULT_ERROR_KEY, SNACKBAR_HIDE_MS } from '../../machines/shell/constants';
import { OFFLINE_NOTICE, offlineMachine } from '../../machines/shell/offline/offline.machine';
import { snackbarMachine } from '../../machines/shell/snackbar/snackbar.machine';
import type { SnackbarNotice } from '../../machines/shell/snackbar/snackbar.types';
import { SnackbarProvider, useSnackbar } from '../../ui/shell/Snackbar/SnackbarContext';
import { transient, useModelCoverage } from '../support/modelTest';
import { button, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { advance, describeViewModel } from '../support/viewModel';
import type { EventExecutors, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

/** English text of the message keys used here. */
const TEXT: Record<string, string> = {
  [DEFAULT_ERROR_KEY]: 'Something went wrong. Please try again.',
  [CONNECTION_ERROR_KEY]: 'You are offline. We will carry on when your connection is back.',
  'common.errors.notFound': 'We could not find what you were looking for.',
};

const info: SnackbarNotice = { type: 'info', messageKey: 'common.errors.notFound' };
const quickError: SnackbarNotice = { type: 'error', messageKey: DEFAULT_ERROR_KEY, durationMs: 1000 };
/** What app code may show (the offline watcher shows `OFFLINE_NOTICE` itself). */
const NOTICES: readonly SnackbarNotice[] = [info, quickError, OFFLINE_NOTICE];

/** Stands in for the app code that uses the snackbar: a button per notice, and `close()`. */
function AppCode() {
  const snackbar = useSnackbar();
  return (
    <div data-testid="app-code">
      {NOTICES.map((notice, index) => (
        <button key={notice.messageKey} type="button" onClick={() => snackbar.show(notice)}>
          {`show notice ${index}`}
        </button>
      ))}
      <button type="button" onClick={() => snackbar.close()}>
        app closes the snackbar
      </button>
    </div>
  );
}

function renderShell(): null {
  renderView(
    <SnackbarProvider>
      <AppCode />
    </SnackbarProvider>,
  );
  return null;
}

const appCode = () => screen.getByTestId('app-code');
const snackbar = () => screen.queryByTestId('snackbar');
const statusRegion = () => document.querySelector<HTMLElement>('[role="status"]');
const alertRegion = () => document.querySelector<HTMLElement>('[role="alert"]');

/** The snackbar shows `notice` in English, announced in the region for its kind. */
function expectShown(notice: SnackbarNotice | null): void {
  if (!notice) throw new Error('the model shows no notice');
  const text = TEXT[notice.messageKey];
  if (!text) throw new Error(`no English text for ${notice.messageKey}`);
  expect(snackbar()).toHaveTextContent(text);
  expect(snackbar()).toHaveAttribute('data-type', notice.type);
  const [announced, quiet] = notice.type === 'error' ? [alertRegion(), statusRegion()] : [statusRegion(), alertRegion()];
  expect(announced).toHaveTextContent(text);
  expect(quiet).toHaveTextContent('');
  expect(statusRegion()).toHaveAttribute('aria-live', 'polite');
}

function expectNothingShown(): void {
  expect(snackbar()).toBeNull();
  expect(statusRegion()).toHaveTextContent('');
  expect(alertRegion()).toHaveTextContent('');
}

const closeButton = () => {
  const shown = snackbar();
  return shown ? within(shown).queryByLabelText('Close message') : null;
};

describe('snackbar', () => {
  type Machine = typeof snackbarMachine;

  const executors = {
    'snackbar.shown': ({ notice }) => {
      const index = NOTICES.findIndex((candidate) => JSON.stringify(candidate) === JSON.stringify(notice));
      if (index < 0) throw new Error(`no app code shows ${JSON.stringify(notice)}`);
      fireEvent.click(button(appCode(), `show notice ${index}`));
    },
    // The visitor's close button; a persistent notice has none, so the app closes it.
    'snackbar.closed': () => {
      fireEvent.click(closeButton() ?? button(appCode(), 'app closes the snackbar'));
    },
  } satisfies EventExecutors<Machine, null>;

  const assertions: ViewAssertions<Machine, null> = {
    hidden: () => expectNothingShown(),
    'visible.timed': ({ context }) => {
      expectShown(context.notice);
      expect(closeButton()?.tagName).toBe('BUTTON');
    },
    'visible.persistent': ({ context }) => {
      expectShown(context.notice);
      expect(closeButton()).toBeNull();
    },
    returning: transient('returning'),
  };

  describeViewModel('snackbar view (SnackbarProvider)', {
    machine: snackbarMachine,
    executors,
    assertions,
    scenarios: [
      {
        name: 'messages from app code',
        events: [...NOTICES.map((notice) => ({ type: 'snackbar.shown', notice })), { type: 'snackbar.closed' }],
        render: renderShell,
      },
    ],
  });
});

describe('offline', () => {
  type Machine = typeof offlineMachine;

  function goOffline(): void {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
  }

  function goOnline(): void {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  }

  const executors = {
    'network.offline': goOffline,
    'network.online': goOnline,
  } satisfies EventExecutors<Machine, null>;

  const assertions: ViewAssertions<Machine, null> = {
    detecting: transient('detecting'),
    online: () => expectNothingShown(),
    offline: () => {
      expectShown(OFFLINE_NOTICE);
      // It stays until the connection is back: no close button.
      expect(closeButton()).toBeNull();
    },
  };

  describeViewModel('offline view (SnackbarProvider)', {
    machine: offlineMachine,
    executors,
    assertions,
    // The provider starts the watcher with `navigator.onLine`; the chart hears
    // the window's `offline` and `online` events itself (`networkListener`).
    scenarios: [
      { name: 'starts online', input: { online: true }, render: renderShell },
      {
        name: 'starts offline',
        input: { online: false },
        render: () => {
          vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
          return renderShell();
        },
      },
    ],
  });

  describe('offline view pinned', () => {
    it(`a message shown while offline replaces the notice; back online does not close it, it hides after ${SNACKBAR_HIDE_MS} ms`, () => {
      vi.useFakeTimers();
      renderShell();
      goOffline();
      expectShown(OFFLINE_NOTICE);
      fireEvent.click(button(appCode(), 'show notice 0'));
      expectShown(info);
      goOnline();
      expectShown(info);
      advance(SNACKBAR_HIDE_MS);
      expectNothingShown();
    });

    it('the offline notice comes back when a message shown over it goes while still offline', () => {
      vi.useFakeTimers();
      renderShell();
      goOffline();
      fireEvent.click(button(appCode(), 'show notice 0'));
      expectShown(info);
      advance(SNACKBAR_HIDE_MS);
      expectShown(OFFLINE_NOTICE);
      goOnline();
      expectNothingShown();
    });
  });
});
