import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import type { WebConfig } from '../../api/contract/content.schemas';
import type { ConsentCategories } from '../../api/contract/site';
import { chatBubbleMachine } from '../../machines/shell/chatBubble/chatBubble.machine';
import { ChatBubble } from '../../ui/shell/ChatBubble/ChatBubble';
import { transient, useModelCoverage } from '../support/modelTest';
import { renderView, setDocumentUrl } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle } from '../support/viewModel';
import type { EventExecutors, InvokeEvent, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof chatBubbleMachine;

const WIDGET_URL = 'https://chat.example.com/widget.js';
const ALL_CONSENT: ConsentCategories = { necessary: true, performance: true, statistics: true, marketing: true };

function webConfig(chatEnabled: boolean): WebConfig {
  return {
    chat: { enabled: chatEnabled },
    news: { version: '1', enabled: false, title: 'News', closeable: true },
    company: {
      name: 'Städbolaget AB',
      address: { street: 'Storgatan 1', city: 'Stockholm', areaCode: '11122' },
      phone: '08-123 45 67',
      email: 'info@example.se',
      social: { facebook: 'https://facebook.com/x', linkedin: 'https://linkedin.com/x', instagram: 'https://instagram.com/x' },
    },
  };
}

interface Env {
  /** The widget script loads only with a configured URL and marketing consent. */
  widget: boolean;
  openContact: Mock<() => void>;
  openWidget: Mock<() => void>;
  /** Re-renders the bubble with the web config of another page. */
  load(config: WebConfig | null): void;
}

interface Setup {
  url: string;
  chatEnabled?: boolean;
  widget: boolean;
}

function renderBubble({ url, chatEnabled, widget }: Setup): Env {
  setDocumentUrl(url);
  const openWidget = vi.fn();
  (window as Window & { ChatWidget?: unknown }).ChatWidget = { open: openWidget };
  const openContact = vi.fn();
  const site = {
    openContact,
    consent: widget ? ALL_CONSENT : { ...ALL_CONSENT, marketing: false },
    thirdParty: { chatWidgetUrl: WIDGET_URL },
  };
  const config = chatEnabled === undefined ? null : webConfig(chatEnabled);
  const { rerenderView } = renderView(<ChatBubble webConfig={config} />, { site });
  return { widget, openContact, openWidget, load: (next) => rerenderView(<ChatBubble webConfig={next} />) };
}

const bubble = () => screen.queryByTestId('chat-bubble');
const alert = () => document.querySelector('[role="alert"]');
const widgetScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${WIDGET_URL}"]`);

function scriptEvent(type: 'load' | 'error'): void {
  const script = widgetScript();
  if (!script) throw new Error('the widget script was not added');
  act(() => {
    script.dispatchEvent(new Event(type));
  });
}

const executors = {
  // The view names the widget only with marketing consent (the scenario's `widget`).
  'bubble.clicked': () => {
    const shown = bubble();
    if (!shown) throw new Error('no chat bubble to click');
    fireEvent.click(shown);
  },
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  loadChatWidget: {
    // The browser finishes loading the widget script (without a widget nothing loads).
    done: async (_event: InvokeEvent, env: Env) => {
      if (env.widget) scriptEvent('load');
      await settle();
    },
    error: async (_event: InvokeEvent) => {
      scriptEvent('error');
      await settle();
    },
  },
};

function expectBubble(busy: boolean): void {
  const shown = bubble();
  expect(shown?.tagName).toBe('BUTTON');
  expect(shown).toHaveAccessibleName('Chat with us');
  expect(shown).toHaveAttribute('aria-busy', String(busy));
}

const assertions: ViewAssertions<Machine, Env> = {
  checking: transient('checking'),
  unavailable: (_snapshot, _env, step) => {
    expect(bubble()).toBeNull();
    expect(alert()).toBeNull();
    // Nothing is loaded unless the visitor clicked the bubble before.
    if (!step.events.some((event) => event.type === 'bubble.clicked')) expect(widgetScript()).toBeNull();
  },
  bubble: (_snapshot, env) => {
    expectBubble(false);
    expect(alert()).toBeNull();
    expect(env.openWidget).not.toHaveBeenCalled();
    expect(env.openContact).not.toHaveBeenCalled();
  },
  loading: (_snapshot, env) => {
    expectBubble(true);
    expect(alert()).toBeNull();
    if (env.widget) expect(widgetScript()).toHaveProperty('async', true);
    else expect(widgetScript()).toBeNull();
  },
  failed: (_snapshot, env) => {
    expectBubble(false);
    expect(alert()).toHaveTextContent('Something went wrong. Please try again.');
    expect(env.openWidget).not.toHaveBeenCalled();
    expect(env.openContact).not.toHaveBeenCalled();
  },
  open: (_snapshot, env) => {
    // The bubble is gone: the widget's own launcher (or the contact options) took over.
    expect(bubble()).toBeNull();
    expect(alert()).toBeNull();
    expect(env.openWidget).toHaveBeenCalledTimes(env.widget ? 1 : 0);
    expect(env.openContact).toHaveBeenCalledTimes(env.widget ? 0 : 1);
  },
};

const loadScript = () => Promise.resolve();
const withWidget = [{ type: 'bubble.clicked', widgetUrl: WIDGET_URL }];
const withoutWidget = [{ type: 'bubble.clicked' }];
const HTTPS = 'https://www.example.se/';
const HTTP = 'http://www.example.se/';
const NO_SCRIPT = 'without marketing consent nothing is loaded, so nothing can fail';

describeViewModel('chat bubble view', {
  machine: chatBubbleMachine,
  executors,
  invokes,
  assertions,
  unproducible: (_state, event, { scenario }) =>
    scenario.startsWith('no marketing consent') && event.type === 'xstate.error.actor.loadChatWidget' ? NO_SCRIPT : null,
  scenarios: [
    {
      name: 'https, chat enabled',
      input: { secure: true, chatEnabled: true, loadScript },
      events: withWidget,
      render: () => renderBubble({ url: HTTPS, chatEnabled: true, widget: true }),
    },
    {
      name: 'http: no chat',
      input: { secure: false, chatEnabled: true, loadScript },
      render: () => renderBubble({ url: HTTP, chatEnabled: true, widget: true }),
    },
    {
      name: 'no marketing consent: the contact options open instead',
      input: { secure: true, chatEnabled: true, loadScript },
      events: withoutWidget,
      render: () => renderBubble({ url: HTTPS, chatEnabled: true, widget: false }),
      unproducibleEdges: [`"loading" ─ xstate.error.actor.loadChatWidget: ${NO_SCRIPT}`],
    },
  ],
});

describe('chat bubble view pinned', () => {
  it('shows no bubble on http, even with chat enabled', () => {
    renderBubble({ url: HTTP, chatEnabled: true, widget: true });
    expect(bubble()).toBeNull();
    expect(alert()).toBeNull();
  });

  it('follows the chat flag of each page: none before the web config, then as configured', () => {
    const env = renderBubble({ url: HTTPS, widget: true });
    expect(bubble()).toBeNull();
    env.load(webConfig(true));
    expectBubble(false);
    env.load(webConfig(false));
    expect(bubble()).toBeNull();
    expect(widgetScript()).toBeNull();
  });

  it('does not start over while the chat flag stays the same', async () => {
    vi.useFakeTimers();
    const env = renderBubble({ url: HTTPS, chatEnabled: true, widget: true });
    executors['bubble.clicked']();
    await invokes.loadChatWidget.error({ type: 'xstate.error.actor.loadChatWidget' });
    env.load(webConfig(true));
    expect(alert()).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('retries the widget script after a failed load, and opens the chat once it loads', async () => {
    vi.useFakeTimers();
    const env = renderBubble({ url: HTTPS, chatEnabled: true, widget: true });
    executors['bubble.clicked']();
    await invokes.loadChatWidget.error({ type: 'xstate.error.actor.loadChatWidget' });
    expect(alert()).toHaveTextContent('Something went wrong. Please try again.');
    executors['bubble.clicked']();
    expectBubble(true);
    await invokes.loadChatWidget.done({ type: 'xstate.done.actor.loadChatWidget' }, env);
    expect(bubble()).toBeNull();
    expect(env.openWidget).toHaveBeenCalledTimes(1);
  });
});
