import { fromPromise } from 'xstate';
import type { LoadChatWidgetInput } from './chatBubble.types';

/**
 * Adds the chat widget's script with the loader of the chart's input and
 * resolves once it has run; without a widget there is nothing to load (the
 * edge's `openChatWidget` opens the contact options instead). Tests replace
 * it with `.provide()`.
 */
export const loadChatWidget = fromPromise<void, LoadChatWidgetInput>(async ({ input }) => {
  if (input.widgetUrl) await input.loadScript(input.widgetUrl);
});
