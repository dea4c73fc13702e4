import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { COPIED_LABEL_MS, DEFAULT_ERROR_KEY } from '../../machines/shell/constants';
import { previewToggleMachine } from '../../machines/shell/previewToggle/previewToggle.machine';
import { selectPreviewOn, selectPreviewToggle } from '../../machines/shell/previewToggle/previewToggle.selectors';
import type { PreviewToggleSnapshot } from '../../machines/shell/previewToggle/previewToggle.selectors';
import type { CopyTextInput, PreviewToggleInput } from '../../machines/shell/previewToggle/previewToggle.types';
import { controllableActor, flush } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof previewToggleMachine;

const LINK = 'https://www.example.se/en/preview/entry-1';

interface Env {
  copyText: ControllableActor<void, CopyTextInput>;
  /** The preview cookie as the edge actions left it: undefined until one ran. */
  cookie: boolean | undefined;
  writePreviewCookie: Mock;
  removePreviewCookie: Mock;
  refreshContent: Mock;
}

function arrange() {
  const env: Env = {
    copyText: controllableActor<void, CopyTextInput>(),
    cookie: undefined,
    writePreviewCookie: vi.fn(() => void (env.cookie = true)),
    removePreviewCookie: vi.fn(() => void (env.cookie = false)),
    refreshContent: vi.fn(),
  };
  const machine = previewToggleMachine.provide({
    actors: { copyText: env.copyText.logic },
    actions: {
      writePreviewCookie: () => env.writePreviewCookie(),
      removePreviewCookie: () => env.removePreviewCookie(),
      refreshContent: () => env.refreshContent(),
    },
  });
  return { machine, env, controls: { copyText: env.copyText } };
}

/** Every change of the cookie refreshed the content once, after it; the chart's memory of it is the cookie. */
function expectCookieInStep(snapshot: PreviewToggleSnapshot, env: Env): void {
  const changes = env.writePreviewCookie.mock.calls.length + env.removePreviewCookie.mock.calls.length;
  expect(env.refreshContent).toHaveBeenCalledTimes(changes);
  if (env.cookie !== undefined) expect(snapshot.context.cookieOn).toBe(env.cookie);
}

const assertions: StateAssertions<Machine, Env> = {
  'mode.deciding': transient('mode.deciding'),
  'mode.off': (snapshot, env) => {
    expect(selectPreviewOn(snapshot)).toBe(false);
    expect(selectPreviewToggle(snapshot)).toMatchObject({ enabled: false, canToggle: snapshot.context.isEditor });
    // Off with the cookie only while nobody who is an editor is signed on.
    expect(snapshot.context.isEditor && snapshot.context.cookieOn).toBe(false);
    expectCookieInStep(snapshot, env);
  },
  'mode.on': (snapshot, env) => {
    expect(selectPreviewOn(snapshot)).toBe(true);
    expect(selectPreviewToggle(snapshot)).toMatchObject({ enabled: true, canToggle: true });
    expect(snapshot.context).toMatchObject({ isEditor: true, cookieOn: true });
    expectCookieInStep(snapshot, env);
  },
  'copy.idle': (snapshot) => {
    expect(selectPreviewToggle(snapshot)).toMatchObject({ copyStatus: 'idle', copyErrorKey: null });
  },
  'copy.copying': (snapshot, env) => {
    expect(selectPreviewToggle(snapshot)).toMatchObject({ copyStatus: 'copying', copyErrorKey: null });
    expect(env.copyText.inputs.at(-1)).toEqual({ text: LINK });
  },
  'copy.copied': (snapshot) => {
    expect(selectPreviewToggle(snapshot)).toMatchObject({ copyStatus: 'copied', copyErrorKey: null });
  },
  'copy.failed': (snapshot) => {
    expect(selectPreviewToggle(snapshot)).toMatchObject({ copyStatus: 'failed', copyErrorKey: DEFAULT_ERROR_KEY });
  },
};

const events = [
  { type: 'preview.toggled' },
  { type: 'editor.changed', isEditor: true },
  { type: 'editor.changed', isEditor: false },
  { type: 'copy.requested', text: LINK },
  { type: 'xstate.done.actor.copyText' },
  { type: 'xstate.error.actor.copyText', error: new Error('NotAllowedError') },
];

describeModel('preview toggle model', {
  machine: previewToggleMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'editor, no cookie', input: { cookieOn: false, isEditor: true }, events },
    { name: 'editor, cookie', input: { cookieOn: true, isEditor: true }, events },
    { name: 'not yet an editor, cookie', input: { cookieOn: true, isEditor: false }, events },
    { name: 'not an editor, no cookie', input: { cookieOn: false, isEditor: false }, events },
  ],
});

describe('preview toggle pinned', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function start(input: PreviewToggleInput) {
    const run = arrange();
    const clock = new SimulatedClock();
    const actor = createActor(run.machine, { input, clock, inspect: recorder.inspect }).start();
    return { actor, env: run.env, clock };
  }

  it('only an editor turns preview on: the cookie is written, then the content refreshed', () => {
    const visitor = start({ cookieOn: false, isEditor: false });
    visitor.actor.send({ type: 'preview.toggled' });
    expect(selectPreviewToggle(visitor.actor.getSnapshot())).toMatchObject({ enabled: false, canToggle: false });
    expect(visitor.env.writePreviewCookie).not.toHaveBeenCalled();
    expect(visitor.env.refreshContent).not.toHaveBeenCalled();

    const { actor, env } = start({ cookieOn: false, isEditor: true });
    actor.send({ type: 'preview.toggled' });
    expect(selectPreviewOn(actor.getSnapshot())).toBe(true);
    expect(env.writePreviewCookie).toHaveBeenCalledTimes(1);
    expect(env.writePreviewCookie.mock.invocationCallOrder[0]).toBeLessThan(env.refreshContent.mock.invocationCallOrder[0] ?? 0);
    actor.send({ type: 'preview.toggled' });
    expect(selectPreviewOn(actor.getSnapshot())).toBe(false);
    expect(env.removePreviewCookie).toHaveBeenCalledTimes(1);
    expect(env.refreshContent).toHaveBeenCalledTimes(2);
  });

  it('starts from the cookie once the editor is known, without writing or refreshing', () => {
    const { actor, env } = start({ cookieOn: true, isEditor: false });
    expect(selectPreviewOn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'editor.changed', isEditor: true });
    expect(selectPreviewOn(actor.getSnapshot())).toBe(true);
    expect(env.writePreviewCookie).not.toHaveBeenCalled();
    expect(env.refreshContent).not.toHaveBeenCalled();
    expect(selectPreviewOn(start({ cookieOn: true, isEditor: true }).actor.getSnapshot())).toBe(true);
  });

  it('an editor who signs out while previewing leaves preview off, the cookie removed and the content refreshed', () => {
    const { actor, env } = start({ cookieOn: true, isEditor: true });
    actor.send({ type: 'editor.changed', isEditor: false });
    expect(selectPreviewToggle(actor.getSnapshot())).toMatchObject({ enabled: false, canToggle: false });
    expect(env.removePreviewCookie).toHaveBeenCalledTimes(1);
    expect(env.refreshContent).toHaveBeenCalledTimes(1);
    // Signing on again does not bring back a preview the editor's sign-out ended.
    actor.send({ type: 'editor.changed', isEditor: true });
    expect(selectPreviewOn(actor.getSnapshot())).toBe(false);
  });

  it(`shows 'Copied' for ${COPIED_LABEL_MS} ms; a failed copy stays shown until the next try`, async () => {
    const { actor, env, clock } = start({ cookieOn: false, isEditor: true });
    actor.send({ type: 'copy.requested', text: LINK });
    env.copyText.resolve();
    await flush();
    expect(selectPreviewToggle(actor.getSnapshot()).copyStatus).toBe('copied');
    clock.increment(COPIED_LABEL_MS - 1);
    expect(selectPreviewToggle(actor.getSnapshot()).copyStatus).toBe('copied');
    clock.increment(1);
    expect(selectPreviewToggle(actor.getSnapshot()).copyStatus).toBe('idle');

    actor.send({ type: 'copy.requested', text: LINK });
    env.copyText.reject(new Error('NotAllowedError'));
    await flush();
    clock.increment(10 * COPIED_LABEL_MS);
    expect(selectPreviewToggle(actor.getSnapshot())).toMatchObject({ copyStatus: 'failed', copyErrorKey: DEFAULT_ERROR_KEY });
    // Copying never touches the preview mode.
    expect(env.refreshContent).not.toHaveBeenCalled();
  });

  it('as shipped, copies with the clipboard, and fails where there is none', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const actor = createActor(previewToggleMachine, { input: { cookieOn: false, isEditor: true } }).start();
    actor.send({ type: 'copy.requested', text: LINK });
    await flush();
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(selectPreviewToggle(actor.getSnapshot()).copyStatus).toBe('copied');
    actor.stop();

    vi.stubGlobal('navigator', {});
    const without = createActor(previewToggleMachine, { input: { cookieOn: false, isEditor: true } }).start();
    without.send({ type: 'copy.requested', text: LINK });
    await flush();
    expect(selectPreviewToggle(without.getSnapshot()).copyStatus).toBe('failed');
    without.stop();
  });
});
