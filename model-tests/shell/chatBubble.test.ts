import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor } from 'xstate';
import type { NonReducibleUnknown } from 'xstate';
import { chatBubbleMachine } from '../../machines/shell/chatBubble/chatBubble.machine';
import { selectChatBubble } from '../../machines/shell/chatBubble/chatBubble.selectors';
import { DEFAULT_ERROR_KEY } from '../../machines/shell/constants';
import { controllableActor, flush } from '../support/fakeActors';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof chatBubbleMachine;
interface Env {
  loadChatWidget: ReturnType<typeof controllableActor<void, NonReducibleUnknown>>;
  openChatWidget: Mock;
}

function arrange() {
  const env: Env = { loadChatWidget: controllableActor<void, NonReducibleUnknown>(), openChatWidget: vi.fn() };
  const machine = chatBubbleMachine.provide({
    actors: { loadChatWidget: env.loadChatWidget.logic },
    actions: { openChatWidget: () => env.openChatWidget() },
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
    expect(env.openChatWidget).not.toHaveBeenCalled();
  },
  failed: (snapshot, env) => {
    expect(selectChatBubble(snapshot)).toEqual({ visible: true, loading: false, errorKey: DEFAULT_ERROR_KEY });
    expect(env.openChatWidget).not.toHaveBeenCalled();
  },
  open: (snapshot, env) => {
    expect(selectChatBubble(snapshot)).toEqual({ visible: false, loading: false, errorKey: null });
    expect(env.openChatWidget).toHaveBeenCalledTimes(1);
  },
};

const events = [
  { type: 'webConfig.loaded', config: { chat: { enabled: true } } },
  { type: 'webConfig.loaded', config: { chat: { enabled: false } } },
  { type: 'xstate.error.actor.loadChatWidget', error: new Error('script blocked') },
];

describeModel('chatBubble model', {
  machine: chatBubbleMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'https, chat enabled at start', input: { secure: true, chatEnabled: true }, events, simplePaths: true },
    { name: 'https, config later', input: { secure: true }, events },
    { name: 'http', input: { secure: false, chatEnabled: true }, events },
  ],
});

describe('chatBubble pinned', () => {
  it('never shows on http, whatever the config says', () => {
    const actor = createActor(chatBubbleMachine, { input: { secure: false } }).start();
    actor.send({ type: 'webConfig.loaded', config: { chat: { enabled: true } } });
    expect(selectChatBubble(actor.getSnapshot()).visible).toBe(false);
    actor.stop();
  });

  it('removes the bubble and opens the chat once the widget has loaded', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { secure: true, chatEnabled: true } }).start();
    actor.send({ type: 'bubble.clicked' });
    expect(selectChatBubble(actor.getSnapshot()).loading).toBe(true);
    env.loadChatWidget.resolve(undefined);
    await flush();
    expect(selectChatBubble(actor.getSnapshot()).visible).toBe(false);
    expect(env.openChatWidget).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('the default loader is a placeholder that fails visibly', async () => {
    const actor = createActor(chatBubbleMachine, { input: { secure: true, chatEnabled: true } }).start();
    actor.send({ type: 'bubble.clicked' });
    await flush();
    expect(selectChatBubble(actor.getSnapshot()).errorKey).toBe(DEFAULT_ERROR_KEY);
    actor.stop();
  });
});
