import { assign, setup } from 'xstate';
import { loadChatWidget } from './chatBubble.actors';
import type { ChatBubbleContext, ChatBubbleEvent, ChatBubbleInput } from './chatBubble.types';

/**
 * The chat bubble (spec §4): shown only when chat is enabled and the page is
 * https (both from its input: a new web config starts a new bubble); a click
 * loads the chat widget it names; once loaded the bubble goes away and the
 * chat opens; a failed load returns to the bubble with an error.
 *
 * Runs as shipped: actor `loadChatWidget({ widgetUrl, loadScript })`
 * (`chatBubble.actors.ts`, with the loader of its input). Named for the
 * edge: action `openChatWidget({ widgetUrl })`.
 */
export const chatBubbleMachine = setup({
  types: {
    context: {} as ChatBubbleContext,
    events: {} as ChatBubbleEvent,
    input: {} as ChatBubbleInput,
    tags: {} as 'bubbleVisible',
  },
  actors: {
    loadChatWidget,
  },
  actions: {
    assignWidgetUrl: assign({ widgetUrl: ({ event }) => event.widgetUrl ?? null }),
    /** Edge: open the loaded widget's chat window (the contact options without a widget). */
    openChatWidget: (_, _params: { widgetUrl: string | null }) => {},
  },
  guards: {
    isChatAvailable: ({ context }) => context.chatEnabled && context.secure,
  },
}).createMachine({
  id: 'chatBubble',
  context: ({ input }) => ({
    chatEnabled: input.chatEnabled ?? false,
    secure: input.secure,
    widgetUrl: null,
    loadScript: input.loadScript,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isChatAvailable', target: 'bubble' }, { target: 'unavailable' }],
    },
    unavailable: {},
    bubble: {
      tags: ['bubbleVisible'],
      on: {
        'bubble.clicked': { target: 'loading', actions: 'assignWidgetUrl' },
      },
    },
    loading: {
      tags: ['bubbleVisible'],
      invoke: {
        id: 'loadChatWidget',
        src: 'loadChatWidget',
        input: ({ context }) => ({ widgetUrl: context.widgetUrl, loadScript: context.loadScript }),
        onDone: { target: 'open', actions: { type: 'openChatWidget', params: ({ context }) => ({ widgetUrl: context.widgetUrl }) } },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['bubbleVisible'],
      on: {
        'bubble.clicked': { target: 'loading', actions: 'assignWidgetUrl' },
      },
    },
    // The widget has its own launcher from here on; the bubble is gone.
    open: {},
  },
});

export type ChatBubbleMachine = typeof chatBubbleMachine;
