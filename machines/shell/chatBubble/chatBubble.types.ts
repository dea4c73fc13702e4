/** Loads a third-party script once and resolves when it has run (the browser edge's loader). */
type LoadScript = (src: string) => Promise<void>;

/** Context of the chat bubble. */
export interface ChatBubbleContext {
  /** Chat switched on in the web config. */
  chatEnabled: boolean;
  /** The page is served over https (the chat widget requires it). */
  secure: boolean;
  /** The widget script the last click asked for; none without a configured widget or marketing consent. */
  widgetUrl: string | null;
  /** How the widget script is added to the page. */
  loadScript: LoadScript;
}

/**
 * Input: the page protocol and the web config's chat flag (read by the edge;
 * a new web config starts a new bubble), and the script loader.
 */
export interface ChatBubbleInput {
  secure: boolean;
  chatEnabled?: boolean;
  loadScript: LoadScript;
}

/** Input of the `loadChatWidget` actor. */
export interface LoadChatWidgetInput {
  widgetUrl: string | null;
  loadScript: LoadScript;
}

/**
 * Events:
 * - `bubble.clicked`: the visitor clicked the bubble (or retried after a
 *   failure); `widgetUrl` is the widget to load, absent when none may load
 *   (none configured, or no marketing consent): the contact options open.
 */
export type ChatBubbleEvent = { type: 'bubble.clicked'; widgetUrl?: string };
