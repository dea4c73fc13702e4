import { assign, fromPromise, setup } from 'xstate';
import type { ChatBubbleContext, ChatBubbleEvent, ChatBubbleInput } from './chatBubble.types';

/**
 * Placeholder for `loadChatWidget`: fails, so a missing edge implementation
 * shows as the bubble's error state instead of a chat that never opens. The
 * edge provides one that injects the widget script and resolves once loaded.
 */
export const loadChatWidgetPlaceholder = fromPromise<void>(async () => {
  throw new Error('loadChatWidget is not provided');
});

/**
 * The chat bubble (spec §4): shown only when chat is enabled and the page is
 * https; a click loads the chat widget; once loaded the bubble goes away and
 * the chat opens; a failed load returns to the bubble with an error.
 *
 * Named for the edge: actor `loadChatWidget()`; action `openChatWidget()`.
 */
export const chatBubbleMachine = setup({
  types: {
    context: {} as ChatBubbleContext,
    events: {} as ChatBubbleEvent,
    input: {} as ChatBubbleInput,
    tags: {} as 'bubbleVisible',
  },
  actors: {
    loadChatWidget: loadChatWidgetPlaceholder,
  },
  actions: {
    assignChatEnabled: assign({
      chatEnabled: ({ context, event }) => (event.type === 'webConfig.loaded' ? event.config.chat.enabled : context.chatEnabled),
    }),
    /** Edge: open the loaded widget's chat window. */
    openChatWidget: () => {},
  },
  guards: {
    isChatAvailable: ({ context }) => context.chatEnabled && context.secure,
  },
}).createMachine({
  id: 'chatBubble',
  context: ({ input }) => ({ chatEnabled: input.chatEnabled ?? false, secure: input.secure }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isChatAvailable', target: 'bubble' }, { target: 'unavailable' }],
    },
    unavailable: {
      on: { 'webConfig.loaded': { target: 'checking', actions: 'assignChatEnabled' } },
    },
    bubble: {
      tags: ['bubbleVisible'],
      on: {
        'bubble.clicked': 'loading',
        'webConfig.loaded': { target: 'checking', actions: 'assignChatEnabled' },
      },
    },
    loading: {
      tags: ['bubbleVisible'],
      invoke: {
        id: 'loadChatWidget',
        src: 'loadChatWidget',
        onDone: { target: 'open', actions: 'openChatWidget' },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['bubbleVisible'],
      on: {
        'bubble.clicked': 'loading',
        'webConfig.loaded': { target: 'checking', actions: 'assignChatEnabled' },
      },
    },
    // The widget has its own launcher from here on; the bubble is gone.
    open: {},
  },
});

export type ChatBubbleMachine = typeof chatBubbleMachine;
