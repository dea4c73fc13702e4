/** Context of the chat bubble. */
export interface ChatBubbleContext {
  /** Chat switched on in the web config. */
  chatEnabled: boolean;
  /** The page is served over https (the chat widget requires it). */
  secure: boolean;
}

/** Input: the page protocol (read by the edge) and the web config's chat flag if already known. */
export interface ChatBubbleInput {
  secure: boolean;
  chatEnabled?: boolean;
}

/**
 * Events:
 * - `webConfig.loaded`: the web config arrived (a full `WebConfig` fits).
 * - `bubble.clicked`: the visitor clicked the bubble (or retried after a failure).
 */
export type ChatBubbleEvent =
  | { type: 'webConfig.loaded'; config: { chat: { enabled: boolean } } }
  | { type: 'bubble.clicked' };
