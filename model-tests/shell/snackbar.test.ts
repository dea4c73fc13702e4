import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { CONNECTION_ERROR_KEY, DEFAULT_ERROR_KEY, SNACKBAR_HIDE_MS } from '../../machines/shell/constants';
import { snackbarMachine } from '../../machines/shell/snackbar/snackbar.machine';
import { selectSnackbar } from '../../machines/shell/snackbar/snackbar.selectors';
import type { SnackbarNotice } from '../../machines/shell/snackbar/snackbar.types';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof snackbarMachine;

const assertions: StateAssertions<Machine, null> = {
  hidden: (snapshot) => {
    expect(selectSnackbar(snapshot)).toEqual({ visible: false, notice: null });
    expect(snapshot.context.notice).toBeNull();
  },
  'visible.timed': (snapshot) => {
    const view = selectSnackbar(snapshot);
    expect(view.visible).toBe(true);
    expect(view.notice?.persistent ?? false).toBe(false);
    expect(view.notice?.messageKey).toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
  },
  'visible.persistent': (snapshot) => {
    const view = selectSnackbar(snapshot);
    expect(view.visible).toBe(true);
    expect(view.notice?.persistent).toBe(true);
  },
  returning: transient('returning'),
};

const info: SnackbarNotice = { type: 'info', messageKey: 'common.notices.saved' };
const quick: SnackbarNotice = { type: 'success', messageKey: 'common.notices.copied', durationMs: 1000 };
const offline: SnackbarNotice = { type: 'error', messageKey: CONNECTION_ERROR_KEY, persistent: true };
const events = [
  { type: 'snackbar.shown', notice: info },
  { type: 'snackbar.shown', notice: quick },
  { type: 'snackbar.shown', notice: offline },
  { type: 'snackbar.closed' },
  { type: 'snackbar.closed', messageKey: CONNECTION_ERROR_KEY },
];

describeModel('snackbar model', {
  machine: snackbarMachine,
  recorder,
  arrange: () => ({ machine: snackbarMachine, env: null }),
  assertions,
  scenarios: [{ name: 'messages', events }],
});

describe('snackbar pinned', () => {
  function start() {
    const clock = new SimulatedClock();
    const actor = createActor(snackbarMachine, { clock }).start();
    return { actor, clock };
  }

  it('a persistent notice covered by a timed message returns when that message goes', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.shown', notice: offline });
    actor.send({ type: 'snackbar.shown', notice: info });
    expect(selectSnackbar(actor.getSnapshot()).notice).toEqual(info);
    clock.increment(SNACKBAR_HIDE_MS);
    expect(selectSnackbar(actor.getSnapshot()).notice).toEqual(offline);
    actor.send({ type: 'snackbar.shown', notice: info });
    actor.send({ type: 'snackbar.closed', messageKey: offline.messageKey });
    clock.increment(SNACKBAR_HIDE_MS);
    expect(selectSnackbar(actor.getSnapshot())).toEqual({ visible: false, notice: null });
  });

  it(`hides after ${SNACKBAR_HIDE_MS} ms by default`, () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.shown', notice: { type: 'error', messageKey: DEFAULT_ERROR_KEY } });
    clock.increment(SNACKBAR_HIDE_MS - 1);
    expect(selectSnackbar(actor.getSnapshot()).visible).toBe(true);
    clock.increment(1);
    expect(selectSnackbar(actor.getSnapshot()).visible).toBe(false);
    actor.stop();
  });

  it('a new message replaces the current one and restarts the timer', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.shown', notice: info });
    clock.increment(SNACKBAR_HIDE_MS - 100);
    actor.send({ type: 'snackbar.shown', notice: { type: 'error', messageKey: DEFAULT_ERROR_KEY } });
    clock.increment(200);
    expect(selectSnackbar(actor.getSnapshot()).notice?.messageKey).toBe(DEFAULT_ERROR_KEY);
    clock.increment(SNACKBAR_HIDE_MS);
    expect(selectSnackbar(actor.getSnapshot()).visible).toBe(false);
    actor.stop();
  });

  it('a persistent message stays until closed', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.shown', notice: offline });
    clock.increment(SNACKBAR_HIDE_MS * 10);
    expect(selectSnackbar(actor.getSnapshot()).notice).toEqual(offline);
    actor.send({ type: 'snackbar.closed' });
    expect(selectSnackbar(actor.getSnapshot()).visible).toBe(false);
    actor.stop();
  });

  it('closing by key leaves a different message alone', () => {
    const { actor } = start();
    actor.send({ type: 'snackbar.shown', notice: info });
    actor.send({ type: 'snackbar.closed', messageKey: CONNECTION_ERROR_KEY });
    expect(selectSnackbar(actor.getSnapshot()).notice).toEqual(info);
    actor.stop();
  });
});
