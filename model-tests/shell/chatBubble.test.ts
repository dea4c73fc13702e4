import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor } from 'xstate';
import { chatBubbleMachine } from '../../machines/shell/chatBubble/chatBubble.machine';
import type { LoadChatWidgetInput } from '../../machines/shell/chatBubble/chatBubble.types';
import { selectChatBubble } from '../../machines/shell/chatBubble/chatBubble.selectors';
import { DEFAULT_ERROR_KEY } from '../../machines/shell/constants';
import { controllableActor, flush } from '../support/fakeActors';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof chatBubbleMachine;
interface Env {
  loadChatWidget: ReturnType<typeof controllableActor<void, LoadChatWidgetInput>>;
  openChatWidget: Mock;
}

function arrange() {
  const env: Env = { loadChatWidget: controllableActor<void, LoadChatWidgetInput>(), openChatWidget: vi.fn() };
  const machine = chatBubbleMachine.provide({
    actors: { loadChatWidget: env.loadChatWidget.logic },
    actions: { openChatWidget: (_, params) => env.openChatWidget(params.widgetUrl) },
  });
  return { machine, env, controls: { loadChatWidget: env.loadChatWidget } };
}

const assertions: StateAssertions<Machine, Env> = {
  checking: transient('checking'),
  unavailable: (snapshot, env) => {
    expect(selectChatBubble(snapshot)).toEqual({ visible: false, loading: false, errorKey: null });
    expect(snapshot.context.chatEnabled && snapshot.context.secure).toBe(false);
    expect(env.loadChatWidget.pendingCount()).toBe(0);
  },
  bubble: (snapshot) => {
    expect(selectChatBubble(snapshot)).toEqual({ visible: true, loading: false, errorKey: null });
    expect(snapshot.context).toMatchObject({ chatEnabled: true, secure: true });
  },
  loading: (snapshot, env) => {
    expect(selectChatBubble(snapshot)).toEqual({ visible: true, loading: true, errorKey: null });
    expect(env.loadChatWidget.pendingCount()).toBe(1);
    // The loader gets the widget the click named, and the input's script loader.
    expect(env.loadChatWidget.inputs.at(-1)).toEqual({ widgetUrl: snapshot.context.widgetUrl, loadScript });
    expect(env.openChatWidget).not.toHaveBeenCalled();
  },
  failed: (snapshot, env) => {
    expect(selectChatBubble(snapshot)).toEqual({ visible: true, loading: false, errorKey: DEFAULT_ERROR_KEY });
    expect(env.openChatWidget).not.toHaveBeenCalled();
  },
  open: (snapshot, env) => {
    expect(selectChatBubble(snapshot)).toEqual({ visible: false, loading: false, errorKey: null });
    expect(env.openChatWidget).toHaveBeenCalledTimes(1);
    expect(env.openChatWidget).toHaveBeenCalledWith(snapshot.context.widgetUrl);
  },
};

const WIDGET_URL = 'https://chat.example.com/widget.js';
const loadScript = vi.fn(() => Promise.resolve());
const events = [
  { type: 'bubble.clicked', widgetUrl: WIDGET_URL },
  // No widget may load (none configured, or no marketing consent).
  { type: 'bubble.clicked' },
  { type: 'xstate.error.actor.loadChatWidget', error: new Error('script blocked') },
];

describe('chatBubble without chat', () => {
  // Without chat the chart rests in `unavailable` at once: no path leaves it, so these are its walks.
  it.each([
    ['http, even with chat enabled', { secure: false, chatEnabled: true }],
    ['https, chat disabled', { secure: true, chatEnabled: false }],
    ['https, before the chat flag is known', { secure: true }],
  ])('never shows on %s', (_name, start) => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { ...start, loadScript }, inspect: recorder.inspect }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
    assertions.unavailable(actor.getSnapshot(), env);
    actor.stop();
  });
});

describeModel('chatBubble model', {
  machine: chatBubbleMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'https, chat enabled', input: { secure: true, chatEnabled: true, loadScript }, events },
  ],
});

describe('chatBubble pinned', () => {
  it('removes the bubble and opens the chat once the widget has loaded', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { secure: true, chatEnabled: true, loadScript } }).start();
    actor.send({ type: 'bubble.clicked', widgetUrl: WIDGET_URL });
    expect(selectChatBubble(actor.getSnapshot()).loading).toBe(true);
    env.loadChatWidget.resolve(undefined);
    await flush();
    expect(selectChatBubble(actor.getSnapshot()).visible).toBe(false);
    expect(env.openChatWidget).toHaveBeenCalledWith(WIDGET_URL);
    actor.stop();
  });

  it('as shipped, loads the named widget with the script loader of its input', async () => {
    const load = vi.fn(() => Promise.resolve());
    const actor = createActor(chatBubbleMachine, { input: { secure: true, chatEnabled: true, loadScript: load } }).start();
    actor.send({ type: 'bubble.clicked', widgetUrl: WIDGET_URL });
    await flush();
    expect(load).toHaveBeenCalledWith(WIDGET_URL);
    expect(actor.getSnapshot().value).toBe('open');
    actor.stop();
  });

  it('as shipped, a script that fails to load shows the error and the bubble again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('blocked')));
    const actor = createActor(chatBubbleMachine, { input: { secure: true, chatEnabled: true, loadScript: load } }).start();
    actor.send({ type: 'bubble.clicked', widgetUrl: WIDGET_URL });
    await flush();
    expect(selectChatBubble(actor.getSnapshot())).toEqual({ visible: true, loading: false, errorKey: DEFAULT_ERROR_KEY });
    actor.stop();
  });

  it('as shipped, without a widget nothing is loaded and the chat opens at once', async () => {
    const load = vi.fn(() => Promise.resolve());
    const actor = createActor(chatBubbleMachine, { input: { secure: true, chatEnabled: true, loadScript: load } }).start();
    actor.send({ type: 'bubble.clicked' });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('open');
    actor.stop();
  });
});
