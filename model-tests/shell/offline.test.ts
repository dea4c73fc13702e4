import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor } from 'xstate';
import { CONNECTION_ERROR_KEY } from '../../machines/shell/constants';
import { OFFLINE_NOTICE, offlineMachine } from '../../machines/shell/offline/offline.machine';
import { selectIsOffline, selectOfflineNotice } from '../../machines/shell/offline/offline.selectors';
import { snackbarMachine } from '../../machines/shell/snackbar/snackbar.machine';
import { selectSnackbar } from '../../machines/shell/snackbar/snackbar.selectors';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof offlineMachine;
interface Env {
  showOfflineNotice: Mock;
  hideOfflineNotice: Mock;
}

function arrange() {
  const env: Env = { showOfflineNotice: vi.fn(), hideOfflineNotice: vi.fn() };
  const machine = offlineMachine.provide({
    actions: {
      showOfflineNotice: (_, params) => env.showOfflineNotice(params.notice),
      hideOfflineNotice: (_, params) => env.hideOfflineNotice(params.messageKey),
    },
  });
  return { machine, env };
}

const assertions: StateAssertions<Machine, Env> = {
  detecting: transient('detecting'),
  online: (snapshot, env) => {
    expect(selectOfflineNotice(snapshot)).toBeNull();
    expect(selectIsOffline(snapshot)).toBe(false);
    // Every notice shown was hidden again.
    expect(env.hideOfflineNotice.mock.calls.length).toBe(env.showOfflineNotice.mock.calls.length);
  },
  offline: (snapshot, env) => {
    expect(selectOfflineNotice(snapshot)).toEqual({ type: 'error', messageKey: CONNECTION_ERROR_KEY, persistent: true });
    expect(selectIsOffline(snapshot)).toBe(true);
    expect(env.showOfflineNotice).toHaveBeenLastCalledWith(OFFLINE_NOTICE);
    expect(env.showOfflineNotice.mock.calls.length).toBe(env.hideOfflineNotice.mock.calls.length + 1);
  },
};

describeModel('offline model', {
  machine: offlineMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'starts online', input: { online: true } },
    { name: 'starts offline', input: { online: false } },
  ],
});

describe('offline pinned', () => {
  it('drives a persistent error snackbar that stays until back online', () => {
    const snackbar = createActor(snackbarMachine).start();
    const machine = offlineMachine.provide({
      actions: {
        showOfflineNotice: (_, { notice }) => snackbar.send({ type: 'snackbar.shown', notice }),
        hideOfflineNotice: (_, { messageKey }) => snackbar.send({ type: 'snackbar.closed', messageKey }),
      },
    });
    const offline = createActor(machine, { input: { online: true } }).start();
    offline.send({ type: 'network.offline' });
    expect(selectSnackbar(snackbar.getSnapshot())).toEqual({ visible: true, notice: OFFLINE_NOTICE });
    expect(snackbar.getSnapshot().matches({ visible: 'persistent' })).toBe(true);
    offline.send({ type: 'network.online' });
    expect(selectSnackbar(snackbar.getSnapshot()).visible).toBe(false);
    offline.stop();
    snackbar.stop();
  });

  it("as shipped, hears the window's offline and online events while it runs", () => {
    const fakeWindow = new EventTarget();
    vi.stubGlobal('window', fakeWindow);
    try {
      const offline = createActor(offlineMachine, { input: { online: true } }).start();
      fakeWindow.dispatchEvent(new Event('offline'));
      expect(offline.getSnapshot().value).toBe('offline');
      fakeWindow.dispatchEvent(new Event('online'));
      expect(offline.getSnapshot().value).toBe('online');
      offline.stop();
      fakeWindow.dispatchEvent(new Event('offline'));
      expect(offline.getSnapshot().value).toBe('online');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
